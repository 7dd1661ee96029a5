import type { INestApplicationContext } from '@nestjs/common';
import { AppError } from '@cf/platform';
import { PasswordHasher } from '../core/password-hasher';
import { UsersRepository } from '../core/users/users.repository';
import { LoginService } from '../login/login.service';

/**
 * Signs an account in from inside the process, as an operator's tool does (the demo story of the
 * embedded mode plays the demo users this way): the password is checked as at the sign-in page and
 * the session is a password session like any other; only the captcha, which tells people from
 * scripts at the public door, is not asked. Answers the access token.
 */
export async function operatorSignIn(app: INestApplicationContext, email: string, password: string): Promise<string> {
  const user = await app.get(UsersRepository).findByEmail(email);
  if (!user || !(await app.get(PasswordHasher).verify(user.passwordHash, password))) throw new AppError('identity.loginFailed', 401);
  const answer = await app.get(LoginService).afterFirstFactor(user, 'password', { ip: '127.0.0.1', userAgent: 'operator' });
  if (!('token' in answer)) throw new AppError('identity.loginFailed', 401);
  return answer.token;
}
