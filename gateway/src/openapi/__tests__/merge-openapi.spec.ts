import { mergeOpenApi } from '../merge-openapi';

describe('OpenAPI merge', () => {
  const base = { openapi: '3.0.0', info: { title: 'platform', version: '1' }, paths: { '/health/live': { get: { responses: {} } } } };

  it('puts every service’s paths in one document, tagged with their owner', () => {
    const merged = mergeOpenApi(
      base,
      [
        { service: 'identity', document: { paths: { '/api/v1/users/me': { get: { responses: {} }, parameters: [] } }, tags: [{ name: 'users' }] } },
        { service: 'site', document: { paths: { '/api/v1/languages/front': { get: { responses: {} } } }, tags: [{ name: 'users' }, { name: 'site' }] } },
      ],
      ['wallet'],
    );
    expect(Object.keys(merged.paths!)).toEqual(['/health/live', '/api/v1/users/me', '/api/v1/languages/front']);
    expect(merged.paths!['/api/v1/users/me']).toEqual({ get: { responses: {}, 'x-service': 'identity' }, parameters: [] });
    expect(merged.tags).toEqual([{ name: 'users' }, { name: 'site' }]);
    expect(merged['x-unavailable']).toEqual(['wallet']);
    expect(merged.info).toEqual(base.info);
  });

  it('shares identical components and renames conflicting ones, rewriting their references', () => {
    const money = { type: 'integer', description: 'baisa' };
    const merged = mergeOpenApi(
      base,
      [
        { service: 'wallet', document: { paths: {}, components: { schemas: { Money: money, Account: { type: 'object', properties: { id: { type: 'string' } } } } } } },
        {
          service: 'campaigns',
          document: {
            paths: { '/api/v1/campaigns': { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Account' } } } } } } } },
            components: { schemas: { Money: money, Account: { type: 'object', properties: { owner: { $ref: '#/components/schemas/Money' } } } } },
          },
        },
      ],
      [],
    );
    const schemas = merged.components!.schemas!;
    expect(Object.keys(schemas).sort()).toEqual(['Account', 'Money', 'campaigns.Account']);
    expect(schemas['campaigns.Account']).toEqual({ type: 'object', properties: { owner: { $ref: '#/components/schemas/Money' } } });
    expect((merged.paths!['/api/v1/campaigns'].get as any).responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/campaigns.Account');
  });
});
