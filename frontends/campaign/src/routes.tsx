import { lazy, type ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { addNamespace } from '@cf/i18n';
import type { RemotePages } from '@cf/ui';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import { WIZARD_STEPS } from './features/wizard/steps';

// This remote's strings join the shell's single i18next instance under the `campaign` namespace.
addNamespace(getI18n(), 'campaign', { ar, en, fr });


const InvestmentReceipt = lazy(() => import(/* webpackChunkName: "invest-receipt" */ './features/invest/components/ReceiptPage'));
const WizardStep = lazy(() => import(/* webpackChunkName: "wizard" */ './features/wizard/components/WizardStepPage'));

/**
 * The exact route patterns this remote renders (the shell's route table names the same patterns).
 * Each page is its own chunk. Pages of later issues show a clear notice instead of nothing.
 */
export const pages: RemotePages<'campaign'> = {
  '/browse-companies': lazy(() => import(/* webpackChunkName: "browse" */ './features/browse/components/BrowsePage')),
  '/browse-succeess-campaign': lazy(() => import(/* webpackChunkName: "browse-successful" */ './features/browse/components/SuccessfulPage')),
  '/campaign-detail-page/:slug': lazy(() => import(/* webpackChunkName: "campaign-detail" */ './features/detail/components/CampaignDetailPage')),
  '/create-campaign/choose-type': lazy(() => import(/* webpackChunkName: "choose-type" */ './features/wizard/components/ChooseTypePage')),
  ...Object.fromEntries(WIZARD_STEPS.map((step) => [`/create-campaign/${step}/:id`, WizardStep])),
  '/create-campaign/thank-you/:id': lazy(() => import(/* webpackChunkName: "thank-you" */ './features/wizard/components/ThankYouPage')),
  '/campaign-dashboard/:id': lazy(() => import(/* webpackChunkName: "owner-dashboard" */ './features/dashboard/components/OwnerDashboardPage')),
  '/dashboard': lazy(() => import(/* webpackChunkName: "my-campaigns" */ './features/dashboard/components/MyCampaignsPage')),
  '/saved-campaign': lazy(() => import(/* webpackChunkName: "saved" */ './features/saved/components/SavedCampaignsPage')),
  // Investing (C2.17-C2.20, C2.24).
  '/invest/:id': lazy(() => import(/* webpackChunkName: "invest" */ './features/invest/components/InvestPage')),
  '/payment/:id': lazy(() => import(/* webpackChunkName: "invest-payment" */ './features/invest/components/PaymentPage')),
  '/receipt/:id': InvestmentReceipt,
  '/payment-receipt/:id': InvestmentReceipt,
  '/receipt-fail': lazy(() => import(/* webpackChunkName: "invest-receipt-fail" */ './features/invest/components/ReceiptFailPage')),
  '/investments': lazy(() => import(/* webpackChunkName: "my-investments" */ './features/invest/components/MyInvestmentsPage')),
  // A2.4 names /atmos-home among the signed-in person's pages and says nothing more of it: it is the
  // person's home, the dashboard, under the name the original platform gave it (one page, two paths).
  '/atmos-home': lazy(() => import(/* webpackChunkName: "my-campaigns" */ './features/dashboard/components/AtmosHomeRedirect')),
  '/child-investments/:id': lazy(() => import(/* webpackChunkName: "child-investments" */ './features/invest/components/ChildInvestmentsPage')),
  // Repayments and distributions (C2.14-C2.16, C2.25).
  '/distribution-schedule/:campaignId?': lazy(() => import(/* webpackChunkName: "distribution-schedule" */ './features/repayments/components/DistributionSchedulePage')),
  '/campaign-dashboard/repayment/:id': lazy(() => import(/* webpackChunkName: "repayment-schedule" */ './features/repayments/components/RepaymentPage')),
  '/campaign-dashboard/payment/:id': lazy(() => import(/* webpackChunkName: "repayment-payment" */ './features/repayments/components/RepaymentPaymentPage')),
  '/campaign-dashboard/receipt/:id': lazy(() => import(/* webpackChunkName: "repayment-receipt" */ './features/repayments/components/RepaymentReceiptPage')),
};


/** Pieces the shell places inside its own pages (the home page's campaign rows). */
export const widgets: Record<string, ComponentType> = {
  'home-campaigns': lazy(() => import(/* webpackChunkName: "home-campaigns" */ './features/home/HomeCampaigns')),
};
