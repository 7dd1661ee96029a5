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
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Money is integer baisa: rounding floats is how ledgers drift (see docs/adr/0005).
      'no-restricted-properties': ['error', { object: 'Math', property: 'round', message: 'Amounts are integer baisa; use the money helpers, not Math.round.' }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.api-spec.ts', '**/*.integration-spec.ts', 'test/**/*.ts', 'tools/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-restricted-properties': 'off' },
  },
);
