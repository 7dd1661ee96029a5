import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries are enforced, not just documented: a service may import only contracts and the
 * kernel (never another service); front ends never import back-end code. Tags live in each
 * project's package.json ("nx": { "tags": [...] }).
 */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'tmp/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'] },
            { sourceTag: 'scope:deploy', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:service', 'scope:gateway'] },
            { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui'] },
            // Scopes: a bounded context reaches only itself and the shared libraries (no service reads another's code).
            ...['identity', 'site', 'notifications', 'wallet', 'campaigns'].map((name) => ({ sourceTag: `scope:${name}`, onlyDependOnLibsWithTags: [`scope:${name}`, 'scope:shared'] })),
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Money is integer baisa: rounding floats is how ledgers drift (see docs/adr/0005).
      'no-restricted-properties': ['error', { object: 'Math', property: 'round', message: 'Amounts are integer baisa; use the money helpers, not Math.round.' }],
    },
  },
  {
    // Contracts are imported by browsers too (docs/adr/0016): nothing of Node's.
    files: ['libs/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'crypto', 'fs', 'path', 'os', 'buffer'], message: 'libs/contracts must stay browser-safe; put Node code in libs/platform.' }] }] },
  },
  {
    // Front ends take the REST contracts only, never the event contracts (and their zod classic).
    files: ['frontends/**/*.ts', 'frontends/**/*.tsx', 'libs/ui/**/*.ts', 'libs/ui/**/*.tsx', 'libs/api-client/**/*.ts', 'libs/i18n/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@cf/contracts', message: 'Front ends import @cf/contracts/rest.' }] }] },
  },
  {
    files: ['**/*.spec.ts', '**/*.api-spec.ts', '**/*.integration-spec.ts', 'test/**/*.ts', 'tools/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-restricted-properties': 'off' },
  },
);
