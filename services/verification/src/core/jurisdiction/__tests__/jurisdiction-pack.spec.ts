import fc from 'fast-check';
import { classify, jurisdictionPackSchema, scoreAnswers, warningsFor, type DeclaredFigures } from '../domain/jurisdiction-pack';
import { loadJurisdictionPack, SHIPPED_PACKS } from '../jurisdiction-packs';

const OMR = 1000;
const om = loadJurisdictionPack('om');
const eu = loadJurisdictionPack('eu');
const none: DeclaredFigures = { netAssets: 0, annualIncome: 0, jointIncome: null, institutionType: null };

describe('jurisdiction packs', () => {
  it.each(SHIPPED_PACKS)('[A6.4] the shipped %s pack validates', (id) => {
    expect(() => loadJurisdictionPack(id)).not.toThrow();
  });

  it('[A6.4] a pack whose pass score cannot be reached, or with two default classes, is refused', () => {
    const raw = JSON.parse(JSON.stringify(om));
    raw.suitability.passScore = 1000;
    expect(jurisdictionPackSchema.safeParse(raw).success).toBe(false);
    const twoDefaults = JSON.parse(JSON.stringify(om));
    twoDefaults.classes[1].qualifiesIf = [];
    expect(jurisdictionPackSchema.safeParse(twoDefaults).success).toBe(false);
  });

  it('[A5.14] Oman: the limits are OMR 20,000 (retail) and OMR 100,000 (angel) in any rolling 12 months; sophisticated unlimited', () => {
    const limits = Object.fromEntries(om.classes.map((c) => [c.id, c.limits.rolling12Months]));
    expect(limits).toEqual({ retail: 20_000 * OMR, angel: 100_000 * OMR, sophisticated: null });
  });

  it('[A5.14] Oman angel boundaries: net assets 299,999.999 / 300,000 / 300,000.001; income 19,999.999 / 20,000; joint 30,000 / 30,000.001', () => {
    expect(classify(om, { ...none, netAssets: 299_999_999 }).id).toBe('retail');
    expect(classify(om, { ...none, netAssets: 300_000_000 }).id).toBe('retail');
    expect(classify(om, { ...none, netAssets: 300_000_001 }).id).toBe('angel');
    expect(classify(om, { ...none, annualIncome: 19_999_999 }).id).toBe('retail');
    expect(classify(om, { ...none, annualIncome: 20_000_000 }).id).toBe('angel');
    expect(classify(om, { ...none, jointIncome: 30_000_000 }).id).toBe('retail');
    expect(classify(om, { ...none, jointIncome: 30_000_001 }).id).toBe('angel');
    expect(classify(om, { ...none, netAssets: 1_000_000_000 }).id).toBe('angel');
    expect(classify(om, { ...none, netAssets: 1_000_000_001 }).id).toBe('sophisticated');
    expect(classify(om, { ...none, institutionType: 'pension-fund' }).id).toBe('sophisticated');
    expect(classify(om, { ...none, institutionType: 'none' }).id).toBe('retail');
  });

  it('[A5.14] property: for any declared figures the Oman class is exactly what the thresholds say', () => {
    const near = (threshold: number) => fc.oneof(fc.integer({ min: threshold - 2, max: threshold + 2 }), fc.integer({ min: 0, max: 5_000_000_000 }));
    fc.assert(
      fc.property(near(300_000_000), near(20_000_000), fc.option(near(30_000_000), { nil: null }), (netAssets, annualIncome, jointIncome) => {
        const expected = netAssets > 1_000_000_000 ? 'sophisticated' : netAssets > 300_000_000 || annualIncome >= 20_000_000 || (jointIncome ?? 0) > 30_000_000 ? 'angel' : 'retail';
        expect(classify(om, { netAssets, annualIncome, jointIncome, institutionType: null }).id).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('[A6.4] EU: sophisticated needs both figure criteria of Annex II; the consent warning starts above the higher of EUR 1,000 and 5% of net worth', () => {
    expect(classify(eu, { ...none, annualIncome: 6_000_000 }).id).toBe('non-sophisticated');
    expect(classify(eu, { ...none, annualIncome: 6_000_000, netAssets: 10_000_001 }).id).toBe('sophisticated');
    expect(warningsFor(eu, 'non-sophisticated', 100_000, 0)).toHaveLength(0);
    expect(warningsFor(eu, 'non-sophisticated', 100_001, 0).map((w) => w.code)).toEqual(['above-consent-threshold']);
    // 5% of EUR 100,000 is EUR 5,000: EUR 4,000 needs no consent, EUR 5,000.01 does.
    expect(warningsFor(eu, 'non-sophisticated', 400_000, 10_000_000)).toHaveLength(0);
    expect(warningsFor(eu, 'non-sophisticated', 500_001, 10_000_000)).toHaveLength(1);
    expect(warningsFor(eu, 'sophisticated', 10_000_000, 0)).toHaveLength(0);
    expect(eu.reassessMonths).toBe(24);
  });

  it('[A6.4] the suitability score counts each question once; a missing, repeated or unknown answer is no score', () => {
    const best = om.suitability.questions.map((q) => ({ questionId: q.id, optionId: q.options[0].id }));
    expect(scoreAnswers(om, best)).toEqual({ score: 8, passed: true });
    expect(scoreAnswers(om, best.slice(1))).toBeNull();
    expect(scoreAnswers(om, [...best.slice(1), best[1]])).toBeNull();
    expect(scoreAnswers(om, [{ ...best[0], optionId: 'nope' }, ...best.slice(1)])).toBeNull();
  });

  it('[A6.4] fails an investor who believes the platform repays a failed company, or that shares sell any time, whatever the score (issue 36)', () => {
    const answer = (overrides: Record<string, string>) => om.suitability.questions.map((q) => ({ questionId: q.id, optionId: overrides[q.id] ?? q.options[0].id }));
    // 6 of 8 reaches the pass mark, yet each of these answers is what the test exists to catch.
    expect(scoreAnswers(om, answer({ loss: 'guaranteed' }))).toEqual({ score: 6, passed: false });
    expect(scoreAnswers(om, answer({ liquidity: 'any-time' }))).toEqual({ score: 6, passed: false });
    expect(scoreAnswers(om, answer({ dividends: 'guaranteed' }))).toEqual({ score: 6, passed: false });
    // Putting most savings in is poor judgement, not a misunderstanding of the risk: one such slip passes.
    expect(scoreAnswers(om, answer({ diversify: 'most' }))).toEqual({ score: 6, passed: true });
    // Every pack marks, for each question about risk, the answer that misreads it.
    for (const pack of [om, eu]) expect(pack.suitability.questions.some((q) => q.options.some((o) => o.misunderstanding))).toBe(true);
  });
});
