import { OutboxEventRow } from '@cf/platform';
import { checkAnswerAgainstContract } from '@cf/testing';
import { FaqRow } from '../src/core/entities/faq.entity';
import { CountryRow } from '../src/core/entities/country.entity';
import { OptionItemRow } from '../src/core/entities/option-item.entity';
import { ReferenceDataSeeder } from '../src/seed/reference-data.seeder';
import { startSiteTestApp, type SiteTestApp } from './site-test-app';

const text = (en: string) => ({ ar: `${en} بالعربية`, en, fr: `${en} (fr)` });

/** Administrator writes: admin only, validated field by field, settings changes announced. */
describe('site service: administration (api)', () => {
  let t: SiteTestApp;
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token: string | null = t.adminToken) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      payload: payload as never,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    checkAnswerAgainstContract(method, `/api/v1/${url}`, res.statusCode, res.json());
    return { status: res.statusCode, body: res.json(), data: res.json().data?.data };
  };

  beforeAll(async () => {
    t = await startSiteTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('who may write', () => {
    it.each([
      ['PATCH', 'site-setting', { maintainanceMode: 'yes' }],
      ['PATCH', 'meta-setting', { siteName: text('X') }],
      ['POST', 'languages', { name: 'Deutsch', folder: 'de', direction: 'ltr' }],
      ['POST', 'menus', { menuType: 'header', title: text('X'), customUrl: '/x' }],
      ['POST', 'content-page/pages', { slug: 'x-page', title: text('X'), content: text('<p>x</p>'), metaDescription: text('x') }],
      ['POST', 'content-page/faqs', { category: 'wallet', question: text('Q'), answer: text('A') }],
      ['POST', 'sliders', { title: text('S'), description: text('D'), buttonText: text('B'), link: '/x' }],
      ['POST', 'currencies', { code: 'GBP', numericCode: '826', symbol: '£', name: text('Pound'), decimals: 2 }],
      ['POST', 'manage-options/company-industry', { key: 'space', name: text('Space') }],
    ] as const)('[A1.5] refuses %s %s without a token (401) and for a non-admin (403)', async (method, url, payload) => {
      const anonymous = await call(method, `${url}?lng=en`, payload, null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ status: 'fail', message: 'Please sign in to continue' });
      const user = await call(method, `${url}?lng=en`, payload, t.userToken);
      expect(user.status).toBe(403);
      expect(user.body).toEqual({ status: 'fail', message: 'You are not allowed to do this' });
    });

    it("refuses the administrators' reads to non-admins", async () => {
      for (const url of [
        'site-setting',
        'site-setting/sections',
        'meta-setting',
        'languages',
        'menus/admin',
        'content-page/pages',
        'content-page/faqs',
        'sliders',
        'testimonials',
        'currencies',
        'manage-options/admin/company-industry',
        'countries/admin',
        'banks/admin',
      ]) {
        expect({ url, status: (await call('GET', url, undefined, t.userToken)).status }).toEqual({ url, status: 403 });
      }
    });
  });

  describe('site settings', () => {
    it.each([
      ['en', 'Please enter a colour as #rgb or #rrggbb'],
      ['ar', 'يرجى إدخال اللون بالصيغة ‎#rgb أو ‎#rrggbb'],
      ['fr', 'Veuillez saisir une couleur au format #rgb ou #rrggbb'],
    ])('[A3.5] refuses a colour that is not #rgb or #rrggbb (%s)', async (lng, msg) => {
      const res = await call('PATCH', `site-setting?lng=${lng}`, { sitePrimaryColor: 'purple' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'fail', message: msg, errors: [{ field: 'sitePrimaryColor', msg }] });
    });

    it('[A3.5] refuses yes/no switches, time zones and analytics codes that are not valid, and unknown keys', async () => {
      const res = await call('PATCH', 'site-setting?lng=en', {
        maintainanceMode: 'maybe',
        timezone: 'Mars/Olympus',
        googleAnalyticsCode: '<script>x</script>',
        siteSecondaryColor: '#12345',
        colour: '#fff',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'maintainanceMode', msg: 'Please choose yes or no' },
          { field: 'timezone', msg: 'Please choose a valid time zone' },
          { field: 'googleAnalyticsCode', msg: 'Please enter a Google Analytics measurement ID such as G-ABC1234' },
          { field: 'siteSecondaryColor', msg: 'Please enter a colour as #rgb or #rrggbb' },
          { field: 'colour', msg: 'This field is not allowed' },
        ]),
      );
      expect((await call('PATCH', 'site-setting?lng=en', {})).body).toEqual({ status: 'fail', message: 'There is nothing to update' });
      expect((await call('GET', 'site-setting/front')).data.maintainanceMode).toBe('no');
    });

    it('[A2.1] [A3.5] switches maintenance mode on and off, visible in site-setting/front and announced in the outbox', async () => {
      const on = await call('PATCH', 'site-setting', {
        maintainanceMode: 'yes',
        sitePrimaryColor: '#0a7',
        timezone: 'Europe/Paris',
        googleAnalyticsCode: 'G-ABC1234',
      });
      expect(on.status).toBe(200);
      expect(on.data).toMatchObject({ maintainanceMode: 'yes', sitePrimaryColor: '#0a7', timezone: 'Europe/Paris' });
      expect((await call('GET', 'site-setting/front', undefined, null)).data).toMatchObject({
        maintainanceMode: 'yes',
        sitePrimaryColor: '#0a7',
        googleAnalyticsCode: 'G-ABC1234',
      });

      const events = await t.dataSource
        .getRepository(OutboxEventRow)
        .find({ where: { type: 'site.settings-updated' }, order: { occurredAt: 'ASC' } });
      expect(events.at(-1)).toMatchObject({
        aggregateId: 'site',
        data: { keys: ['sitePrimaryColor', 'timezone', 'googleAnalyticsCode', 'maintainanceMode'], section: 'site' },
      });

      await call('PATCH', 'site-setting', {
        maintainanceMode: 'no',
        sitePrimaryColor: '#6048fe',
        timezone: 'Asia/Muscat',
        googleAnalyticsCode: '',
      });
      expect((await call('GET', 'site-setting/front')).data.maintainanceMode).toBe('no');
      // The same values again change nothing and announce nothing.
      const before = await t.dataSource.getRepository(OutboxEventRow).countBy({ type: 'site.settings-updated' });
      await call('PATCH', 'site-setting', { maintainanceMode: 'no' });
      expect(await t.dataSource.getRepository(OutboxEventRow).countBy({ type: 'site.settings-updated' })).toBe(before);
    });

    it('changes the site name in every language and requires all three translations', async () => {
      const missing = await call('PATCH', 'meta-setting?lng=en', { siteName: { ar: 'اسم', en: 'Name' } });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ field: 'siteName.fr', msg: 'This field is required' }]);
      const ok = await call('PATCH', 'meta-setting', { siteName: { ar: 'منصة عُمان', en: 'Oman Crowd', fr: 'Oman Crowd FR' } });
      expect(ok.status).toBe(200);
      expect((await call('GET', 'site-setting/front?lng=fr')).data.siteName).toBe('Oman Crowd FR');
      expect((await call('GET', 'meta-setting')).data.siteName).toEqual({ ar: 'منصة عُمان', en: 'Oman Crowd', fr: 'Oman Crowd FR' });
    });

    it("checks rules between campaign settings, and the other sections' values", async () => {
      const goal = await call('PATCH', 'campaign-setting?lng=en', { maximumGoal: 1000 });
      expect(goal.status).toBe(400);
      expect(goal.body.errors).toEqual([{ field: 'maximumGoal', msg: 'The maximum goal must be greater than the minimum goal' }]);
      expect((await call('PATCH', 'campaign-setting', { minimumInvestment: 5000, fixedMaxDays: 60 })).data).toMatchObject({
        minimumInvestment: 5000,
        fixedMaxDays: 60,
      });
      expect((await call('PATCH', 'revenue-setting?lng=en', { vatPercentage: 120 })).body.errors).toEqual([
        { field: 'vatPercentage', msg: 'Please enter a percentage between 0 and 100 with at most two decimals' },
      ]);
      expect((await call('PATCH', 'child-account-setting?lng=en', { perTransactionLimit: 99_000_000 })).body.errors[0].field).toBe(
        'perCampaignLimit',
      );
      expect((await call('PATCH', 'social-signup?lng=en', { googleEnabled: 'yes' })).body.errors).toEqual([
        { field: 'googleClientId', msg: 'Please enter the client ID before enabling this sign-in provider' },
      ]);
      await call('PATCH', 'social-signup', { googleEnabled: 'yes', googleClientId: '1234-abc.apps.googleusercontent.com' });
      expect((await call('GET', 'social-signup/google', undefined, null)).data).toEqual({
        provider: 'google',
        enabled: 'yes',
        clientId: '1234-abc.apps.googleusercontent.com',
      });
      await call('PATCH', 'payment-gateway/ach', { achSupport: 'yes' });
      expect((await call('GET', 'payment-gateway/ach/front')).data.achSupport).toBe('yes');
      await call('PATCH', 'payment-gateway', { paypal: 'yes' });
      expect((await call('GET', 'payment-gateway?lng=en')).data.find((g: { key: string }) => g.key === 'paypal').enabled).toBe('yes');
      const sections = (await call('GET', 'site-setting/sections')).data;
      expect(Object.keys(sections)).toEqual([
        'site',
        'meta',
        'campaign',
        'revenue',
        'child-account',
        'ach',
        'social-login',
        'payment-gateway',
        'home-page',
      ]);
    });
  });

  describe('languages', () => {
    it('[A3.6] adds a language, moves the default, and never deletes or hides the default', async () => {
      const created = await call('POST', 'languages', { name: 'Deutsch', folder: 'de', direction: 'ltr' });
      expect(created.status).toBe(201);
      expect((await call('GET', 'languages/front')).data.map((l: { folder: string }) => l.folder)).toEqual(['ar', 'en', 'fr', 'de']);
      expect((await call('POST', 'languages?lng=en', { name: 'Deutsch', folder: 'de', direction: 'ltr' })).status).toBe(409);
      expect((await call('POST', 'languages?lng=en', { name: 'X', folder: 'Deutsch', direction: 'up' })).body.errors).toEqual([
        { field: 'folder', msg: 'The language code must be two lower-case letters, optionally followed by a region (e.g. pt-BR)' },
        { field: 'direction', msg: 'The direction must be rtl or ltr' },
      ]);

      const arabic = (await call('GET', 'languages/front')).data[0];
      const refused = await call('DELETE', `languages/${arabic.id}?lng=en`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The default language cannot be deleted');
      expect((await call('PATCH', `languages/${arabic.id}?lng=en`, { status: false })).body.message).toBe(
        'The default language cannot be deactivated',
      );

      await call('PATCH', `languages/${created.data.id}`, { isDefault: true });
      const after = (await call('GET', 'languages/front')).data;
      expect(after.filter((l: { isDefault: boolean }) => l.isDefault).map((l: { folder: string }) => l.folder)).toEqual(['de']);
      await call('PATCH', `languages/${arabic.id}`, { isDefault: true });
      expect((await call('DELETE', `languages/${created.data.id}`)).status).toBe(200);
      const page = (await call('GET', 'languages?limit=2')).data;
      expect(page).toMatchObject({ totalCount: 3, displayLoadMore: true });
      expect(page.docs).toHaveLength(2);
    });
  });

  describe('menus, pages and FAQs', () => {
    it('[A3.6] validates menu links and shows new ones in the front menus', async () => {
      const noPage = await call('POST', 'menus?lng=en', {
        menuType: 'footer',
        linkType: 'page',
        title: text('Ghost'),
        contentPageSlug: 'ghost',
      });
      expect(noPage.body.errors).toEqual([{ field: 'contentPageSlug', msg: 'This page does not exist' }]);
      const noUrl = await call('POST', 'menus?lng=en', { menuType: 'header', linkType: 'custom', title: text('Blog') });
      expect(noUrl.body.errors).toEqual([{ field: 'customUrl', msg: 'Please enter the link address' }]);
      const badUrl = await call('POST', 'menus?lng=en', { menuType: 'header', title: text('Evil'), customUrl: 'javascript:alert(1)' });
      expect(badUrl.body.errors).toEqual([{ field: 'customUrl', msg: 'Please enter a valid link (https://… or a path starting with /)' }]);
      const social = await call('POST', 'menus?lng=en', { menuType: 'social', title: text('TikTok'), customUrl: 'https://www.tiktok.com' });
      expect(social.body.errors).toEqual([{ field: 'socialMediaIcon', msg: 'Please choose a social media icon' }]);

      const blog = await call('POST', 'menus', {
        menuType: 'header',
        title: text('Blog'),
        customUrl: 'https://blog.example.om',
        urlTarget: '_blank',
        sortOrder: 9,
      });
      expect(blog.status).toBe(201);
      expect((await call('GET', 'menus?type=header&lng=en', undefined, null)).data.at(-1)).toMatchObject({
        title: 'Blog',
        customUrl: 'https://blog.example.om',
        urlTarget: '_blank',
      });
      await call('PATCH', `menus/${blog.data.id}`, { status: false });
      expect((await call('GET', 'menus?type=header&lng=en')).data.some((l: { title: string }) => l.title === 'Blog')).toBe(false);
      expect((await call('GET', 'menus/admin?type=header&limit=50')).data.docs.some((l: { id: string }) => l.id === blog.data.id)).toBe(
        true,
      );
      expect((await call('DELETE', `menus/${blog.data.id}`)).status).toBe(200);
    });

    it('creates, renames and deletes content pages; a page linked from a menu cannot be deleted', async () => {
      const page = await call('POST', 'content-page/pages', {
        slug: 'fees',
        title: text('Fees'),
        content: { ar: '<p>الرسوم</p>', en: '<p>Fees</p>', fr: '<p>Frais</p>' },
        metaDescription: text('Fees'),
      });
      expect(page.status).toBe(201);
      expect((await call('GET', 'content-page/pages/fees?lng=fr', undefined, null)).data).toMatchObject({
        title: 'Fees (fr)',
        content: '<p>Frais</p>',
      });
      expect(
        (await call('POST', 'content-page/pages?lng=en', { slug: 'a', title: text('A'), content: text('c'), metaDescription: text('m') }))
          .body.errors,
      ).toEqual([{ field: 'slug', msg: 'The slug may contain letters, digits and hyphens only (2 to 120 characters)' }]);
      expect(
        (await call('POST', 'content-page/pages', { slug: 'fees', title: text('A'), content: text('c'), metaDescription: text('m') }))
          .status,
      ).toBe(409);

      const link = await call('POST', 'menus', { menuType: 'footer', linkType: 'page', title: text('Fees'), contentPageSlug: 'fees' });
      await call('PATCH', `content-page/pages/${page.data.id}`, { slug: 'our-fees' });
      const footer = (await call('GET', 'menus?type=footer&lng=en')).data;
      expect(footer.find((l: { id: string }) => l.id === link.data.id).contentPage).toEqual({ slug: 'our-fees', title: 'Fees' });
      const inUse = await call('DELETE', `content-page/pages/${page.data.id}?lng=en`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.message).toBe('This page is linked from a menu: remove the menu link first');
      await call('DELETE', `menus/${link.data.id}`);
      expect((await call('DELETE', `content-page/pages/${page.data.id}`)).status).toBe(200);
      expect((await call('GET', 'content-page/pages/our-fees')).status).toBe(404);
    });

    it('sanitises administrators\' HTML on write: no scripts, event handlers, javascript: links or frames; links get rel=noopener', async () => {
      const hostile = {
        en: '<h2 onclick="steal()">Fees</h2><script>fetch("//evil")</script><p><a href="javascript:alert(1)">x</a> <a href="https://cbo.gov.om" target="_blank">CBO</a></p><img src=x onerror="steal()"><iframe src="https://evil"></iframe>',
        ar: '<p dir="rtl">الرسوم<style>body{display:none}</style></p>',
        fr: '<p>Frais</p>',
      };
      const page = await call('POST', 'content-page/pages', { slug: 'hostile-fees', title: text('Fees'), content: hostile, metaDescription: text('Fees') });
      expect(page.status).toBe(201);
      const read = async (lng: string) => (await call('GET', `content-page/pages/hostile-fees?lng=${lng}`, undefined, null)).data.content;
      expect(await read('en')).toBe('<h2>Fees</h2><p><a rel="noopener noreferrer">x</a> <a href="https://cbo.gov.om" target="_blank" rel="noopener noreferrer">CBO</a></p><img src="x" />');
      expect(await read('ar')).toBe('<p dir="rtl">الرسوم</p>');
      const onlyScript = await call('PATCH', `content-page/pages/${page.data.id}?lng=en`, { content: { ...hostile, fr: '<script>alert(1)</script>' } });
      expect(onlyScript.status).toBe(400);
      expect(onlyScript.body.errors).toEqual([{ field: 'content.fr', msg: expect.any(String) }]);

      const faq = await call('POST', 'content-page/faqs', { category: 'wallet', question: text('Safe?'), answer: { ...text('x'), en: '<p onmouseover="x()">Yes<script>x()</script></p>' } });
      expect(faq.status).toBe(201);
      const wallet = (await call('GET', 'content-page/faqs/front?category=wallet&lng=en')).data[0];
      expect(wallet.faqs.find((f: { id: string }) => f.id === faq.data.id).answer).toBe('<p>Yes</p>');
      await call('DELETE', `content-page/faqs/${faq.data.id}`);
      await call('DELETE', `content-page/pages/${page.data.id}`);
    });

    it('adds FAQs to existing help-centre categories only', async () => {
      expect(
        (await call('POST', 'content-page/faqs?lng=en', { category: 'crypto', question: text('Q'), answer: text('A') })).body.errors,
      ).toEqual([{ field: 'category', msg: 'Please choose a valid help-centre category' }]);
      const faq = await call('POST', 'content-page/faqs', {
        category: 'wallet',
        question: text('Can I hold dollars?'),
        answer: text('<p>No.</p>'),
        showInFooter: true,
        sortOrder: 99,
      });
      expect(faq.status).toBe(201);
      const wallet = (await call('GET', 'content-page/faqs/front?category=wallet&lng=en')).data[0];
      expect(wallet.faqs.at(-1)).toMatchObject({ question: 'Can I hold dollars?', answer: '<p>No.</p>' });
      expect((await call('GET', 'front-faqs/front?lng=en')).data.at(-1).question).toBe('Can I hold dollars?');
      expect((await call('DELETE', `content-page/faqs/${faq.data.id}`)).status).toBe(200);
      expect((await call('DELETE', `content-page/faqs/${faq.data.id}?lng=en`)).body).toEqual({
        status: 'fail',
        message: 'This question does not exist',
      });
    });
  });

  describe('home, currencies and option lists', () => {
    it('manages sliders and testimonials', async () => {
      const slide = await call('POST', 'sliders', {
        title: text('New'),
        description: text('D'),
        buttonText: text('Go'),
        link: '/raise-capital',
        image: '/uploads/s.jpg',
        sortOrder: 0,
      });
      expect(slide.status).toBe(201);
      expect((await call('GET', 'sliders/front-sliders?status=yes&lng=en')).data[0]).toMatchObject({
        title: 'New',
        image: '/uploads/s.jpg',
      });
      await call('PATCH', `sliders/${slide.data.id}`, { status: 'no' });
      expect((await call('GET', 'sliders/front-sliders?status=yes')).data).toHaveLength(3);
      await call('DELETE', `sliders/${slide.data.id}`);
      const quote = await call('POST', 'testimonials', { name: text('Huda'), role: text('Investor'), quote: text('Great') });
      expect((await call('PATCH', `testimonials/${quote.data.id}`, { quote: text('Excellent') })).data.quote.en).toBe('Excellent');
      expect((await call('GET', 'testimonials?limit=10')).data.totalCount).toBe(5);
    });

    it('keeps exactly one default currency', async () => {
      const gbp = await call('POST', 'currencies', {
        code: 'GBP',
        numericCode: '826',
        symbol: '£',
        name: text('Pound sterling'),
        decimals: 2,
      });
      expect(gbp.status).toBe(201);
      expect(
        (await call('POST', 'currencies?lng=en', { code: 'gbp', numericCode: '82', symbol: '£', name: text('P'), decimals: 9 })).body
          .errors,
      ).toEqual([
        { field: 'code', msg: 'The currency code must be three capital letters (ISO 4217)' },
        { field: 'numericCode', msg: 'The numeric code must be three digits (ISO 4217)' },
        { field: 'decimals', msg: 'Please enter a valid whole number' },
      ]);
      const omr = (await call('GET', 'currencies/front')).data.find((c: { code: string }) => c.code === 'OMR');
      expect((await call('DELETE', `currencies/${omr.id}?lng=en`)).body.message).toBe('The default currency cannot be deleted');
      expect((await call('DELETE', `currencies/${gbp.data.id}`)).status).toBe(200);
    });

    it('adds, edits and removes option list items; keys are unique per list', async () => {
      const created = await call('POST', 'manage-options/company-industry', { key: 'space-tech', name: text('Space technology') });
      expect(created.status).toBe(201);
      expect((await call('GET', 'manage-options/company-industry?lng=en')).data.at(-1)).toMatchObject({
        key: 'space-tech',
        name: 'Space technology',
      });
      expect((await call('POST', 'manage-options/company-industry?lng=en', { key: 'space-tech', name: text('Again') })).status).toBe(409);
      expect((await call('POST', 'manage-options/company-industry?lng=en', { key: 'Space Tech', name: text('X') })).body.errors).toEqual([
        { field: 'key', msg: 'The key may contain lower-case letters, digits and hyphens only' },
      ]);
      await call('PATCH', `manage-options/company-industry/${created.data.id}`, { status: false });
      expect((await call('GET', 'manage-options/company-industry?lng=en')).data.some((o: { key: string }) => o.key === 'space-tech')).toBe(
        false,
      );
      expect((await call('DELETE', `manage-options/campaign-stage/${created.data.id}`)).status).toBe(404);
      expect((await call('DELETE', `manage-options/company-industry/${created.data.id}`)).status).toBe(200);
      const page = (await call('GET', 'manage-options/admin/company-industry?limit=5')).data;
      expect(page).toMatchObject({ displayLoadMore: true });
      expect(page.docs[0].name).toEqual({ en: 'FinTech', ar: 'التقنية المالية', fr: 'Technologie financière (fintech)' });
    });

    it('edits countries and banks', async () => {
      const countries = (await call('GET', 'countries/admin?limit=300')).data;
      expect(countries.totalCount).toBe(249);
      const aq = countries.docs.find((c: { code: string }) => c.code === 'AQ');
      await call('PATCH', `countries/${aq.id}`, { status: false });
      expect((await call('GET', 'countries')).data).toHaveLength(248);
      expect((await call('PATCH', `countries/${aq.id}?lng=en`, { dialCode: '968' })).body.errors).toEqual([
        { field: 'dialCode', msg: 'The calling code must be + followed by 1 to 4 digits' },
      ]);
      const bank = await call('POST', 'banks', { code: 'TEST1', swift: 'TESTOMRX', name: text('Test Bank'), category: 'local-commercial' });
      expect(bank.status).toBe(201);
      expect((await call('GET', 'banks?lng=en')).data.at(-1)).toMatchObject({ code: 'TEST1', name: 'Test Bank' });
      expect(
        (await call('POST', 'banks?lng=en', { code: 'T2', swift: 'bad', name: text('B'), category: 'local-commercial' })).body.errors,
      ).toEqual([{ field: 'swift', msg: 'Please enter a valid SWIFT/BIC code (8 or 11 characters)' }]);
    });
  });

  describe('seeding', () => {
    it('is idempotent and does not bring back what an administrator deleted', async () => {
      const counts = async () => ({
        countries: await t.dataSource.getRepository(CountryRow).count(),
        options: await t.dataSource.getRepository(OptionItemRow).count(),
        faqs: await t.dataSource.getRepository(FaqRow).count(),
      });
      const faq = await t.dataSource.getRepository(FaqRow).findOneByOrFail({ seedKey: 'who-can-invest' });
      await call('DELETE', `content-page/faqs/${faq.id}`);
      const before = await counts();
      await Promise.all([t.app.get(ReferenceDataSeeder).seed(), t.app.get(ReferenceDataSeeder).seed()]);
      expect(await counts()).toEqual(before);
      expect(await t.dataSource.getRepository(FaqRow).existsBy({ seedKey: 'who-can-invest' })).toBe(false);
    });
  });
});
