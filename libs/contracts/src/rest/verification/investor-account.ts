import * as z from 'zod/mini';
import { answerBaisa, answerId, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { ENGLISH_NAME, pageLimit } from '../identity/fields';

/**
 * The US-style accredited investor account of /settings/investment-account (A2.22, A3.10, A5.6):
 * income, net worth, spouse, recent investing, work, date of birth, SSN, the accredited-investor
 * declaration (A5.13's test decides whether it can be made) and how the accreditation is verified
 * (phone call or letter), and the address. The
 * SSN and the date of birth are personal data: sealed at rest, the SSN shown masked.
 */
export const ACCREDITATION_VERIFICATION_TYPES = ['phone-call', 'letter'] as const;
/** A4.3 accreditation wording: under review (each save), approved, declined (with a reason). */
export const ACCREDITATION_STATUSES = ['under-review', 'approved', 'declined'] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];

export const INVESTOR_ACCOUNT_LIMITS = {
  textMax: 120,
  /** A9.5: a postal (zip) code of up to 6 characters. */
  postalCodeMax: 6,
  amountMax: 10_000_000_000_000,
  /** Accredited investors are adults. */
  minimumAge: 18,
} as const;

const required = 'common.required';
const text = (max: number = INVESTOR_ACCOUNT_LIMITS.textMax) => z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, 'verification.textTooLong'));
const amount = () =>
  z.number('verification.amountInvalid').check(z.int('verification.amountInvalid'), z.minimum(0, 'verification.amountInvalid'), z.maximum(INVESTOR_ACCOUNT_LIMITS.amountMax, 'verification.amountInvalid'));
/** A5.6: the spouse's name must be a valid name. */
const spouseName = () => z.optional(z.string('verification.spouseNameInvalid').check(z.trim(), z.maxLength(40, 'verification.textTooLong'), z.regex(ENGLISH_NAME, 'verification.spouseNameInvalid')));

/**
 * A5.13 (the US SEC's Rule 501(a) accredited investor test): net worth over 1,000,000 excluding the
 * primary residence, or income over 200,000 (300,000 together with a spouse) in each of the last two
 * years. Amounts in the platform's minor unit (baisa), compared with the declared figures.
 */
export const US_ACCREDITED_THRESHOLDS = {
  netWorthOver: 1_000_000_000,
  incomeOver: 200_000_000,
  jointIncomeOver: 300_000_000,
} as const;

export type AccreditedBasis = 'net-worth' | 'income' | 'joint-income';

/** Which test of A5.13 the declared figures pass, or null when none. */
export function accreditedBasis(figures: { netWorth: number; yearlyIncome: number; spouseIncomeIncluded: 'yes' | 'no' }): AccreditedBasis | null {
  if (figures.netWorth > US_ACCREDITED_THRESHOLDS.netWorthOver) return 'net-worth';
  if (figures.spouseIncomeIncluded === 'yes') return figures.yearlyIncome > US_ACCREDITED_THRESHOLDS.jointIncomeOver ? 'joint-income' : null;
  return figures.yearlyIncome > US_ACCREDITED_THRESHOLDS.incomeOver ? 'income' : null;
}

export const investorAccountSchema = z
  .object({
    yearlyIncome: amount(),
    netWorth: amount(),
    spouseIncomeIncluded: z.enum(['yes', 'no'], required),
    spouseFirstName: spouseName(),
    spouseLastName: spouseName(),
    investedLast12Months: z.enum(['yes', 'no'], required),
    amountInvestedLast12Months: z.optional(amount()),
    jobTitle: text(),
    jobIndustry: text(),
    dateOfBirth: z.string(required).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'verification.dateOfBirthInvalid')),
    /** Nine digits, with or without the dashes (123-45-6789). */
    ssn: z.string(required).check(z.trim(), z.regex(/^\d{3}-?\d{2}-?\d{4}$/, 'verification.ssnInvalid')),
    /** A5.6: the accredited-investor declaration must be ticked. */
    accreditedDeclaration: z.boolean('verification.accreditedDeclarationRequired').check(z.refine((v) => v, 'verification.accreditedDeclarationRequired')),
    verificationType: z.enum(ACCREDITATION_VERIFICATION_TYPES, 'verification.verificationTypeInvalid'),
    address: text(),
    city: text(60),
    state: text(60),
    postalCode: z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(INVESTOR_ACCOUNT_LIMITS.postalCodeMax, 'verification.postalCodeInvalid'), z.regex(/^[A-Za-z0-9 -]+$/, 'verification.postalCodeInvalid')),
    country: text(60),
  })
  .check(
    z.refine((b) => b.spouseIncomeIncluded === 'no' || Boolean(b.spouseFirstName && b.spouseLastName), { message: 'verification.spouseNameRequired', path: ['spouseFirstName'] }),
    z.refine((b) => b.investedLast12Months === 'no' || b.amountInvestedLast12Months !== undefined, { message: 'verification.amountInvalid', path: ['amountInvestedLast12Months'] }),
  );
export type InvestorAccountInput = z.input<typeof investorAccountSchema>;

/** The account as saved: the SSN's last four digits only (•••-••-6789), and the A5.13 test the declared figures pass. */
export const investorAccountAnswerSchema = z.object({
  yearlyIncome: answerBaisa(),
  netWorth: answerBaisa(),
  spouseIncomeIncluded: z.enum(['yes', 'no']),
  spouseFirstName: z.optional(answerText(40)),
  spouseLastName: z.optional(answerText(40)),
  investedLast12Months: z.enum(['yes', 'no']),
  amountInvestedLast12Months: z.optional(answerBaisa()),
  jobTitle: answerText(INVESTOR_ACCOUNT_LIMITS.textMax),
  jobIndustry: answerText(INVESTOR_ACCOUNT_LIMITS.textMax),
  dateOfBirth: answerText(10),
  verificationType: z.enum(ACCREDITATION_VERIFICATION_TYPES),
  address: answerText(INVESTOR_ACCOUNT_LIMITS.textMax),
  city: answerText(60),
  state: answerText(60),
  postalCode: answerText(INVESTOR_ACCOUNT_LIMITS.postalCodeMax),
  country: answerText(60),
  ssnMasked: answerText(20),
  accreditedDeclaration: z.literal(true),
  accreditedBasis: z.enum(['net-worth', 'income', 'joint-income']),
  submittedAt: answerTimestamp(),
  updatedAt: answerTimestamp(),
  /** A4.3, A6.5: where the administrators' review stands, and the reason of a refusal. */
  reviewStatus: z.enum(ACCREDITATION_STATUSES),
  reviewReason: z.nullable(answerText(500)),
  reviewedAt: z.nullable(answerTimestamp()),
});
export type InvestorAccountView = z.infer<typeof investorAccountAnswerSchema>;

/** An account as administrators review it: whose, what it declares, the SSN masked. */
export const adminInvestorAccountSchema = z.object({ userId: answerId(), ...z.omit(investorAccountAnswerSchema, { dateOfBirth: true }).shape });
export type AdminInvestorAccountView = z.infer<typeof adminInvestorAccountSchema>;

export const accreditationDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline'], 'verification.decisionInvalid'),
  /** Required to decline: the investor is told. */
  reason: z.optional(z.string('common.invalidFormat').check(z.trim(), z.maxLength(500, 'verification.textTooLong'))),
});

export const investorAccountEndpoint = defineEndpoint({
  method: 'GET',
  path: 'accreditation/investor-account',
  access: 'user',
  context: 'verification',
  summary: 'A3.10 The signed-in investor\'s US-style accredited investor account (SSN masked), or null.',
  answer: z.nullable(investorAccountAnswerSchema),
});

export const saveInvestorAccountEndpoint = defineEndpoint({
  method: 'PUT',
  path: 'accreditation/investor-account',
  access: 'user',
  context: 'verification',
  summary: 'A3.10, A5.6, A5.13 Save the US-style accredited investor account: the declaration must be ticked and the figures pass the accredited test (net worth over 1,000,000, or income over 200,000, 300,000 with a spouse), a spouse named when their income counts, an adult; SSN and date of birth sealed at rest.',
  body: investorAccountSchema,
  answer: investorAccountAnswerSchema,
});

export const adminInvestorAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'accreditation/admin/investor-accounts',
  access: 'admin',
  context: 'verification',
  summary: 'A6.5 The accredited investor accounts to review (or approved, declined), oldest submission first, 10 more per load.',
  query: z.object({ status: z.optional(z.enum(ACCREDITATION_STATUSES, 'verification.statusInvalid')), limit: pageLimit() }),
  answer: listPageOf(adminInvestorAccountSchema),
});

export const decideAccreditationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'accreditation/admin/investor-accounts/:userId/decision',
  access: 'admin',
  context: 'verification',
  summary: 'A4.3, A6.5 Approve or decline (with a reason the investor reads) an accredited investor account under review; once each save.',
  body: accreditationDecisionSchema,
  answer: adminInvestorAccountSchema,
});
