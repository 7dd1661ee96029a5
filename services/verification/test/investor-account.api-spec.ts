import { DataSource } from 'typeorm';
import { makeAdmin, makeInvestor, startTestPlatform, type TestPlatform, verificationApi, waitFor } from '@cf/testing';
import { InvestorAccountRow } from '../src/investor-account/entities/investor-account.entity';

/**
 * The US-style accredited investor account through the gateway (A3.10, A5.6): every field kept, the
 * declaration required, a spouse named when their income counts, adults only, the SSN and the date
 * of birth sealed at rest and the SSN shown masked, one investor never reading another's.
 */
const OMR = 1000;
const account = (overrides: Record<string, unknown> = {}) => ({
  yearlyIncome: 250_000 * OMR,
  netWorth: 1_200_000 * OMR,
  spouseIncomeIncluded: 'yes',
  spouseFirstName: 'Aisha',
  spouseLastName: 'Al Balushi',
  investedLast12Months: 'yes',
  amountInvestedLast12Months: 40_000 * OMR,
  jobTitle: 'Chief financial officer',
  jobIndustry: 'Energy',
  dateOfBirth: '1980-04-12',
  ssn: '123-45-6789',
  accreditedDeclaration: true,
  verificationType: 'letter',
  address: '1200 Main Street',
  city: 'Houston',
  state: 'TX',
  postalCode: '77002',
  country: 'United States',
  ...overrides,
});

describe('US-style accredited investor account (api)', () => {
  let platform: TestPlatform;
  let steps: ReturnType<typeof verificationApi>;

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['identity', 'verification', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    steps = verificationApi(platform);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[A3.10] keeps every field; the SSN comes back masked and is sealed at rest with the date of birth', async () => {
    const { api, data } = steps;
    const investor = await makeInvestor(platform);
    expect(data(await api('GET', 'accreditation/investor-account', investor.token))).toBeNull();
    const saved = await api('PUT', 'accreditation/investor-account', investor.token, account());
    expect(saved.status).toBe(200);
    const { ssn: _ssn, ...rest } = account();
    expect(data(saved)).toMatchObject({ ...rest, ssnMasked: '•••-••-6789' });
    expect(JSON.stringify(data(saved))).not.toContain('123-45');
    const row = await platform.service('verification').get(DataSource).getRepository(InvestorAccountRow).findOneByOrFail({ userId: investor.id });
    expect(JSON.stringify(row)).not.toMatch(/123456789|1980-04-12/);
    // Without the spouse's income, no spouse is kept.
    const alone = data(await api('PUT', 'accreditation/investor-account', investor.token, account({ spouseIncomeIncluded: 'no', investedLast12Months: 'no' })));
    expect(alone).toMatchObject({ spouseIncomeIncluded: 'no', investedLast12Months: 'no' });
    expect(alone.spouseFirstName).toBeUndefined();
    expect(alone.amountInvestedLast12Months).toBeUndefined();
    const other = await makeInvestor(platform);
    expect(data(await api('GET', 'accreditation/investor-account', other.token))).toBeNull();
  });

  it('[A5.6][A9.5] the declaration must be ticked, the spouse named with a valid name, an adult, a 9-digit SSN, a postal code of at most 6', async () => {
    const { api } = steps;
    const investor = await makeInvestor(platform);
    const fieldsOf = async (body: Record<string, unknown>, lng = 'en') => {
      const answer = await api('PUT', 'accreditation/investor-account', investor.token, body, lng);
      expect(answer.status).toBe(400);
      return Object.fromEntries((answer.body.errors as Array<{ field: string; msg: string }>).map((e) => [e.field, e.msg]));
    };
    expect(await fieldsOf(account({ accreditedDeclaration: false }))).toEqual({ accreditedDeclaration: 'Please tick the accredited investor declaration' });
    expect(await fieldsOf(account({ spouseFirstName: undefined, spouseLastName: undefined }))).toEqual({ spouseFirstName: "Please enter your spouse's first and last name" });
    expect(await fieldsOf(account({ spouseFirstName: 'A1sha' }))).toEqual({ spouseFirstName: 'Please enter a valid spouse name' });
    expect(await fieldsOf(account({ ssn: '12-345-678', postalCode: '1234567' }))).toEqual({ ssn: 'Please enter a social security number of 9 digits', postalCode: 'Please enter a postal code of up to 6 letters or digits' });
    expect(await fieldsOf(account({ accreditedDeclaration: false }), 'ar')).toEqual({ accreditedDeclaration: 'يرجى تأكيد إقرار المستثمر المعتمد' });
    const young = new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    expect(await fieldsOf(account({ dateOfBirth: young }))).toEqual({ dateOfBirth: 'Accredited investors must be at least 18 years old' });
    expect(await fieldsOf(account({ dateOfBirth: '1980-02-30' }))).toEqual({ dateOfBirth: 'Please enter a valid date of birth' });
  });

  it('[A5.13] the declaration needs figures that pass the accredited test, at its boundaries', async () => {
    const { api, data } = steps;
    const investor = await makeInvestor(platform);
    const save = (figures: Record<string, unknown>) => api('PUT', 'accreditation/investor-account', investor.token, account({ investedLast12Months: 'no', ...figures }));
    const alone = { spouseIncomeIncluded: 'no', spouseFirstName: undefined, spouseLastName: undefined };
    const refused = await save({ ...alone, netWorth: 1_000_000 * OMR, yearlyIncome: 200_000 * OMR });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Your figures do not meet the accredited investor test: net worth over 1,000,000, or income over 200,000 (300,000 with your spouse)');
    expect(data(await save({ ...alone, netWorth: 1_000_000 * OMR + 1, yearlyIncome: 0 })).accreditedBasis).toBe('net-worth');
    expect(data(await save({ ...alone, netWorth: 0, yearlyIncome: 200_000 * OMR + 1 })).accreditedBasis).toBe('income');
    expect((await save({ netWorth: 0, yearlyIncome: 300_000 * OMR })).status).toBe(422);
    expect(data(await save({ netWorth: 0, yearlyIncome: 300_000 * OMR + 1 })).accreditedBasis).toBe('joint-income');
  });

  it('[A4.3][A6.5] administrators review each saved account: under review, declined with a reason the investor reads (bell too), under review again when saved, approved; one decision per save, even at once', async () => {
    const { api, data } = steps;
    const [admin, investor] = await Promise.all([makeAdmin(platform), makeInvestor(platform)]);
    expect(data(await api('PUT', 'accreditation/investor-account', investor.token, account()))).toMatchObject({ reviewStatus: 'under-review', reviewReason: null, reviewedAt: null });
    const queue = data(await api('GET', 'accreditation/admin/investor-accounts?status=under-review&limit=100', admin.token));
    const mine = queue.docs.find((d: { userId: string }) => d.userId === investor.id);
    expect(mine).toMatchObject({ reviewStatus: 'under-review', ssnMasked: '•••-••-6789', accreditedBasis: 'net-worth' });
    expect(mine.dateOfBirth).toBeUndefined();
    const decision = (body: unknown, token = admin.token, lng = 'en') => api('POST', `accreditation/admin/investor-accounts/${investor.id}/decision`, token, body, lng);
    const noReason = await decision({ decision: 'decline' });
    expect([noReason.status, noReason.body.errors?.[0]?.field]).toEqual([400, 'reason']);
    expect((await decision({ decision: 'maybe' })).status).toBe(400);
    expect((await decision({ decision: 'approve' }, investor.token)).status).toBe(403);
    const declined = await decision({ decision: 'decline', reason: 'The letter is not signed by a licensed accountant' });
    expect(data(declined)).toMatchObject({ userId: investor.id, reviewStatus: 'declined', reviewReason: 'The letter is not signed by a licensed accountant' });
    const again = await decision({ decision: 'approve' }, admin.token, 'ar');
    expect([again.status, again.body.message]).toEqual([409, 'حساب المستثمر المعتمد هذا لا ينتظر مراجعة']);
    expect(data(await api('GET', 'accreditation/investor-account', investor.token))).toMatchObject({ reviewStatus: 'declined', reviewReason: 'The letter is not signed by a licensed accountant' });
    const told = await waitFor(async () => {
      const docs = data(await api('GET', 'user-notifications?limit=20', investor.token)).docs as Array<{ notificationType: string; accreditation?: { declineReason: string } }>;
      return docs.find((n) => n.notificationType === 'accreditationDeclined') ?? null;
    }, { what: 'the investor told of the refusal' });
    expect(told.accreditation?.declineReason).toBe('The letter is not signed by a licensed accountant');
    // Saved again: under review again; two administrators approving at once decide once.
    expect(data(await api('PUT', 'accreditation/investor-account', investor.token, account({ verificationType: 'phone-call' })))).toMatchObject({ reviewStatus: 'under-review', reviewReason: null });
    const both = await Promise.all([decision({ decision: 'approve' }), decision({ decision: 'approve' })]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(data(await api('GET', 'accreditation/investor-account', investor.token))).toMatchObject({ reviewStatus: 'approved', reviewReason: null });
    expect((await api('GET', 'accreditation/admin/investor-accounts?status=approved&limit=100', admin.token)).status).toBe(200);
  });
});
