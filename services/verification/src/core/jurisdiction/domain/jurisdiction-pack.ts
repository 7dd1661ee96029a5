import { z } from 'zod';

/**
 * A jurisdiction pack: who counts as which investor class and what each may invest, as data
 * (packs/<id>.json), so a new regulator's rules are a reviewed file rather than code. Amounts are in
 * the pack currency's minor unit (baisa for OMR, cents for EUR).
 */
const localized = z.object({ ar: z.string().min(1), en: z.string().min(1), fr: z.string().min(1) });
const amount = z.number().int().nonnegative();
const limit = amount.nullable();

export const FIGURES = ['netAssets', 'annualIncome', 'jointIncome'] as const;
export type Figure = (typeof FIGURES)[number];
export const INSTITUTION_TYPES = ['government', 'regulated-entity', 'pension-fund'] as const;

const condition = z.union([
  z.object({ figure: z.enum(FIGURES), op: z.enum(['gt', 'gte']), amount }).strict(),
  z.object({ institutionTypes: z.array(z.enum(INSTITUTION_TYPES)).min(1) }).strict(),
]);

const limits = z
  .object({ perTransaction: limit, perCampaign: limit, perMonth: limit, rolling12Months: limit, total: limit })
  .strict();

const investorClass = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/),
    rank: z.number().int().nonnegative(),
    label: localized,
    /** The regulation and article the class and its numbers come from. */
    rule: z.string().min(10),
    /** Met when at least `minMet` conditions hold (default one); an empty list is the default class. */
    minMet: z.number().int().min(1).optional(),
    qualifiesIf: z.array(condition),
    limits,
  })
  .strict();

const warning = z
  .object({
    code: z.string().regex(/^[a-z][a-z0-9-]{1,59}$/),
    appliesTo: z.array(z.string()).min(1),
    /** Applies above the higher of this amount and `percentOfNetAssets` of the declared net assets. */
    amountAbove: amount,
    percentOfNetAssets: z.number().min(0).max(100).optional(),
    rule: z.string().min(10),
    message: localized,
  })
  .strict();

const question = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{0,59}$/),
    text: localized,
    options: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z][a-z0-9-]{0,59}$/),
            points: z.number().int().min(0),
            text: localized,
            /**
             * The answer shows a misunderstanding the test exists to catch (the platform repays a failed
             * company's investors; shares sell any time): it fails the test whatever the score.
             */
            misunderstanding: z.boolean().optional(),
          })
          .strict(),
      )
      .min(2),
  })
  .strict();

export const jurisdictionPackSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2,10}$/),
    name: z.string().min(3),
    currency: z.string().regex(/^[A-Z]{3}$/),
    minorUnits: z.number().int().positive().refine((n) => /^10*$/.test(String(n)), 'a power of ten'),
    source: z.string().min(10),
    /** How often an investor's classification must be renewed. */
    reassessMonths: z.number().int().min(1).max(120),
    /**
     * How long after committing an investor may cancel without giving a reason: `hours` after the
     * payment, never later than `notWithinHoursOfClose` before the campaign closes (Oman), or a
     * reflection period of `calendarDays` in which the offer's timestamps are recorded (EU).
     */
    cancellation: z
      .object({
        kind: z.enum(['cooling-off', 'reflection']),
        hours: z.number().int().min(0).max(24 * 60),
        notWithinHoursOfClose: z.number().int().min(0).max(24 * 60),
        rule: z.string().min(10),
      })
      .strict(),
    /** Classes at or above this rank count as accredited investors (C5.15 accredited-only campaigns). */
    accreditedFromRank: z.number().int().min(0),
    /** The class a registered child invests in (issue 37, ADR 0026); absent: the lowest-ranked class (retail). */
    childClass: z.string().optional(),
    classes: z.array(investorClass).min(1),
    warnings: z.array(warning),
    suitability: z
      .object({ passScore: z.number().int().min(1), retakeWaitHours: z.number().int().min(0).max(24 * 365), questions: z.array(question).min(1) })
      .strict(),
  })
  .strict()
  .superRefine((pack, ctx) => {
    const ids = new Set(pack.classes.map((c) => c.id));
    if (pack.childClass !== undefined && !ids.has(pack.childClass)) ctx.addIssue({ code: 'custom', message: `childClass ${pack.childClass} is not one of the pack's classes` });
    if (ids.size !== pack.classes.length) ctx.addIssue({ code: 'custom', message: 'class ids must be unique' });
    const ranks = new Set(pack.classes.map((c) => c.rank));
    if (ranks.size !== pack.classes.length) ctx.addIssue({ code: 'custom', message: 'class ranks must be unique' });
    const defaults = pack.classes.filter((c) => c.qualifiesIf.length === 0);
    if (defaults.length !== 1) ctx.addIssue({ code: 'custom', message: 'exactly one class (the default) has no conditions' });
    for (const c of pack.classes)
      if ((c.minMet ?? 1) > Math.max(1, c.qualifiesIf.length)) ctx.addIssue({ code: 'custom', message: `class ${c.id}: minMet above its conditions` });
    for (const w of pack.warnings)
      for (const target of w.appliesTo) if (!ids.has(target)) ctx.addIssue({ code: 'custom', message: `warning ${w.code}: unknown class ${target}` });
    const best = pack.suitability.questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.points)), 0);
    if (pack.suitability.passScore > best) ctx.addIssue({ code: 'custom', message: 'the pass score is above the best possible score' });
    const questionIds = new Set(pack.suitability.questions.map((q) => q.id));
    if (questionIds.size !== pack.suitability.questions.length) ctx.addIssue({ code: 'custom', message: 'question ids must be unique' });
  });

export type JurisdictionPack = z.infer<typeof jurisdictionPackSchema>;
export type PackClass = JurisdictionPack['classes'][number];
export type PackLimits = PackClass['limits'];

/** What an investor declared (minor units). */
export interface DeclaredFigures {
  netAssets: number;
  annualIncome: number;
  jointIncome: number | null;
  institutionType: string | null;
}

/** The highest-ranked class whose conditions the declared figures meet (A5.14). */
export function classify(pack: JurisdictionPack, declared: DeclaredFigures): PackClass {
  const byRank = [...pack.classes].sort((a, b) => b.rank - a.rank);
  for (const candidate of byRank) {
    if (candidate.qualifiesIf.length === 0) return candidate;
    const met = candidate.qualifiesIf.filter((condition) => {
      if ('institutionTypes' in condition) return declared.institutionType !== null && (condition.institutionTypes as string[]).includes(declared.institutionType);
      const value = declared[condition.figure];
      if (value === null) return false;
      return condition.op === 'gt' ? value > condition.amount : value >= condition.amount;
    }).length;
    if (met >= (candidate.minMet ?? 1)) return candidate;
  }
  throw new Error(`jurisdiction pack ${pack.id} has no default class`);
}

export function classById(pack: JurisdictionPack, id: string): PackClass | undefined {
  return pack.classes.find((c) => c.id === id);
}

/** Warnings the investor must consent to before investing `amount` (minor units). */
export function warningsFor(pack: JurisdictionPack, investorClass: string, amount: number, netAssets: number): JurisdictionPack['warnings'] {
  return pack.warnings.filter((w) => {
    if (!w.appliesTo.includes(investorClass)) return false;
    const byWorth = w.percentOfNetAssets === undefined ? 0 : Math.floor((netAssets * w.percentOfNetAssets) / 100);
    return amount > Math.max(w.amountAbove, byWorth);
  });
}

/** Score of a set of answers; unknown questions or options and missing answers are refused by the caller. */
export function scoreAnswers(pack: JurisdictionPack, answers: Array<{ questionId: string; optionId: string }>): { score: number; passed: boolean } | null {
  const chosen = new Map(answers.map((a) => [a.questionId, a.optionId]));
  if (chosen.size !== answers.length || chosen.size !== pack.suitability.questions.length) return null;
  let score = 0;
  let misunderstood = false;
  for (const q of pack.suitability.questions) {
    const option = q.options.find((o) => o.id === chosen.get(q.id));
    if (!option) return null;
    score += option.points;
    misunderstood ||= option.misunderstanding === true;
  }
  return { score, passed: score >= pack.suitability.passScore && !misunderstood };
}
