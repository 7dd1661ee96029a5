import { checkAnswerAgainstContract } from '@cf/testing';
import { startSiteTestApp, type SiteTestApp } from './site-test-app';

/** The front-facing GETs (A7.8) answer seeded reference data in ar (default), en and fr. */
describe('site service: public reads (api)', () => {
  let t: SiteTestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
    checkAnswerAgainstContract('GET', `/api/v1/${url}`, res.statusCode, res.json());
    return { status: res.statusCode, body: res.json(), data: res.json().data?.data };
  };

  beforeAll(async () => {
    t = await startSiteTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("[A3.5] serves the default site settings, with the site name in the reader's language", async () => {
    const { status, body, data } = await get('site-setting/front');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(data).toMatchObject({
      siteLogo: '',
      favIcon: '',
      sitePrimaryColor: '#6048fe',
      siteSecondaryColor: '#000',
      timezone: 'Asia/Muscat',
      googleAnalyticsCode: '',
      maintainanceMode: 'no',
      walletModule: 'yes',
      onlyAdminCreateCampaign: 'no',
      siteName: 'منصة عُمان للتمويل الجماعي',
    });
    expect((await get('site-setting/front?lng=en')).data.siteName).toBe('Oman Crowdfunding');
    expect((await get('meta-setting/front?language=fr')).data).toMatchObject({
      siteName: 'Oman Crowdfunding',
      metaDescription: expect.stringContaining("Sultanat d'Oman"),
    });
  });

  it('[A3.6] [A1.4] lists the active languages by creation: Arabic first, the default, right-to-left', async () => {
    const { data } = await get('languages/front');
    expect(data.map((l: { folder: string }) => l.folder)).toEqual(['ar', 'en', 'fr']);
    expect(data[0]).toEqual({ id: expect.any(String), name: 'العربية', folder: 'ar', isDefault: true, direction: 'rtl' });
    expect(data[1]).toMatchObject({ name: 'English', isDefault: false, direction: 'ltr' });
  });

  it('[A7.8] lists all 249 countries, with Oman and its calling code +968 in ar, en and fr', async () => {
    const en = (await get('countries?lng=en')).data;
    expect(en).toHaveLength(249);
    expect(en.find((c: { code: string }) => c.code === 'OM')).toMatchObject({ iso3: 'OMN', dialCode: '+968', name: 'Oman' });
    const ar = (await get('countries')).data;
    expect(ar.find((c: { code: string }) => c.code === 'OM').name).toContain('عُمان');
    const fr = (await get('manage-options/countries?lng=fr')).data;
    expect(fr.find((c: { code: string }) => c.code === 'FR').name).toBe('France');
    // Sorted by the name in the reader's language.
    const names = en.map((c: { name: string }) => c.name);
    expect([...names].sort(new Intl.Collator('en').compare)).toEqual(names);

    const oman = en.find((c: { code: string }) => c.code === 'OM');
    expect((await get(`countries/${oman.id}/front?lng=en`)).data).toEqual(oman);
    expect((await get('countries/om/front?lng=ar')).data.name).toContain('عُمان');
    const missing = await get('countries/ZZ/front?lng=en');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 'fail', message: 'This country does not exist' });
  });

  it('[A3.11] lists the banks operating in Oman (Bank Muscat first) and hides merged ones', async () => {
    const en = (await get('banks?lng=en')).data;
    expect(en[0]).toMatchObject({ code: 'BMCT', swift: 'BMUSOMRX', name: 'Bank Muscat', islamic: false });
    expect(en.some((b: { code: string }) => b.code === 'HSBC')).toBe(false);
    expect(
      en
        .filter((b: { islamic: boolean }) => b.islamic)
        .map((b: { code: string }) => b.code)
        .sort(),
    ).toEqual(['BNZW', 'IZZB']);
    expect((await get('banks')).data[0].name).toBe('بنك مسقط');
  });

  it('[A7.8] serves the option lists of manage-options in every language', async () => {
    const en = (await get('manage-options/company-industry?lng=en')).data;
    expect(en.length).toBeGreaterThanOrEqual(20);
    expect(en[0]).toEqual({ id: expect.any(String), key: 'fintech', name: 'FinTech' });
    expect((await get('manage-options/company-industry')).data[0].name).toBe('التقنية المالية');
    expect((await get('manage-options/company-industry?lng=fr')).data[0].name).toBe('Technologie financière (fintech)');
    expect((await get('manage-options/campaign-stage?lng=en')).data.map((o: { key: string }) => o.key)).toEqual([
      'idea',
      'prototype',
      'early-revenue',
      'growth',
      'expansion',
      'established',
    ]);
    expect((await get('manage-options/investing-round?lng=en')).data).toHaveLength(6);
    expect((await get('manage-options/investor-type?lng=en')).data.map((o: { key: string }) => o.key)).toEqual(['individual', 'company']);
    expect((await get('manage-options/team-member-type?lng=en')).data[0].name).toBe('Founder');
    expect((await get('manage-options/risk-level?lng=en')).data).toHaveLength(6);
    const unknown = await get('manage-options/nope?lng=fr');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Cette liste d'options n'existe pas");
  });

  it('[A7.8] serves types, categories, deal types, user types, employment and income lists', async () => {
    expect((await get('types/front?lng=en')).data.map((o: { key: string }) => o.key)).toEqual(['equity', 'equity-with-dividends', 'debt']);
    expect((await get('categories/front?lng=en')).data.map((o: { key: string }) => o.key)).toContain('llc');
    expect((await get('deal-types/front?status=yes&lng=en')).data.map((o: { key: string }) => o.key)).toContain('murabaha');
    expect((await get('usertypes?lng=en')).data.map((o: { key: string }) => o.key)).toEqual(['investor', 'campaign-owner']);
    expect((await get('employment-status?lng=en')).data[0]).toMatchObject({ key: 'employed', name: 'Employed' });
    expect((await get('employment-category?lng=en')).data[0]).toMatchObject({ key: 'government' });
    expect((await get('employment-category/occupation?lng=en')).data[0]).toMatchObject({ key: 'accountant' });
    const income = (await get('sources-of-income-type/sub-type?lng=en')).data;
    expect(income.map((o: { key: string }) => o.key)).toEqual([
      'employment',
      'business',
      'investment',
      'passive',
      'government-and-social-support',
      'other',
    ]);
    expect(income[0].subTypes).toEqual([]);
  });

  it("[A9.8] serves content pages by slug in the reader's language, and 404 for an unknown slug", async () => {
    const ar = (await get('content-page/pages/about-us1-2')).data;
    expect(ar).toMatchObject({ slug: 'about-us1-2', title: 'من نحن' });
    expect(ar.content).toContain('158/2022');
    expect((await get('content-page/pages/about-us1-2?lng=en')).data.title).toBe('About Us');
    expect((await get('content-page/pages/terms?lng=fr')).data.title).toBe("Conditions d'utilisation");
    const missing = await get('content-page/pages/no-such-page?lng=en');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 'fail', message: 'This page does not exist' });
  });

  it('[A1.2] serves the help centre grouped by category and the footer FAQs', async () => {
    const help = (await get('content-page/faqs/front?lng=en')).data;
    expect(help.map((c: { category: string }) => c.category)).toEqual(['investing', 'raising', 'wallet', 'account']);
    expect(help[0]).toMatchObject({
      title: 'Investing',
      faqs: expect.arrayContaining([expect.objectContaining({ question: 'Who can invest on the platform?' })]),
    });
    const total = help.reduce((n: number, c: { faqs: unknown[] }) => n + c.faqs.length, 0);
    expect(total).toBeGreaterThanOrEqual(10);
    expect((await get('content-page/faqs/front?category=wallet')).data).toHaveLength(1);
    const footer = (await get('front-faqs/front?lng=en')).data;
    expect(footer.length).toBeGreaterThan(0);
    expect(footer.length).toBeLessThan(total);
    expect((await get('front-faqs/front')).data[0].question).toBe('من يمكنه الاستثمار عبر المنصة؟');
  });

  it('[A7.8] serves the home page: sections, sliders (status=yes), testimonials and currencies', async () => {
    const home = (await get('content-page/home-page-section/front?lng=en')).data;
    expect(home.howItWorks.investors.length).toBeGreaterThanOrEqual(3);
    expect(typeof home.howItWorks.title).toBe('string');
    expect(home.statistics.items[0]).toEqual({ key: 'total-funded', label: 'Total funds raised' });
    const sliders = (await get('sliders/front-sliders?status=yes&lng=en')).data;
    expect(sliders).toHaveLength(3);
    expect(sliders[0]).toMatchObject({ title: "Invest in Oman's growing businesses", link: '/browse-companies', sortOrder: 1 });
    const testimonials = (await get('testimonials/front?lng=ar')).data;
    expect(testimonials).toHaveLength(4);
    expect(testimonials[0].name).toBe('سالم الحارثي');
    const currencies = (await get('currencies/front?lng=en')).data;
    expect(currencies.map((c: { code: string }) => c.code)).toEqual(['OMR', 'USD', 'AED', 'SAR', 'EUR']);
    expect(currencies[0]).toMatchObject({ code: 'OMR', decimals: 3, isDefault: true, name: 'Omani Rial', symbol: 'ر.ع.' });
  });

  it('[A3.6] serves header, footer and social menus in the chosen language (also by language id)', async () => {
    const all = (await get('menus?lng=en')).data;
    expect(Object.keys(all)).toEqual(['header', 'footer', 'social']);
    expect(all.header[0]).toMatchObject({ linkType: 'custom', title: 'Raise capital', customUrl: '/raise-capital', urlTarget: '_self', contentPage: null });
    expect(all.footer.every((l: { linkType: string }) => l.linkType === 'page')).toBe(true);
    expect(all.footer[0].contentPage).toEqual({ slug: 'about-us1-2', title: 'About Us' });
    expect(all.social.map((l: { socialMediaIcon: string }) => l.socialMediaIcon)).toEqual([
      'x-twitter',
      'linkedin',
      'instagram',
      'youtube',
    ]);
    const languages = (await get('languages/front')).data;
    const french = languages.find((l: { folder: string }) => l.folder === 'fr');
    const header = (await get(`menus?type=header&language=${french.id}`)).data;
    expect(Array.isArray(header)).toBe(true);
    expect(header[0].title).toBe('Lever des fonds');
    const bad = await get('menus?type=sidebar&lng=en');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'type', msg: 'The menu must be header, footer or social' }]);
  });

  it('[A3.5] serves campaign, revenue, child-account, ACH, social sign-in and payment settings without secrets', async () => {
    expect((await get('campaign-setting/front')).data).toMatchObject({ currencyCode: 'OMR', fixedMaxDays: 90, flexibleMaxDays: 365 });
    expect((await get('revenue-setting/front')).data).toMatchObject({ siteFeeType: 'percentage', vatPercentage: 5 });
    expect((await get('child-account-setting/front')).data).toMatchObject({ minimumInvestments: 2, maximumAge: 18 });
    expect((await get('payment-gateway/ach/front')).data).toEqual({
      ownerPayoutEnable: 'no',
      achAutoRepayment: 'no',
      repaymentStatus: 'no',
      achSupport: 'no',
      status: 'no',
    });
    const social = (await get('social-signup')).data;
    expect(social.map((p: { provider: string }) => p.provider)).toEqual(['google', 'facebook', 'linkedin']);
    expect(social[0]).toEqual({ provider: 'google', enabled: 'no', clientId: '' });
    expect((await get('social-signup/twitter?lng=en')).status).toBe(404);
    const gateways = (await get('payment-gateway?lng=en')).data;
    expect(gateways.find((g: { key: string }) => g.key === 'wallet')).toEqual({ key: 'wallet', name: 'Wallet', enabled: 'yes' });
    expect(JSON.stringify(gateways)).not.toMatch(/secret|apiKey/i);
  });
});
