import PDFDocument from 'pdfkit';
import type { InvestmentPaymentType, InvestmentView, Language } from '@cf/contracts';
import { pdfLayout, preparePdf, resolvePdfFonts, type PdfFonts } from '@cf/platform';
import { formatMoney } from '../core/domain/invest-rules';

/** The receipt's words, which the administrators' export shares (states, payment methods). */
export const RECEIPT_TEXTS: Record<Language, { title: string; intro: string; labels: Record<string, string>; states: Record<InvestmentView['state'], string>; methods: Record<InvestmentPaymentType, string> }> = {
  en: {
    title: 'Investment receipt',
    intro: 'Oman Crowdfunding. Keep this receipt: it is your proof of investment.',
    labels: { campaign: 'Campaign', reference: 'Reference', amount: 'Amount', shareUnits: 'Share units', status: 'Status', method: 'Payment method', acceptedAt: 'Accepted', paidAt: 'Paid', cancellableUntil: 'Cancellable until', cancelledAt: 'Cancelled' },
    states: { reserved: 'Awaiting payment', processing: 'In process', committed: 'Paid', confirmed: 'Confirmed', cancelled: 'Cancelled', failed: 'Failed', expired: 'Expired', refunded: 'Refunded: campaign unsuccessful' },
    methods: { wallet: 'Wallet', card: 'Card', bank_transfer: 'Bank transfer', paypal: 'PayPal' },
  },
  ar: {
    title: 'إيصال الاستثمار',
    intro: 'منصة عُمان للتمويل الجماعي. احتفظ بهذا الإيصال: إنه إثبات استثمارك.',
    labels: { campaign: 'الحملة', reference: 'المرجع', amount: 'المبلغ', shareUnits: 'وحدات الأسهم', status: 'الحالة', method: 'طريقة الدفع', acceptedAt: 'تاريخ القبول', paidAt: 'تاريخ الدفع', cancellableUntil: 'قابل للإلغاء حتى', cancelledAt: 'تاريخ الإلغاء' },
    states: { reserved: 'بانتظار الدفع', processing: 'قيد المعالجة', committed: 'مدفوع', confirmed: 'مؤكد', cancelled: 'ملغى', failed: 'فشل', expired: 'منتهي الصلاحية', refunded: 'مُسترد: الحملة غير ناجحة' },
    methods: { wallet: 'المحفظة', card: 'البطاقة', bank_transfer: 'تحويل بنكي', paypal: 'باي بال' },
  },
  fr: {
    title: "Reçu d'investissement",
    intro: "Oman Crowdfunding. Conservez ce reçu : c'est la preuve de votre investissement.",
    labels: { campaign: 'Campagne', reference: 'Référence', amount: 'Montant', shareUnits: 'Parts', status: 'Statut', method: 'Moyen de paiement', acceptedAt: 'Accepté le', paidAt: 'Payé le', cancellableUntil: "Annulable jusqu'au", cancelledAt: 'Annulé le' },
    states: { reserved: 'En attente de paiement', processing: 'En cours', committed: 'Payé', confirmed: 'Confirmé', cancelled: 'Annulé', failed: 'Échoué', expired: 'Expiré', refunded: 'Remboursé : campagne non aboutie' },
    methods: { wallet: 'Portefeuille', card: 'Carte', bank_transfer: 'Virement bancaire', paypal: 'PayPal' },
  },
};

const stamp = (iso: string) => iso.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');

/** C2.24 an investment's receipt as a PDF, in the reader's language (Arabic shaped, right to left). */
export function investmentReceiptPdf(investment: InvestmentView, requested: Language, fonts: PdfFonts = resolvePdfFonts()): Promise<Buffer> {
  const language: Language = requested === 'ar' && !fonts.arabic ? 'en' : requested;
  const texts = RECEIPT_TEXTS[language];
  const doc = new PDFDocument({ size: 'A5', margin: 40, lang: language, info: { Title: `${texts.title} ${investment.referenceId}`, Producer: 'Oman Crowdfunding', CreationDate: new Date(investment.paidAt ?? investment.acceptedAt) } });
  const { latinFont, bytes } = preparePdf(doc, fonts);
  const { paragraph, line } = pdfLayout(doc, fonts, latinFont, language === 'ar');
  const label = (key: string) => texts.labels[key];
  // Figures stay a left-to-right run of Latin digits ("OMR 250.000") in every language: pdfkit's
  // right-to-left shaping would reverse a run of Arabic-Indic digits (250 printed as 052).
  const money = (baisa: number) => formatMoney(baisa, investment.currency, language === 'ar' ? 'en' : language, { exact: true });
  paragraph(texts.title, 16, 'center');
  doc.moveDown(0.4);
  paragraph(texts.intro, 9, 'center');
  doc.moveDown(1);
  line(label('campaign'), investment.campaignName, 130);
  line(label('reference'), investment.referenceId, 130);
  line(label('amount'), money(investment.amount), 130);
  if (investment.shareUnits !== null && investment.sharePrice !== null) line(label('shareUnits'), `${investment.shareUnits} × ${money(investment.sharePrice)}`, 130);
  line(label('status'), texts.states[investment.state], 130);
  if (investment.paymentType) line(label('method'), texts.methods[investment.paymentType], 130);
  line(label('acceptedAt'), stamp(investment.acceptedAt), 130);
  if (investment.paidAt) line(label('paidAt'), stamp(investment.paidAt), 130);
  if (investment.cancellableUntil) line(label('cancellableUntil'), stamp(investment.cancellableUntil), 130);
  if (investment.cancelledAt) line(label('cancelledAt'), stamp(investment.cancelledAt), 130);
  doc.end();
  return bytes;
}
