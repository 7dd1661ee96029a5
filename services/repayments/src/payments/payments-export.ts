import { Injectable } from '@nestjs/common';
import type { Language } from '@cf/contracts';
import { csvBaisa, csvMuscatTime, keysetCsv, muscatDayPeriod } from '@cf/platform';
import { DistributionsRepository } from '../core/distributions.repository';
import type { RepaymentPaymentRow } from '../core/entities/repayment-payment.entity';
import { RepaymentCampaignsRepository } from '../core/repayment-campaigns.repository';
import { RepaymentPaymentsRepository } from '../core/repayment-payments.repository';

/** Rows read per query of an export. */
const EXPORT_PAGE = 500;

const TEXTS: Record<Language, { columns: string[]; methods: Record<RepaymentPaymentRow['method'], string>; states: Record<RepaymentPaymentRow['state'], string> }> = {
  en: {
    columns: ['Date (Muscat time)', 'Payment', 'Campaign', 'Payer ID', 'Amount', 'Currency', 'Method', 'Status', 'Paid (Muscat time)', 'Platform fee', 'Shared among investors', 'Investors'],
    methods: { wallet: 'Wallet', auto: 'Automatic (wallet)', card: 'Card', offline: 'Received outside the platform' },
    states: { pending: 'Being processed', paid: 'Paid', failed: 'Failed' },
  },
  ar: {
    columns: ['التاريخ (بتوقيت مسقط)', 'الدفعة', 'الحملة', 'معرّف الدافع', 'المبلغ', 'العملة', 'الطريقة', 'الحالة', 'تاريخ الدفع (بتوقيت مسقط)', 'رسوم المنصة', 'الموزَّع على المستثمرين', 'المستثمرون'],
    methods: { wallet: 'المحفظة', auto: 'تلقائي (المحفظة)', card: 'البطاقة', offline: 'مستلم خارج المنصة' },
    states: { pending: 'قيد المعالجة', paid: 'مدفوع', failed: 'فشل' },
  },
  fr: {
    columns: ['Date (heure de Mascate)', 'Paiement', 'Campagne', 'ID du payeur', 'Montant', 'Devise', 'Moyen', 'Statut', 'Payé le (heure de Mascate)', 'Frais de la plateforme', 'Réparti entre les investisseurs', 'Investisseurs'],
    methods: { wallet: 'Portefeuille', auto: 'Automatique (portefeuille)', card: 'Carte', offline: 'Reçu hors de la plateforme' },
    states: { pending: 'En cours', paid: 'Payé', failed: 'Échoué' },
  },
};


/**
 * Issue 38: every repayment payment of a period for administrators, with its campaign and its
 * distribution, read 500 payments a query (and their campaigns and distributions in one query each)
 * while the file is sent.
 */
@Injectable()
export class PaymentsExportService {
  constructor(
    private readonly payments: RepaymentPaymentsRepository,
    private readonly campaigns: RepaymentCampaignsRepository,
    private readonly distributions: DistributionsRepository,
  ) {}

  export(language: Language, fromRaw?: string, toRaw?: string): { filename: string; lines: AsyncIterable<string> } {
    const { from, to, start, end } = muscatDayPeriod(fromRaw, toRaw, { invalid: 'repayments.dateInvalid', reversed: 'repayments.dateRangeInvalid' });
    const texts = TEXTS[language];
    const lines = keysetCsv(texts.columns, async (after) => this.page(start, end, after), ({ payment, campaignName, currency, distribution }) => [
      csvMuscatTime(payment.createdAt),
      payment.id,
      campaignName,
      payment.payerId,
      csvBaisa(payment.amount),
      currency,
      texts.methods[payment.method],
      texts.states[payment.state],
      csvMuscatTime(payment.paidAt),
      distribution ? csvBaisa(distribution.fee) : '',
      distribution ? csvBaisa(distribution.distributed) : '',
      distribution?.state === 'credited' ? String(distribution.investorsCount) : '',
    ]);
    return { filename: `repayments-${from}-${to}.csv`, lines };
  }

  private async page(start: string, end: string, after: { createdAt: string; id: string } | null) {
    const payments = await this.payments.pageForExport(start, end, after, EXPORT_PAGE);
    const [campaigns, distributions] = await Promise.all([this.campaigns.findMany([...new Set(payments.map((p) => p.campaignId))]), this.distributions.ofPayments(payments.map((p) => p.id))]);
    const campaignOf = new Map(campaigns.map((c) => [c.campaignId, c]));
    const distributionOf = new Map(distributions.map((d) => [d.paymentId, d]));
    return payments.map((payment) => ({
      id: payment.id,
      createdAt: payment.createdAt,
      payment,
      campaignName: campaignOf.get(payment.campaignId)?.campaignName ?? '',
      currency: campaignOf.get(payment.campaignId)?.currency ?? '',
      distribution: distributionOf.get(payment.id) ?? null,
    }));
  }
}
