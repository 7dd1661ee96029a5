import type { Language } from '@cf/contracts';
import { csvBaisa, csvMuscatTime } from '@cf/platform';
import type { InvestmentRow } from '../core/entities/investment.entity';
import { RECEIPT_TEXTS } from '../investing/receipt-pdf';

const COLUMNS: Record<Language, string[]> = {
  en: ['Date (Muscat time)', 'Reference', 'Investor ID', 'Campaign', 'Amount', 'Currency', 'Share units', 'Status', 'Payment method', 'Provider', 'Paid (Muscat time)', 'Cancelled (Muscat time)'],
  ar: ['التاريخ (بتوقيت مسقط)', 'المرجع', 'معرّف المستثمر', 'الحملة', 'المبلغ', 'العملة', 'وحدات الأسهم', 'الحالة', 'طريقة الدفع', 'المزوّد', 'تاريخ الدفع (بتوقيت مسقط)', 'تاريخ الإلغاء (بتوقيت مسقط)'],
  fr: ['Date (heure de Mascate)', 'Référence', 'ID investisseur', 'Campagne', 'Montant', 'Devise', 'Parts', 'Statut', 'Moyen de paiement', 'Prestataire', 'Payé le (heure de Mascate)', 'Annulé le (heure de Mascate)'],
};


export const investmentsExportHeader = (language: Language): string[] => COLUMNS[language];

/** One investment as a line of the administrators' export, in the reader's language. */
export function investmentExportFields(row: InvestmentRow, language: Language): string[] {
  const texts = RECEIPT_TEXTS[language];
  return [
    csvMuscatTime(row.createdAt),
    row.referenceId,
    row.investorId,
    row.campaignName,
    csvBaisa(row.amount),
    row.currency,
    row.shareUnits === null ? '' : String(row.shareUnits),
    texts.states[row.state],
    row.paymentType ? texts.methods[row.paymentType] : '',
    row.gateway ?? '',
    csvMuscatTime(row.paidAt),
    csvMuscatTime(row.cancelledAt),
  ];
}
