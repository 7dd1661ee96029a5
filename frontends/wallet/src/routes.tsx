import { lazy } from 'react';
import { getI18n } from 'react-i18next';
import { addNamespace } from '@cf/i18n';
import type { RemotePages } from '@cf/ui';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

// This remote's strings join the shell's single i18next instance under the `wallet` namespace.
addNamespace(getI18n(), 'wallet', { ar, en, fr });

/**
 * The exact route patterns this remote renders (the shell's route table names the same patterns and
 * decides who may open them and where the settings sidebar shows). Each page is its own chunk.
 */
export const pages: RemotePages<'wallet'> = {
  '/settings/wallet': lazy(() => import(/* webpackChunkName: "wallet-home" */ './features/wallet/components/WalletPage')),
  '/topup-payment/:id': lazy(() => import(/* webpackChunkName: "topup-payment" */ './features/topup/components/TopUpPaymentPage')),
  '/topup-receipt/:id': lazy(() => import(/* webpackChunkName: "topup-receipt" */ './features/topup/components/TopUpReceiptPage')),
  '/topup-fail': lazy(() => import(/* webpackChunkName: "topup-fail" */ './features/topup/components/TopUpFailPage')),
  '/paymob-payment-confirmation': lazy(() => import(/* webpackChunkName: "paymob-confirmation" */ './features/checkout/components/PaymobConfirmationPage')),
  '/wallet-payment/:id': lazy(() => import(/* webpackChunkName: "wallet-payment" */ './features/checkout/components/SandboxCheckoutPage')),
  '/settings/payment-options': lazy(() => import(/* webpackChunkName: "payment-options" */ './features/ach/components/PaymentOptionsPage')),
  '/settings/ach-account-list': lazy(() => import(/* webpackChunkName: "ach-account-list" */ './features/ach/components/AchAccountListPage')),
  '/stripe-account-connect': lazy(() => import(/* webpackChunkName: "stripe-account-connect" */ './features/ach/components/StripeAccountConnectPage')),
};
