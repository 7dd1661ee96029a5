import { signIn, startTestPlatform, type TestPlatform } from '@cf/testing';

/** The demo data (`npm start`): every verification journey can be tried at once. */
describe('demo verifications (api)', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['identity', 'verification'], env: { CAPTCHA_PROVIDER: 'none' }, seedDemo: true });
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  const verificationOf = async (email: string) => {
    const token = await signIn(platform, email, 'Investor#2026pass');
    return (await platform.api.request('GET', '/api/v1/account-verification?lng=en', { token })).body.data.data;
  };

  it('[A4.3][A5.14] investor1 is verified as retail, investor2 as angel, investor3 waits in the review queue', async () => {
    expect(await verificationOf('investor1@demo.om')).toMatchObject({ status: 'ACCEPTED', investorClass: { id: 'retail', limits: { rolling12Months: 20_000_000 } }, suitability: { status: 'passed' } });
    expect(await verificationOf('investor2@demo.om')).toMatchObject({ status: 'ACCEPTED', investorClass: { id: 'angel', limits: { rolling12Months: 100_000_000 } } });
    expect(await verificationOf('investor3@demo.om')).toMatchObject({ status: 'UNDER-REVIEW', accreditation: 'under-review', proposedClass: { id: 'retail' }, investorClass: null });
    const admin = await signIn(platform, 'admin@demo.om', 'Admin#2026pass');
    const queue = await platform.api.request('GET', '/api/v1/account-verification/admin/list?status=UNDER-REVIEW&lng=en', { token: admin });
    expect(queue.body.data.data.totalCount).toBe(1);
    expect(queue.body.data.data.docs[0].investor).toEqual({ email: 'investor3@demo.om', firstName: 'Huda', lastName: 'Al Siyabi' });
  });
});
