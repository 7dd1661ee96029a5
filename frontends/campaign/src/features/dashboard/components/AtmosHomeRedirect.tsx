import { Navigate } from 'react-router';

/** `/atmos-home` (A2.4): the signed-in person's home is the dashboard; the old name keeps working. */
export default function AtmosHomeRedirect() {
  return <Navigate to="/dashboard" replace />;
}
