import { checkFileBasics, checkImageSize, checkTitle, validateCompany, validateFundraising, validateFunding, validateStory, type CompanyForm, type FundraisingForm, type StoryForm, type TranslatedField } from './rules';

const noTranslations = Object.fromEntries((['ar', 'en', 'fr'] as const).flatMap((l) => [`campaignName_${l}`, `about_${l}`, `highlights_${l}`].map((k) => [k, '']))) as Record<TranslatedField, string>;

const company = (o: Partial<CompanyForm> = {}): CompanyForm => ({
  companyName: 'Muscat Dates Company', website: 'https://dates.om', address: 'Ruwi, Muscat', category: 'llc', industry: 'food', companyLogo: 'data:image/png;base64,AA',
  phoneNumber: '+96891234567', description: 'Dates', descriptionAr: 'تمور', yearFounded: '2015', contactEmail: 'info@dates.om', ...o,
});
const fundraising = (o: Partial<FundraisingForm> = {}): FundraisingForm =>
  ({
    termsSlug: 'equity', equityCurrencyCode: 'OMR', goal: '50000', minimumRaise: '10', maximumRaise: '5000', openDate: '2026-03-01', openTime: '09:00', timezone: 'Asia/Muscat', closeDate: '2026-05-01',
    investingType: 'fixed', campaignAccreditation: 'both', dealType: '', campaignStage: 'growth', investingRound: 'seed', repaymentMethod: '', hasPropertyInfo: '0', hasLeadInvestor: false,
    previouslyRaised: '', totalRevenue: '', availableShares: '1000', equityAvailable: '10', pricePerShare: '', preMoneyValuation: '450000', interestRate: '', investFrequency: '', termLength: '',
    gracePeriod: '', paybackStartDate: '', distributionOfNetProfit: '', propertyName: '', propertyURL: '', propertyDetail: '', propertyStreet: '', propertyCity: '', propertyState: '',
    propertyCountry: '', propertySize: '', plotSize: '', buildYear: '', totalSharesOffered: '', minimumShares: '', maximumShares: '', equityAvailableMin: '', equityAvailableMax: '',
    preMoneyValuationMin: '', preMoneyValuationMax: '', interestRateMin: '', interestRateMax: '', termLengthMin: '', termLengthMax: '', maturityDate: '', conversionTrigger: '', noteTerms: '',
    purchaseValue: '', siteFeeType: '', siteFeeValue: '', ...o,
  }) as FundraisingForm;

describe('wizard rules (same as the campaigns service)', () => {
  it('[C4.5][C5.4] save and continue asks for every required company field; a draft does not', () => {
    const empty = company(Object.fromEntries(Object.keys(company()).map((k) => [k, ''])) as Partial<CompanyForm>);
    expect(Object.keys(validateCompany(empty, true)).sort()).toEqual(
      ['address', 'category', 'companyLogo', 'companyName', 'contactEmail', 'description', 'descriptionAr', 'industry', 'phoneNumber', 'website'].sort(),
    );
    expect(validateCompany(empty, false)).toEqual({});
  });

  it('[C5.5] company name at least 10 characters, valid URL and e-mail, description at most 200', () => {
    const e = validateCompany(company({ companyName: 'Short', website: 'dates', contactEmail: 'x@', description: 'd'.repeat(201) }), false);
    expect(e.companyName).toEqual({ key: 'companyNameMin', params: { min: 10 } });
    expect(e.website?.key).toBe('url');
    expect(e.contactEmail?.key).toBe('email');
    expect(e.description).toEqual({ key: 'descriptionMax', params: { max: 200 } });
    expect(validateCompany(company(), true)).toEqual({});
  });

  it('[C5.6][C8.3] minimum raise below goal, maximum above minimum and not above goal', () => {
    expect(validateFundraising(fundraising({ minimumRaise: '50000' }), false).minimumRaise?.key).toBe('minimumBelowGoal');
    expect(validateFundraising(fundraising({ minimumRaise: '0' }), false).minimumRaise?.key).toBe('minimumRaiseMin');
    expect(validateFundraising(fundraising({ maximumRaise: '60000' }), false).maximumRaise?.key).toBe('maximumNotAboveGoal');
    expect(validateFundraising(fundraising({ maximumRaise: '5' }), false).maximumRaise?.key).toBe('maximumAboveMinimum');
    expect(validateFundraising(fundraising(), true)).toEqual({});
  });

  it('[C5.7][C4.13] start not after end; fixed campaigns last at most 90 days, flexible 365', () => {
    expect(validateFundraising(fundraising({ closeDate: '2026-02-01' }), false).closeDate?.key).toBe('closeAfterOpen');
    expect(validateFundraising(fundraising({ closeDate: '2026-07-01' }), false).closeDate).toEqual({ key: 'campaignLength', params: { days: 90 } });
    expect(validateFundraising(fundraising({ closeDate: '2026-07-01', investingType: 'flexible' }), false).closeDate).toBeUndefined();
    expect(validateFundraising(fundraising({ openTime: '25:00' }), false).openTime?.key).toBe('time');
  });

  it('[C4.7][C4.8][C5.7] equity asks for shares, equity and valuation; debt for rate, frequency, term and valuation', () => {
    const blankTerms = { availableShares: '', equityAvailable: '', preMoneyValuation: '', interestRate: '', investFrequency: '', termLength: '' };
    expect(Object.keys(validateFundraising(fundraising(blankTerms), true)).sort()).toEqual(['availableShares', 'equityAvailable', 'preMoneyValuation']);
    expect(Object.keys(validateFundraising(fundraising({ ...blankTerms, termsSlug: 'debt' }), true)).sort()).toEqual(['interestRate', 'investFrequency', 'preMoneyValuation', 'termLength']);
    expect(validateFundraising(fundraising({ equityAvailable: '120' }), false).equityAvailable?.key).toBe('maxValue');
    expect(validateFundraising(fundraising({ termsSlug: 'shares' }), false).termsSlug?.key).toBe('chooseType');
  });

  it('[C3.7][C5.6] each min/max pair: min not above max (on the max field), the value within the pair', () => {
    const e = validateFundraising(fundraising({ equityAvailableMin: '20', equityAvailableMax: '5', preMoneyValuationMin: '500000', preMoneyValuationMax: '400000' }), false);
    expect(e.equityAvailableMax?.key).toBe('minAboveMax');
    expect(e.preMoneyValuationMax?.key).toBe('minAboveMax');
    expect(e.equityAvailable).toBeUndefined();
    const inRange = validateFundraising(fundraising({ equityAvailableMin: '5', equityAvailableMax: '8', preMoneyValuationMin: '400000.5', preMoneyValuationMax: '400000.999' }), false);
    expect(inRange.equityAvailable?.key).toBe('outsideRange');
    expect(inRange.preMoneyValuation?.key).toBe('outsideRange');
    expect(validateFundraising(fundraising({ equityAvailableMin: '5', equityAvailableMax: '10', preMoneyValuationMin: '400000', preMoneyValuationMax: '450000.001' }), true)).toEqual({});
    const debt = validateFundraising(fundraising({ termsSlug: 'debt', interestRate: '8', interestRateMin: '9', investFrequency: 'quarterly', termLength: '24', termLengthMin: '36', termLengthMax: '12' }), false);
    expect(debt.interestRate?.key).toBe('belowMinimum');
    expect(debt.termLengthMax?.key).toBe('minAboveMax');
  });

  it('[C3.7][C5.7] min/max values are positive: percents up to 100, amounts in rials, months whole', () => {
    const e = validateFundraising(fundraising({ equityAvailableMin: '0', equityAvailableMax: '101', preMoneyValuationMin: '-5', preMoneyValuationMax: '1.2345' }), false);
    expect(e.equityAvailableMin?.key).toBe('positive');
    expect(e.equityAvailableMax).toEqual({ key: 'maxValue', params: { max: 100 } });
    expect(e.preMoneyValuationMin?.key).toBe('amount');
    expect(e.preMoneyValuationMax?.key).toBe('amount');
    const debt = validateFundraising(fundraising({ termsSlug: 'debt', interestRateMax: '0', termLengthMin: '1.5' }), false);
    expect(debt.interestRateMax?.key).toBe('positive');
    expect(debt.termLengthMin?.key).toBe('positiveInteger');
  });

  it('[C3.7] shares: minimum ≤ maximum ≤ total offered, available ≤ total offered', () => {
    const e = validateFundraising(fundraising({ totalSharesOffered: '1000', minimumShares: '50', maximumShares: '10', availableShares: '2000' }), false);
    expect(e.maximumShares?.key).toBe('minAboveMax');
    expect(e.availableShares?.key).toBe('notAboveTotalShares');
    expect(validateFundraising(fundraising({ totalSharesOffered: '1000', minimumShares: '10', maximumShares: '1500' }), false).maximumShares?.key).toBe('notAboveTotalShares');
    expect(validateFundraising(fundraising({ totalSharesOffered: '1000', minimumShares: '10', maximumShares: '500' }), true)).toEqual({});
  });

  it('[C3.7] site fee needs a type and a value (percent ≤ 100 or rials); the other terms type is not checked', () => {
    expect(validateFundraising(fundraising({ siteFeeValue: '5' }), false).siteFeeType?.key).toBe('required');
    expect(validateFundraising(fundraising({ siteFeeType: 'percentage', siteFeeValue: '150' }), false).siteFeeValue?.key).toBe('maxValue');
    expect(validateFundraising(fundraising({ siteFeeType: 'fixed', siteFeeValue: '150.0001' }), false).siteFeeValue?.key).toBe('amount');
    expect(validateFundraising(fundraising({ siteFeeType: 'fixed', siteFeeValue: '150.5' }), false)).toEqual({});
    expect(validateFundraising(fundraising({ conversionTrigger: 'x'.repeat(501) }), false).conversionTrigger).toEqual({ key: 'maxLength', params: { max: 500 } });
    // Debt campaign: hidden equity fields left over from a type change do not block the save.
    expect(validateFundraising(fundraising({ termsSlug: 'debt', interestRate: '8', investFrequency: 'quarterly', termLength: '24', equityAvailableMin: '50', equityAvailableMax: '5' }), true)).toEqual({});
  });

  it('[C4.9] property fields are required only when the campaign finances a property', () => {
    const e = validateFundraising(fundraising({ hasPropertyInfo: '1' }), true);
    expect(Object.keys(e).sort()).toEqual(['plotSize', 'propertyCity', 'propertyCountry', 'propertyDetail', 'propertyName', 'propertySize', 'propertyState', 'propertyStreet', 'propertyURL']);
  });

  it('[C5.1][C5.2][C8.3] video URL must be YouTube or Vimeo; about at most 255', () => {
    const story: StoryForm = { ...noTranslations, textLanguage: 'en', uploadType: 'video', campaignName: 'Dates', videoUrl: 'https://example.com/v.mp4', coverImage: '', campaignStory: 's', campaignStoryAr: 'ق', highlights: '', about: 'a'.repeat(256) };
    const e = validateStory(story, true);
    expect(e.videoUrl?.key).toBe('videoUrl');
    expect(e.about).toEqual({ key: 'aboutMax', params: { max: 255 } });
    expect(validateStory({ ...story, videoUrl: 'https://youtu.be/dQw4w9WgXcQ', about: '' }, true)).toEqual({});
    expect(validateStory({ ...story, videoUrl: 'https://vimeo.com/123456789', about: '' }, true)).toEqual({});
    expect(validateStory({ ...story, uploadType: 'image', videoUrl: '', about: '' }, true).coverImage?.key).toBe('imageRequired');
  });

  it('[C3.5] the texts in another language: optional, the same limits, and a summary needs its name', () => {
    const story: StoryForm = { ...noTranslations, textLanguage: 'ar', uploadType: 'image', campaignName: 'تمور', videoUrl: '', coverImage: '/x.png', campaignStory: 's', campaignStoryAr: 'ق', highlights: '', about: '' };
    expect(validateStory(story, true)).toEqual({});
    const e = validateStory({ ...story, about_en: 'a'.repeat(256), highlights_fr: Array.from({ length: 11 }, (_, i) => `h${i}`).join('\n') }, true);
    expect(e.about_en).toEqual({ key: 'aboutMax', params: { max: 255 } });
    expect(e.campaignName_en?.key).toBe('required');
    expect(e.highlights_fr?.key).toBe('highlightsMax');
    // The fields of the language the campaign is written in are the main ones, not checked twice.
    expect(validateStory({ ...story, about_ar: 'a'.repeat(300) }, true)).toEqual({});
  });

  it('[C5.9][C8.3] account number 5-20 digits equal to its confirmation, routing 9, terms accepted', () => {
    const e = validateFunding({ accountType: 'current', bankName: 'Bank Muscat', accountNumber: '12ab', confirmAccountNumber: '1234', routingNumber: '123', iban: '', tos: false }, true);
    expect(e.accountNumber?.key).toBe('accountNumber');
    expect(e.confirmAccountNumber?.key).toBe('accountsMatch');
    expect(e.routingNumber).toEqual({ key: 'routing', params: { length: 9 } });
    expect(e.tos?.key).toBe('tos');
    const valid = { accountType: 'savings', bankName: 'Bank Muscat', accountNumber: '0123456789', confirmAccountNumber: '0123456789', routingNumber: '123456789', iban: '', tos: true };
    expect(validateFunding(valid, true)).toEqual({});
    // [C3.8] beside them, an optional IBAN that must pass its check.
    expect(validateFunding({ ...valid, iban: 'OM81 0180 0000 0129 9123 456' }, true)).toEqual({});
    expect(validateFunding({ ...valid, iban: 'OM81 0180 0000 0129 9123 457' }, true).iban?.key).toBe('iban');
  });

  it('[C5.3] images are JPG/PNG under 2 MB, the campaign image exactly 700×500; documents under 20 MB', () => {
    expect(checkFileBasics({ type: 'image/gif', size: 10 }, 'cover')?.key).toBe('imageType');
    expect(checkFileBasics({ type: 'image/png', size: 3 * 1024 * 1024 }, 'cover')).toEqual({ key: 'fileSize', params: { max: 2 } });
    expect(checkImageSize({ type: 'image/png', size: 10, width: 800, height: 500 }, 'cover')?.key).toBe('coverSize');
    expect(checkImageSize({ type: 'image/png', size: 10, width: 700, height: 500 }, 'cover')).toBeUndefined();
    expect(checkImageSize({ type: 'image/png', size: 10, width: 1400, height: 1000 }, 'gallery')).toBeUndefined();
    expect(checkFileBasics({ type: 'application/pdf', size: 21 * 1024 * 1024 }, 'document')).toEqual({ key: 'fileSize', params: { max: 20 } });
  });

  it('[C5.5] a title needs at least one letter', () => {
    expect(checkTitle('123')?.key).toBe('titleLetter');
    expect(checkTitle('عرض ٢٠٢٦')).toBeUndefined();
  });
});
