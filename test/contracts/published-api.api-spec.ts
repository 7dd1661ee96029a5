import { Parser } from '@asyncapi/parser';
import { createPlatformClient } from '@cf/public-api-client';
import { makeAdmin, makeCampaign, makeInvestor, makeOwner, startTestPlatform, TEST_PASSWORD, type TestPlatform, type TestUser } from '@cf/testing';
import { countByRule, JUSTIFIED_WARNINGS, lintOpenApi } from '../../tools/openapi/spectral';

/**
 * The API as integrators and security reviewers read it, from a running platform: the OpenAPI
 * document the gateway serves passes Spectral's OAS and OWASP API Security 2023 rulesets, the
 * events catalogue validates, and the typed client generated from the document works against the
 * real API.
 */
describe('the published API (OpenAPI, AsyncAPI, typed client)', () => {
  let platform: TestPlatform;
  let investor: TestUser;

  // The documents come from the contracts (every service's, whichever run); the client's journey
  // needs identity, the wallet and campaigns, and one live campaign of its own (not the demo's).
  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['campaigns', 'wallet'], env: { CAPTCHA_PROVIDER: 'none' } });
    const [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
    investor = await makeInvestor(platform);
    await makeCampaign(platform, owner, { status: 'live', admin });
  }, 180_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('serves an OpenAPI document with no error under the OAS and OWASP API 2023 rulesets, and only the warnings docs/adr/0023 justifies', async () => {
    const answer = await platform.api.request('GET', '/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    const diagnostics = await lintOpenApi(answer.body);
    expect(diagnostics.filter((d) => d.severity === 0).map((d) => `${d.code} at ${d.path.join('.')}: ${d.message}`)).toEqual([]);
    const warned = Object.keys(countByRule(diagnostics, 1));
    expect(warned.filter((rule) => !(rule in JUSTIFIED_WARNINGS))).toEqual([]);
  }, 60_000);

  it('serves an events catalogue the AsyncAPI parser validates with no error', async () => {
    const answer = await platform.api.request('GET', '/api/v1/asyncapi.json');
    expect(answer.status).toBe(200);
    const { document, diagnostics } = await new Parser().parse(JSON.stringify(answer.body));
    expect(diagnostics.filter((d) => d.severity === 0).map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`)).toEqual([]);
    expect(document?.allMessages().length).toBeGreaterThan(40);
  }, 60_000);

  it('lets the typed client sign in, read the wallet and browse campaigns through the gateway', async () => {
    const anonymous = createPlatformClient({ baseUrl: platform.gatewayUrl, language: 'en' });
    const login = await anonymous.POST('/api/v1/users/login', { body: { email: investor.email, password: TEST_PASSWORD } });
    expect(login.response.status).toBe(200);
    // users/login answers the token beside `data` (A7.2), as its description says.
    const token = (login.data as { token?: string } | undefined)?.token;
    expect(typeof token).toBe('string');

    const client = createPlatformClient({ baseUrl: platform.gatewayUrl, token, language: 'en' });
    const wallet = await client.GET('/api/v1/wallet/get-user-wallet-detail', { params: { query: { currencyId: 'OMR' } } });
    expect(wallet.response.status).toBe(200);
    expect(wallet.data?.status).toBe('success');
    expect(wallet.data?.data.data).toMatchObject({ currencyId: 'OMR', balance: expect.any(Number), available: expect.any(Number) });
    expect(Number(wallet.response.headers.get('ratelimit-remaining'))).toBeGreaterThan(0);

    const campaigns = await client.GET('/api/v1/campaigns/equities', { params: { query: { limit: '12' } } });
    expect(campaigns.response.status).toBe(200);
    const page = campaigns.data?.data.data as { docs: Array<{ id: string; companyName?: string }> };
    expect(page.docs.length).toBeGreaterThan(0);

    // A refusal arrives as the documented fail envelope, in the language asked for.
    const refused = await anonymous.GET('/api/v1/wallet/get-user-wallet-detail', { params: { query: {} } });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ status: 'fail', message: expect.any(String) });
  }, 60_000);
});
