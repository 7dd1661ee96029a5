import { CampaignsTestApp, day, steps, type TestUser, type ApiResponse } from './campaigns-test-app';
import { dataUrl, makeJpeg, makePdf, makePng } from '@cf/testing';

/** Every validation rule of the wizard and its message, through the gateway (C5.x, C8.3, C8.4). */
describe('campaigns: validation rules and messages', () => {
  let t: CampaignsTestApp;
  let owner: TestUser;
  let id: string;

  const fieldError = (res: ApiResponse, field: string): string => {
    expect(res.status).toBe(400);
    const error = (res.body.errors as Array<{ field: string; msg: string }>).find((e) => e.field === field);
    if (!error) throw new Error(`no error on ${field}: ${JSON.stringify(res.body)}`);
    return error.msg;
  };

  beforeAll(async () => {
    t = await CampaignsTestApp.start();
    owner = await t.user('owner');
    id = (await t.api('POST', 'campaigns/equities', { token: owner.token, body: { termsSlug: 'debt' } })).body.data.data.id;
  }, 120_000);
  afterAll(() => t?.close());

  it('[C5.7][C8.3] refuses a type other than equity or debt with "choose equity or debt"', async () => {
    const res = await t.api('POST', 'campaigns/equities', { token: owner.token, body: { termsSlug: 'loan' } });
    expect(fieldError(res, 'termsSlug')).toBe('Please choose equity or debt');
  });

  it('[C5.5][C9.6] company name at least 10 characters; valid URL and e-mail; description at most 200', async () => {
    const res = await t.api('PATCH', `equity/company-profile/${id}`, {
      token: owner.token,
      body: { ...steps.company(), companyName: 'Short Co', website: 'not a url', contactEmail: 'nobody@', description: 'x'.repeat(201) },
    });
    expect(fieldError(res, 'companyName')).toBe('The company name must be at least 10 characters');
    expect(fieldError(res, 'website')).toBe('Please enter a valid web address (https://…)');
    expect(fieldError(res, 'contactEmail')).toBe('Please enter a valid e-mail address');
    expect(fieldError(res, 'description')).toBe('The description must be at most 200 characters');
    expect((await t.api('PATCH', `equity/company-profile/${id}`, { token: owner.token, body: steps.company() })).status).toBe(200);
  });

  it('[C5.4] a save that leaves a required company field empty names it', async () => {
    const res = await t.api('PATCH', `equity/company-profile/${id}`, { token: owner.token, body: { address: null } });
    expect(fieldError(res, 'address')).toBeTruthy();
  });

  it('[C5.6][C8.3] minimum raise 1 or more and below the goal; maximum not above the goal and above the minimum', async () => {
    const zero = await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising({ minimumRaise: 0 }) });
    expect(fieldError(zero, 'minimumRaise')).toBe('The minimum raise must be 1 or more');
    const above = await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising({ minimumRaise: 60_000_000, maximumRaise: 40_000_000 }) });
    expect(fieldError(above, 'minimumRaise')).toBe('The minimum raise must be below the goal');
    expect(fieldError(above, 'maximumRaise')).toBe('The maximum raise must be greater than the minimum raise');
    const maxAbove = await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising({ maximumRaise: 60_000_000 }) });
    expect(fieldError(maxAbove, 'maximumRaise')).toBe('The maximum must not exceed the goal');
  });

  it('[C5.7] start date not after end date; values positive and numeric; fixed campaigns last at most 90 days (C4.13)', async () => {
    const order = await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising({ openDate: day(10), closeDate: day(5) }) });
    expect(fieldError(order, 'closeDate')).toBe('The start date must not be after the end date');
    const negative = await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising({ goal: -5 }) });
    expect(fieldError(negative, 'goal')).toBe('Please enter an amount in baisa (a positive whole number)');
    const text = await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising({ goal: 'lots' }) });
    expect(fieldError(text, 'goal')).toBe('Please enter an amount in baisa (a positive whole number)');
    const long = await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising({ openDate: day(1), closeDate: day(120) }) });
    expect(fieldError(long, 'closeDate')).toBe('A fixed campaign can last at most 90 days');
    const flexible = await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising({ openDate: day(1), closeDate: day(120), investingType: 'flexible' }) });
    expect(flexible.status).toBe(200);
  });

  it('[C8.4][C4.18] fundraising opening time and time zone use the opening-date rules', async () => {
    const res = await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising({ openTime: '25:61', timezone: 'Mars/Olympus' }) });
    expect(fieldError(res, 'openTime')).toBe('Invalid time format, use HH:mm (24-hour)');
    expect(fieldError(res, 'timezone')).toBe('Invalid timezone');
  });

  it('[C8.4][C4.18] the opening-date helper answers its three errors and whether the opening has passed', async () => {
    expect(fieldError(await t.api('POST', 'campaigns/opening-date/check', { body: { openDate: '2026-02-30', openTime: '09:00', timezone: 'Asia/Muscat' } }), 'openDate')).toBe('Invalid opening date');
    expect(fieldError(await t.api('POST', 'campaigns/opening-date/check', { body: { openDate: '2026-02-10', openTime: '9am', timezone: 'Asia/Muscat' } }), 'openTime')).toBe('Invalid time format, use HH:mm (24-hour)');
    expect(fieldError(await t.api('POST', 'campaigns/opening-date/check', { body: { openDate: '2026-02-10', openTime: '09:00', timezone: 'Nowhere/City' } }), 'timezone')).toBe('Invalid timezone');
    const past = await t.api('POST', 'campaigns/opening-date/check', { body: { openDate: '2020-01-01', openTime: '09:00', timezone: 'Asia/Muscat' } });
    expect(past.body.data.data).toEqual({ opened: true, opensAt: '2020-01-01T05:00:00.000Z' });
    const future = await t.api('POST', 'campaigns/opening-date/check', { body: { openDate: day(30), openTime: '09:00', timezone: 'Asia/Muscat' } });
    expect(future.body.data.data.opened).toBe(false);
  });

  it('[C5.8][C5.7] terms: pre-money valuation floor, price per share ceiling, percentages and min ≤ value ≤ max', async () => {
    const res = await t.api('PATCH', `campaign/campaign-terms/${id}`, {
      token: owner.token,
      body: { preMoneyValuation: 1_000, pricePerShare: 100_000_001 },
    });
    expect(fieldError(res, 'preMoneyValuation')).toBe('The pre-money valuation must be at least 10000000 baisa');
    expect(fieldError(res, 'pricePerShare')).toBe('The price per share must be at most 100000000 baisa');
    const rate = await t.api('PATCH', `campaign/campaign-terms/${id}`, { token: owner.token, body: { interestRate: 120, equityAvailable: 0 } });
    expect(fieldError(rate, 'interestRate')).toBe('Please enter a percentage above 0 and at most 100');
    expect(fieldError(rate, 'equityAvailable')).toBe('Please enter a percentage above 0 and at most 100');
    const range = await t.api('PATCH', `campaign/campaign-terms/${id}`, { token: owner.token, body: { termLength: 12, termLengthMin: 18, termLengthMax: 36 } });
    expect(fieldError(range, 'termLength')).toBe('The minimum must not be above the value, nor the value above the maximum');
    expect((await t.api('PATCH', `campaign/campaign-terms/${id}`, { token: owner.token, body: steps.debtTerms() })).status).toBe(200);
  });

  it('[C5.1][C5.2][C8.3] story: name, upload type, story required; about at most 255; video URL YouTube or Vimeo only', async () => {
    const empty = await t.api('PATCH', `campaign/campaign-story/${id}`, { token: owner.token, body: {} });
    expect(fieldError(empty, 'campaignName')).toBe('Please enter the campaign name');
    expect(fieldError(empty, 'uploadType')).toBe('Please choose image or video');
    expect(fieldError(empty, 'campaignStory')).toBe('Please write the campaign story');
    const about = await t.api('PATCH', `campaign/campaign-story/${id}`, { token: owner.token, body: { ...steps.story(), about: 'a'.repeat(256) } });
    expect(fieldError(about, 'about')).toBe('About must be 255 characters or fewer');
    const video = await t.api('PATCH', `campaign/campaign-story/${id}`, { token: owner.token, body: { ...steps.story(), uploadType: 'video', videoUrl: 'https://dailymotion.com/video/x7' } });
    expect(fieldError(video, 'videoUrl')).toBe('Invalid video URL: enter a YouTube or Vimeo address');
    const noVideo = await t.api('PATCH', `campaign/campaign-story/${id}`, { token: owner.token, body: { ...steps.story(), uploadType: 'video', videoUrl: null } });
    expect(fieldError(noVideo, 'videoUrl')).toBe('Please enter the video address');
    const noImage = await t.api('PATCH', `campaign/campaign-story/${id}`, { token: owner.token, body: { ...steps.story(), coverImage: null } });
    expect(fieldError(noImage, 'coverImage')).toBe('Please upload the campaign image');
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const ok = await t.api('PATCH', `campaign/campaign-story/${id}`, { token: owner.token, body: { ...steps.story(), uploadType: 'video', videoUrl: url } });
      expect(ok.status).toBe(200);
    }
  });

  it('[C5.3] images: wrong type, disguised type, too large and wrong size are refused; a 700×500 JPEG is accepted', async () => {
    const story = (coverImage: string) => t.api('PATCH', `campaign/campaign-story/${id}`, { token: owner.token, body: { ...steps.story(), coverImage } });
    expect(fieldError(await story(dataUrl(makePdf(), 'application/pdf')), 'coverImage')).toBe('Please upload a JPG, PNG, GIF or WEBP image');
    expect(fieldError(await story(dataUrl(makePdf(), 'image/png')), 'coverImage')).toBe('Please upload a JPG, PNG, GIF or WEBP image');
    expect(fieldError(await story(dataUrl(makePng(700, 500, { padding: 2 * 1024 * 1024 }))), 'coverImage')).toBe('The image must be smaller than 2 MB');
    expect(fieldError(await story(dataUrl(makePng(700, 700))), 'coverImage')).toBe('The campaign image must be 700×500 pixels (or larger in the same shape)');
    const logo = await t.api('PATCH', `equity/company-profile/${id}`, { token: owner.token, body: { companyLogo: dataUrl(makePng(200, 200)) } });
    expect(fieldError(logo, 'companyLogo')).toBe('The logo must be at least 360×283 pixels (360×283 or 700×500 advised)');
    const ok = await story(dataUrl(makeJpeg(700, 500), 'image/jpeg'));
    expect(ok.status).toBe(200);
    const file = await t.api('GET', ok.body.data.data.story.coverImage.replace('/api/v1/', ''));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('[C5.3][C3.6] gallery image needs a title with a letter and a 700×500 image; documents need visibility and a PDF/JPG/PNG', async () => {
    const noLetter = await t.api('POST', `equity/extras-images/${id}`, { token: owner.token, body: { title: '1234', image: dataUrl(makePng(700, 500)) } });
    expect(fieldError(noLetter, 'title')).toBe('The title must contain at least one letter');
    const small = await t.api('POST', `equity/extras-images/${id}`, { token: owner.token, body: { title: 'Farm', image: dataUrl(makePng(300, 200)) } });
    expect(fieldError(small, 'image')).toBe('The image must be at least 700×500 pixels');
    const uploaded = await t.api('POST', `equity/extras-images/${id}`, { token: owner.token, body: { title: 'Farm', image: dataUrl(makePng(700, 500)) } });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.data.message).toBe('Image uploaded');
    const noVisibility = await t.api('POST', `extras-document/${id}`, { token: owner.token, body: { title: 'Deck', file: dataUrl(makePdf(), 'application/pdf') } });
    expect(fieldError(noVisibility, 'visibility')).toBe('Please choose public or private');
    const gif = await t.api('POST', `extras-document/${id}`, { token: owner.token, body: { title: 'Deck', visibility: 'public', file: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } });
    expect(fieldError(gif, 'file')).toBe('Please upload a PDF, JPG or PNG file');
    const polyglot = Buffer.concat([makePdf(), Buffer.from('<!doctype html><script>fetch("/api/v1/users/me")</script>')]);
    const twoFormats = await t.api('POST', `extras-document/${id}`, { token: owner.token, body: { title: 'Deck', visibility: 'public', file: dataUrl(polyglot, 'application/pdf') } });
    expect(fieldError(twoFormats, 'file')).toBe('Please upload a PDF, JPG or PNG file');
    const video = await t.api('POST', `extras-videos/${id}`, { token: owner.token, body: { url: 'https://example.com/v.mp4', title: 'Tour' } });
    expect(fieldError(video, 'url')).toBe('Invalid video URL: enter a YouTube or Vimeo address');
    const noTitle = await t.api('POST', `extras-videos/${id}`, { token: owner.token, body: { url: 'https://vimeo.com/76979871' } });
    expect(fieldError(noTitle, 'title')).toBeTruthy();
  });

  it('[C5.9][C8.3] bank account: numeric 5–20, equal to its confirmation, routing number 9 characters, bank and type required; terms accepted (C5.13)', async () => {
    const bad = await t.api('PATCH', `campaign/payment-detail/${id}`, {
      token: owner.token,
      body: { accountType: 'current', bankName: 'Bank Muscat', accountNumber: '12ab', confirmAccountNumber: '12ab', routingNumber: '123', tos: true },
    });
    expect(fieldError(bad, 'accountNumber')).toBe('The account number must be 5 to 20 digits');
    expect(fieldError(bad, 'routingNumber')).toBe('The routing number must be 9 characters');
    const mismatch = await t.api('PATCH', `campaign/payment-detail/${id}`, { token: owner.token, body: { ...steps.payment(), confirmAccountNumber: '0123456780' } });
    expect(fieldError(mismatch, 'confirmAccountNumber')).toBe('Account numbers must match');
    const missing = await t.api('PATCH', `campaign/payment-detail/${id}`, { token: owner.token, body: { accountNumber: '0123456789', confirmAccountNumber: '0123456789', tos: false } });
    expect(fieldError(missing, 'bankName')).toBeTruthy();
    expect(fieldError(missing, 'accountType')).toBeTruthy();
    expect(fieldError(missing, 'routingNumber')).toBe('The routing number must be 9 characters');
    expect(fieldError(missing, 'tos')).toBe('Please accept the terms of use');
    expect((await t.api('PATCH', `campaign/payment-detail/${id}`, { token: owner.token, body: steps.payment() })).status).toBe(200);
  });

  it('[C4.4] required FAQs cannot be removed or reworded; answers count towards completeness', async () => {
    const faqs = (await t.api('GET', `equity/campaign-faqs/${id}`, { token: owner.token })).body.data.data as Array<{ id: string; required: boolean }>;
    const required = faqs.find((f) => f.required)!;
    const del = await t.api('DELETE', `equity/campaign-faqs/${id}/${required.id}`, { token: owner.token });
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('This question is required: answer it, it cannot be removed or reworded');
    expect((await t.api('PATCH', `equity/campaign-faqs/${id}/${required.id}`, { token: owner.token, body: { question: 'Something else?' } })).status).toBe(400);
    const custom = await t.api('POST', `equity/campaign-faqs/${id}`, { token: owner.token, body: { question: 'Do you ship abroad?', answer: 'Yes, to the GCC.' } });
    expect(custom.status).toBe(201);
    expect((await t.api('DELETE', `equity/campaign-faqs/${id}/${custom.body.data.data.id}`, { token: owner.token })).status).toBe(200);
  });

  it('[C5.10][C9.5] the project-return calculator refuses a principal below 1 and pays interest quarterly', async () => {
    const bad = await t.api('GET', 'campaigns/project-return?principal=0&interestRate=8');
    expect(fieldError(bad, 'principal')).toBe('The principal must be 1 or more');
    const ok = await t.api('GET', 'campaigns/project-return?principal=1000000&interestRate=8');
    expect(ok.body.data.data).toMatchObject({ principal: 1_000_000, interestRate: 8, quarterlyProfit: 20_000 });
    const yearly = ok.body.data.data.returns.find((r: { period: string }) => r.period === 'yearly');
    expect(yearly).toMatchObject({ factor: 4, profit: 80_000, total: 1_080_000 });
    const monthly = ok.body.data.data.returns.find((r: { period: string }) => r.period === 'monthly');
    expect(monthly).toMatchObject({ factor: 0.3335, profit: 6_670 });
  });

  it('[C8.1] messages are translated: Arabic with lng=ar', async () => {
    const res = await t.api('PATCH', `campaign/payment-detail/${id}?lng=ar`, { token: owner.token, body: { ...steps.payment(), confirmAccountNumber: '1' } });
    expect(fieldError(res, 'confirmAccountNumber')).toMatch(/[\u0600-\u06FF]/);
  });
});
