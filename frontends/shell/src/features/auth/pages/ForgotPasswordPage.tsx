import { authApi } from '@cf/api-client';
import { EmailRequestCard } from '../components/EmailRequestCard';

/** A2.19 forgot password: POST users/forgotPassword (email). */
export default function ForgotPasswordPage() {
  return <EmailRequestCard texts="auth.forgot" send={(email) => authApi.forgotPassword({ email })} />;
}
