import { useSearchParams } from 'react-router';
import { authApi } from '@cf/api-client';
import { EmailRequestCard } from '../components/EmailRequestCard';

/** A2.19 resend verification: POST users/resendUserActivationLink (email), the address prefilled from `?email=`. */
export default function ResendVerificationPage() {
  const [search] = useSearchParams();
  return <EmailRequestCard texts="auth.resend" initialEmail={search.get('email') ?? ''} send={(email) => authApi.resendActivationLink({ email })} />;
}
