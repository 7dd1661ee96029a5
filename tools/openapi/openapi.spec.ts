import { spawnSync } from 'node:child_process';
import { buildOpenApiDocument } from '@cf/gateway';
import { lintOpenApi } from './spectral';

describe('the OpenAPI document the contracts build', () => {
  const document = buildOpenApiDocument();

  it('has no error under the OAS and OWASP API 2023 rulesets', async () => {
    const errors = (await lintOpenApi(document)).filter((d) => d.severity === 0);
    expect(errors.map((d) => `${d.code} at ${d.path.join('.')}: ${d.message}`)).toEqual([]);
  }, 60_000);

  it('refuses an administrators\' operation reachable with an ordinary token, or an ordinary one taking the administrators\' scheme (cf-admin-security)', async () => {
    const paths = structuredClone(document.paths) as Record<string, Record<string, { security?: unknown[] }>>;
    paths['/api/v1/users'].get.security = [{ bearer: [] }];
    paths['/api/v1/users/me'].get.security = [{ adminBearer: [] }];
    const errors = (await lintOpenApi({ ...document, paths })).filter((d) => d.severity === 0);
    expect(errors.map((d) => `${d.code} ${d.path.slice(0, 3).join(' ')}`).sort()).toEqual(['cf-admin-security paths /api/v1/users get', 'cf-admin-security paths /api/v1/users/me get']);
  }, 60_000);

  it('is what the typed client was generated from (run npm run docs:openapi)', () => {
    // In a process of its own: openapi-typescript loads ES modules that jest's CommonJS runtime cannot.
    const check = spawnSync(process.execPath, ['-r', './deploy/register.js', 'tools/openapi/generate.ts', '--check'], { encoding: 'utf8' });
    expect({ status: check.status, output: check.stdout.trim() }).toEqual({ status: 0, output: 'the typed client is up to date' });
  }, 60_000);
});
