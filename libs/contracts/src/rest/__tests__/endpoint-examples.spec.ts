import * as z from 'zod/mini';
import { REST_ENDPOINTS } from '../registry';

describe('the examples the published document shows', () => {
  const withExamples = REST_ENDPOINTS.filter((endpoint) => endpoint.example !== undefined);

  it('are given for the calls an integrator makes first (sign-up, sign-in, top-up, withdrawal and its saved accounts, investing, repaying)', () => {
    expect(withExamples.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
      ['POST investment/:campaignId', 'POST repayment/create-repayment', 'POST users/login', 'POST users/signup', 'POST wallet/wallet-preapproval', 'POST wallet/wallet-withdraw', 'POST user-bank-accounts', 'PATCH user-bank-accounts/:id'].sort(),
    );
  });

  it.each(withExamples.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: its example passes the rules the service applies', (_label, endpoint) => {
    const parsed = z.safeParse(endpoint.body!, endpoint.example);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });
});
