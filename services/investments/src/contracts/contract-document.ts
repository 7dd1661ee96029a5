import type { ContractDataView, Language } from '@cf/contracts';
import type { InvestmentRow } from '../core/entities/investment.entity';
import { formatMoney } from '../core/domain/invest-rules';
import { omrInWords } from './domain/amount-in-words';
import { CONTRACT_TEXTS, REGULATOR_DECISION, type ContractKind } from './contract-texts';

export interface ContractParties {
  investment: InvestmentRow;
  kind: ContractKind;
  investorName: string;
  investorNameAr: string | null;
}

/**
 * What an investment's contract says, in one language: title, clauses and facts. Figures are
 * written in Latin digits in every language (pdfkit lays a digit run out left to right; an Arabic
 * sentence holds none), the amount also in words in the contract's language.
 */
export function contractDocument(parties: ContractParties, language: Language): ContractDataView {
  const texts = CONTRACT_TEXTS[language];
  const { investment: i, kind } = parties;
  const amountInWords = i.currency === 'OMR' ? omrInWords(i.amount, language) : formatMoney(i.amount, i.currency, 'en', { exact: true });
  const facts: Array<[string, string | null]> = [
    [texts.labels.reference, i.referenceId],
    [texts.labels.investor, parties.investorName],
    [texts.labels.investorAr, parties.investorNameAr],
    [texts.labels.campaign, i.campaignName],
    [texts.labels.kind, texts.kinds[kind]],
    [texts.labels.amount, formatMoney(i.amount, i.currency, 'en', { exact: true })],
    [texts.labels.amountInWords, amountInWords],
    [texts.labels.shareUnits, i.shareUnits !== null && i.sharePrice !== null ? `${i.shareUnits} x ${formatMoney(i.sharePrice, i.currency, 'en', { exact: true })}` : null],
    [texts.labels.ownership, i.goal > 0 ? `${(Math.floor((i.amount * 10_000) / i.goal) / 100).toFixed(2)}%` : null],
    [texts.labels.acceptedAt, `${i.acceptedAt.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, '')} UTC`],
    [texts.labels.regulator, REGULATOR_DECISION],
  ];
  return {
    investmentId: i.id,
    language,
    kind,
    title: texts.titles[kind],
    clauses: [...texts.common.slice(0, 1), ...texts.byKind[kind], ...texts.common.slice(1)],
    facts: facts.filter((f): f is [string, string] => f[1] !== null && f[1] !== '').map(([label, value]) => ({ label, value })),
    amountInWords,
  };
}
