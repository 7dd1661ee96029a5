export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  email: string;
  userType: string;
  isAdmin: boolean;
  slug: string;
}
