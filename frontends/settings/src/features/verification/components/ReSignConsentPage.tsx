import ConsentPage from './ConsentPage';

/** `/re-sign-account-consent-agreement` (A4.8): the consent page after a reviewer rejected the signature. */
export default function ReSignConsentPage() {
  return <ConsentPage reSign />;
}
