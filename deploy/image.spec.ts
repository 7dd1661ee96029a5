import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';

/**
 * [issue 40] The image installs production dependencies only (`npm ci --omit=dev`,
 * deploy/docker/Dockerfile): every package the running code imports must be one of the root
 * package.json's `dependencies`. The running code is what the image copies (deploy/register.js,
 * the gateway, the services and the libraries they use), tests and tools left out.
 */
const ROOT = resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
/** The libraries a running service loads (the front-end ones and the test kit are not in the image's path). */
const RUNTIME_DIRS = ['gateway/src', 'libs/platform/src', 'libs/contracts/src', ...readdirSync(join(ROOT, 'services')).map((s) => `services/${s}/src`)];
/** A workspace's own production dependencies (npm installs them with the root's): `services/wallet/src/…` → services/wallet/package.json. */
const workspaceDependencies = (file: string): Record<string, string> => {
  const manifestOf = join(ROOT, file.split('/').slice(0, 2).join('/'), 'package.json');
  try {
    return (JSON.parse(readFileSync(manifestOf, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
  } catch {
    return {};
  }
};
const isTest = (path: string) => /(\.spec|\.integration-spec|\.api-spec)\.tsx?$/.test(path) || path.includes('__tests__');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !isTest(path) ? [path] : [];
  });
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);

describe('the image runs on production dependencies', () => {
  it('[issue 40] runs the sources through swc, a production dependency', () => {
    const register = readFileSync(join(ROOT, 'deploy', 'register.js'), 'utf8');
    expect(register).toContain("require('@swc-node/register')");
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['@swc-node/register', '@swc/core']));
    expect(readFileSync(join(ROOT, 'deploy', 'docker', 'Dockerfile'), 'utf8')).toMatch(/npm ci --omit=dev/);
  });

  it('[issue 40] imports, in every file a service runs, only packages of `dependencies` (or Node\'s own, or the workspace\'s)', () => {
    const files = RUNTIME_DIRS.flatMap(sources);
    expect(files.length).toBeGreaterThan(300);
    const offending: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      // Value imports only: `import type` and type-only `typeof import()` vanish at compile time.
      const specifiers = [...text.matchAll(/^\s*(?:import(?!\s+type\b)[^'";]*?from\s+|import\s+|export\s+(?!type\b)[^'";]*?from\s+)['"]([^'"]+)['"]/gm), ...text.matchAll(/\brequire\(['"]([^'"]+)['"]\)/g)].map((m) => m[1]);
      const own = workspaceDependencies(file);
      for (const specifier of specifiers) {
        if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('@cf/') || builtinModules.includes(specifier)) continue;
        const name = packageOf(specifier);
        if (!(name in manifest.dependencies) && !(name in own)) offending.push(`${file}: ${specifier}${name in manifest.devDependencies ? ' (a devDependency)' : ' (not declared)'}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
