import { request } from 'undici';
import { CONTRACT_EXEMPT_PREFIXES, REST_ENDPOINTS, type Endpoint } from '@cf/contracts';
import { gatewayRouteMatcher, operationIdOf, securityOf } from '@cf/gateway';
import { startTestPlatform, type TestPlatform } from '@cf/testing';

/**
 * The REST contracts of @cf/contracts, the gateway's OpenAPI document and the routes the services
 * serve must agree: every contract is documented with its access, routed by the gateway with the
 * same access, and served by its service; no service serves a route (as its own document lists
 * them) that is not a contract (but the development mailbox).
 */
describe('REST contracts, OpenAPI and served routes agree', () => {
  let t: TestPlatform;
  type Operation = { operationId?: string; security?: unknown[]; requestBody?: unknown };
  let operations: Map<string, Operation>;

  beforeAll(async () => {
    t = await startTestPlatform({ services: 'all' });
    const answer = await t.api.request('GET', '/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    const paths = (answer.body as { paths: Record<string, Record<string, Operation>> }).paths;
    operations = new Map(Object.values(paths).flatMap((item) => Object.values(item).map((operation) => [operation.operationId ?? '', operation])));
  });
  afterAll(() => t?.close());

  const label = (e: Endpoint) => `${e.method} ${e.path}`;

  it('has at least one contract per service that has moved (the registry is not empty)', () => {
    expect(REST_ENDPOINTS.length).toBeGreaterThan(0);
    expect(new Set(REST_ENDPOINTS.map(label)).size).toBe(REST_ENDPOINTS.length);
  });

  it('documents every contract in the OpenAPI document, with its access and its request schema', () => {
    for (const endpoint of REST_ENDPOINTS) {
      const operation = operations.get(operationIdOf(endpoint));
      expect({ endpoint: label(endpoint), documented: operation !== undefined }).toEqual({ endpoint: label(endpoint), documented: true });
      expect(operation!.security).toEqual(securityOf(endpoint.access));
      expect(Boolean(operation!.requestBody)).toBe(Boolean(endpoint.body || endpoint.upload));
    }
  });

  it('routes every contract through the gateway with the access the contract declares', () => {
    const matcher = gatewayRouteMatcher();
    for (const endpoint of REST_ENDPOINTS) {
      const route = matcher.match(endpoint.path.replace(/:([A-Za-z_]\w*)/g, 'x'), endpoint.method);
      const expected = endpoint.access === 'public' ? ['public', 'optional'] : [endpoint.access];
      expect({ endpoint: label(endpoint), service: route?.rule.service, auth: expected.includes(route?.auth ?? '') }).toEqual({ endpoint: label(endpoint), service: endpoint.context, auth: true });
    }
  });

  it('serves every contract at its service, guarded as declared', async () => {
    for (const endpoint of REST_ENDPOINTS) {
      const base = await t.service(endpoint.context).getUrl();
      const path = `/api/v1/${endpoint.path.replace(/:([A-Za-z_]\w*)/g, 'x')}?lng=en`;
      const answer = await request(`${base.replace('[::1]', '127.0.0.1')}${path}`, { method: endpoint.method, headers: { 'content-type': 'application/json' }, body: endpoint.method === 'GET' ? undefined : '{}' });
      const body = (await answer.body.text()).trim();
      // No token: a served, guarded route answers 401 from the service's guard; an unserved one 404
      // "The requested path does not exist" (a served public route may answer 404 for a missing record).
      const unserved = answer.statusCode === 404 && body.includes('The requested path does not exist');
      const expected = endpoint.access === 'public' ? 'served' : 401;
      const got = endpoint.access === 'public' ? (unserved ? 404 : 'served') : answer.statusCode;
      expect({ endpoint: label(endpoint), got }).toEqual({ endpoint: label(endpoint), got: expected });
    }
  });

  it('serves nothing without a contract (but the development mailbox), as each service\'s own document lists its routes', async () => {
    const shape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:[A-Za-z_]\w*/g, '{}')}`;
    const contracts = new Set(REST_ENDPOINTS.map((e) => shape(e.method, `/api/v1/${e.path}`)));
    const without: string[] = [];
    for (const service of new Set(REST_ENDPOINTS.map((e) => e.context))) {
      const base = (await t.service(service).getUrl()).replace('[::1]', '127.0.0.1');
      const own = (await (await request(`${base}/openapi.json`)).body.json()) as { paths: Record<string, Record<string, unknown>> };
      for (const [path, item] of Object.entries(own.paths)) {
        if (!path.startsWith('/api/v1/') || CONTRACT_EXEMPT_PREFIXES.some((prefix) => path.startsWith(`/api/v1/${prefix}`))) continue;
        for (const method of Object.keys(item).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))) if (!contracts.has(shape(method, path))) without.push(`${service}: ${shape(method, path)}`);
      }
    }
    expect(without).toEqual([]);
  });
});
