import {
  BANK_FUNDING_FIELDS,
  checkCompleteness,
  COMPANY_INFO_FIELDS,
  DEBT_TERMS_FIELDS,
  EQUITY_TERMS_FIELDS,
  FUNDRAISING_FIELDS,
  PROPERTY_FIELDS,
  STORY_FIELDS,
  type CompletenessInput,
} from '../completeness';

/** A campaign where every step is complete (equity terms, bank payout, one required FAQ answered). */
function complete(over: Partial<CompletenessInput> = {}): CompletenessInput {
  return {
    companyName: 'Muscat Date Farms',
    address: 'Muscat',
    industry: 'agriculture',
    companyLogo: '/api/v1/campaigns/files/x.png',
    phoneNumber: '96824000000',
    description: 'Dates',
    descriptionAr: 'تمور',
    equityCurrencyCode: 'OMR',
    goal: 50_000_000,
    minimumRaise: 100_000,
    maximumRaise: 5_000_000,
    investingType: 'fixed',
    campaignAccreditation: 'both',
    termsSlug: 'equity',
    availableShares: 1000,
    equityAvailable: 10,
    preMoneyValuation: 450_000_000,
    uploadType: 'image',
    campaignStory: 'Story',
    campaignStoryAr: 'قصة',
    faqs: [{ id: 'f1', required: true, answer: 'Yes' }],
    contractCopy: false,
    manageContract: 'no',
    bankName: 'Bank Muscat',
    accountType: 'current',
    accountNumber: '0123456789',
    confirmAccountNumber: '0123456789',
    tos: true,
    ...over,
  };
}

const stepOf = (input: CompletenessInput, step: number) => checkCompleteness(input).steps.find((s) => s.step === step)!;

describe('completeness check (C4.4)', () => {
  it('[C4.4] a campaign with every required field is ready: no step misses anything', () => {
    const result = checkCompleteness(complete());
    expect(result.isAnyFieldMissing).toBe(false);
    expect(result.steps.map((s) => [s.step, s.key, s.complete])).toEqual([
      [1, 'company-info', true],
      [2, 'fundraising-detail', true],
      [3, 'story', true],
      [4, 'faqs', true],
      [5, 'extras', true],
      [6, 'funding', true],
    ]);
  });

  it('[C4.4] an empty campaign misses something in every step except FAQs without required ones and extras', () => {
    const result = checkCompleteness({});
    expect(result.isAnyFieldMissing).toBe(true);
    expect(result.steps.map((s) => s.complete)).toEqual([false, false, false, true, true, false]);
  });

  it.each(COMPANY_INFO_FIELDS.map((f) => [f]))('[C4.5] step 1 misses %s when it holds no value', (field) => {
    for (const empty of [null, undefined, '', '   ']) {
      const step = stepOf(complete({ [field]: empty }), 1);
      expect(step).toMatchObject({ complete: false, missing: [field] });
    }
  });

  it.each(FUNDRAISING_FIELDS.filter((f) => f !== 'termsSlug').map((f) => [f]))('[C4.6] step 2 misses %s when it holds no value', (field) => {
    expect(stepOf(complete({ [field]: null }), 2)).toMatchObject({ complete: false, missing: [field] });
  });

  it('[C4.6] step 2 misses termsSlug (and then checks the equity set)', () => {
    expect(stepOf(complete({ termsSlug: null }), 2).missing).toEqual(['termsSlug']);
  });

  it('[C4.4] a zero is a value (a field is complete when it holds a value)', () => {
    expect(stepOf(complete({ goal: 0 }), 2).complete).toBe(true);
  });

  it.each(EQUITY_TERMS_FIELDS.map((f) => [f]))('[C4.7] equity terms: step 2 misses %s', (field) => {
    expect(stepOf(complete({ [field]: null }), 2).missing).toEqual([field]);
  });

  it.each([['debt'], ['equity-with-dividends']])('[C4.8] %s terms use the debt set: interestRate, investFrequency, termLength, preMoneyValuation', (termsSlug) => {
    expect(stepOf(complete({ termsSlug }), 2).missing).toEqual(['interestRate', 'investFrequency', 'termLength']);
    const filled = complete({ termsSlug, interestRate: 8, investFrequency: 'quarterly', termLength: 24, availableShares: null, equityAvailable: null });
    expect(stepOf(filled, 2).complete).toBe(true);
    for (const field of DEBT_TERMS_FIELDS) {
      expect(stepOf({ ...filled, [field]: null }, 2).missing).toEqual([field]);
    }
  });

  it('[C4.7] equity terms do not require the debt fields', () => {
    expect(stepOf(complete({ interestRate: null, investFrequency: null, termLength: null }), 2).complete).toBe(true);
  });

  it('[C4.9] the property fields are added to step 2 only when the flag equals 1', () => {
    expect(stepOf(complete({ hasPropertyInfo: 0 }), 2).complete).toBe(true);
    expect(stepOf(complete({ hasPropertyInfo: 1 }), 2).missing).toEqual([...PROPERTY_FIELDS]);
    const withProperty = complete({
      hasPropertyInfo: 1,
      ...Object.fromEntries(PROPERTY_FIELDS.map((f) => [f, f === 'propertySize' || f === 'plotSize' ? 1200 : 'x'])),
    });
    expect(stepOf(withProperty, 2).complete).toBe(true);
    for (const field of PROPERTY_FIELDS) expect(stepOf({ ...withProperty, [field]: '' }, 2).missing).toEqual([field]);
  });

  it.each(STORY_FIELDS.map((f) => [f]))('[C4.10] step 3 misses %s', (field) => {
    expect(stepOf(complete({ [field]: null }), 3)).toMatchObject({ complete: false, missing: [field] });
  });

  it('[C4.4] step 4 counts only FAQs marked required, complete when an answer exists', () => {
    const faqs = [
      { id: 'r1', required: true, answer: null },
      { id: 'r2', required: true, answer: '  ' },
      { id: 'r3', required: true, answer: 'Answered' },
      { id: 'c1', required: false, answer: null },
    ];
    expect(stepOf(complete({ faqs }), 4)).toMatchObject({ complete: false, missing: ['faqs.r1', 'faqs.r2'] });
    expect(stepOf(complete({ faqs: [{ id: 'c1', required: false, answer: null }] }), 4).complete).toBe(true);
  });

  it('[C4.11] step 5 applies only when contractCopy is true and manageContract is yes', () => {
    expect(stepOf(complete({ contractCopy: true, manageContract: 'yes' }), 5)).toMatchObject({ complete: false, missing: ['userUploadedContract'] });
    expect(stepOf(complete({ contractCopy: true, manageContract: 'yes', userUploadedContract: { id: 'd', name: 'c.pdf' } }), 5).complete).toBe(true);
    expect(stepOf(complete({ contractCopy: true, manageContract: 'no' }), 5)).toMatchObject({ complete: true, missing: [] });
    expect(stepOf(complete({ contractCopy: false, manageContract: 'yes' }), 5)).toMatchObject({ complete: true, missing: [] });
  });

  it.each(BANK_FUNDING_FIELDS.filter((f) => f !== 'accountNumber').map((f) => [f]))('[C4.12] step 6 with an account number misses %s', (field) => {
    expect(stepOf(complete({ [field]: field === 'tos' ? false : null }), 6).missing).toEqual([field]);
  });

  it('[C4.12] step 6 uses a different field set when accountNumber is absent (the ACH account)', () => {
    expect(stepOf(complete({ accountNumber: null }), 6).missing).toEqual(['achAccountId']);
    expect(stepOf(complete({ accountNumber: null, bankName: null, achAccountId: 'acct_1' }), 6).complete).toBe(true);
    expect(stepOf(complete({ accountNumber: null, achAccountId: 'acct_1', tos: false }), 6).missing).toEqual(['tos']);
  });

  it('[C4.4] isAnyFieldMissing is true as soon as one step misses one field', () => {
    expect(checkCompleteness(complete({ descriptionAr: '' })).isAnyFieldMissing).toBe(true);
  });
});
