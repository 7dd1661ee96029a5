import type { Language, PaymentTiming, RepaymentStatus } from '@cf/contracts';

/** The distribution report's words (CSV headers, PDF labels, statuses) in the three languages. */
export const REPORT_TEXTS: Record<Language, { title: string; intro: string; columns: Record<'campaign' | 'number' | 'kind' | 'expectedDate' | 'expected' | 'received' | 'status' | 'timing' | 'lastCreditedAt', string>; kinds: Record<'instalment' | 'dividend', string>; statuses: Record<RepaymentStatus, string>; timings: Record<PaymentTiming, string>; totals: string; none: string }> = {
  en: {
    title: 'Distribution schedule',
    intro: 'Oman Crowdfunding. Your share of each repayment of the campaigns you hold, received and to come.',
    columns: { campaign: 'Campaign', number: 'Repayment no.', kind: 'Type', expectedDate: 'Expected date', expected: 'Expected amount', received: 'Received', status: 'Repayment status', timing: 'Payment status', lastCreditedAt: 'Last credited' },
    kinds: { instalment: 'Instalment', dividend: 'Dividend' },
    statuses: { upcoming_payment: 'Upcoming payment', awaiting_payment: 'Awaiting payment', fully_paid: 'Fully paid', partially_paid: 'Partially paid', overdue: 'Overdue', written_off: 'Written off' },
    timings: { upcoming: 'Upcoming', awaiting: 'Awaiting', early: 'Early', on_time: 'On time', late: 'Late', not_paid: 'Not paid' },
    totals: 'Received so far / still to come',
    none: 'No distributions yet',
  },
  ar: {
    title: 'جدول التوزيعات',
    intro: 'منصة عُمان للتمويل الجماعي. حصتك من كل سداد في الحملات التي تستثمر فيها، ما استلمته وما سيأتي.',
    columns: { campaign: 'الحملة', number: 'رقم السداد', kind: 'النوع', expectedDate: 'التاريخ المتوقع', expected: 'المبلغ المتوقع', received: 'المستلم', status: 'حالة السداد', timing: 'حالة الدفع', lastCreditedAt: 'آخر إيداع' },
    kinds: { instalment: 'قسط', dividend: 'توزيع أرباح' },
    statuses: { upcoming_payment: 'دفعة قادمة', awaiting_payment: 'بانتظار الدفع', fully_paid: 'مدفوع بالكامل', partially_paid: 'مدفوع جزئيًا', overdue: 'متأخر', written_off: 'مشطوب' },
    timings: { upcoming: 'قادم', awaiting: 'بالانتظار', early: 'مبكر', on_time: 'في الموعد', late: 'متأخر', not_paid: 'غير مدفوع' },
    totals: 'المستلم حتى الآن / المتبقي',
    none: 'لا توجد توزيعات بعد',
  },
  fr: {
    title: 'Échéancier des distributions',
    intro: 'Oman Crowdfunding. Votre part de chaque remboursement des campagnes que vous détenez, reçue et à venir.',
    columns: { campaign: 'Campagne', number: 'Échéance n°', kind: 'Type', expectedDate: 'Date prévue', expected: 'Montant prévu', received: 'Reçu', status: 'Statut du remboursement', timing: 'Statut du paiement', lastCreditedAt: 'Dernier crédit' },
    kinds: { instalment: 'Échéance', dividend: 'Dividende' },
    statuses: { upcoming_payment: 'Paiement à venir', awaiting_payment: 'En attente de paiement', fully_paid: 'Entièrement payé', partially_paid: 'Partiellement payé', overdue: 'En retard', written_off: 'Passé en perte' },
    timings: { upcoming: 'À venir', awaiting: 'En attente', early: 'En avance', on_time: "À l'heure", late: 'En retard', not_paid: 'Non payé' },
    totals: 'Reçu à ce jour / à venir',
    none: 'Aucune distribution pour le moment',
  },
};
