import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../config/env';
import { IsContractEmail, lowerTrim } from '../../shared/validation';

/** A3.2 login payload: email, password, captchaValue (+ captchaId of recaptcha/front), createdAt. */
export class LoginDto {
  @ApiProperty()
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(lowerTrim)
  email: string;

  /** A5.4: the login password is at least 8 characters (strength is checked at sign-up). */
  @ApiProperty()
  @MaxLength(128, { message: 'identity.loginFailed' })
  @MinLength(8, { message: 'identity.loginPasswordShort' })
  @IsString({ message: 'common.required' })
  @IsNotEmpty({ message: 'common.required' })
  password: string;

  @ApiPropertyOptional({ description: 'the characters of the captcha image' })
  @MaxLength(20, { message: 'identity.captchaMismatch' })
  @IsString({ message: 'identity.captchaMismatch' })
  @IsOptional()
  captchaValue?: string;

  @ApiPropertyOptional({ description: 'captchaId from GET recaptcha/front' })
  @MaxLength(64, { message: 'identity.captchaMismatch' })
  @IsString({ message: 'identity.captchaMismatch' })
  @IsOptional()
  captchaId?: string;

  /** Sent by the front end (client time); informative only. */
  @ApiPropertyOptional()
  @IsOptional()
  createdAt?: unknown;
}

export class TwoFactorLoginDto {
  @ApiProperty()
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(lowerTrim)
  email: string;

  @ApiPropertyOptional({ enum: ['EMAIL', '2FA'] })
  @IsIn(['EMAIL', '2FA'], { message: 'identity.otpToolInvalid' })
  @IsOptional()
  otpPreferenceTool?: 'EMAIL' | '2FA';

  @ApiProperty({ example: '123456' })
  @Matches(/^[0-9]{6}$/, { message: 'identity.codeFormat' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(({ value }) => (typeof value === 'number' ? String(value).padStart(6, '0') : typeof value === 'string' ? value.trim() : value))
  code: string;
}

export class ResendLoginOtpDto {
  @ApiProperty()
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(lowerTrim)
  email: string;
}

export class SocialLoginDto {
  @ApiProperty({ enum: SOCIAL_PROVIDERS })
  @IsIn(SOCIAL_PROVIDERS, { message: 'identity.providerInvalid' })
  @IsNotEmpty({ message: 'common.required' })
  provider: SocialProvider;

  @ApiProperty({ description: "the provider's OpenID Connect ID token (a signed JWT)" })
  @MaxLength(8192, { message: 'identity.socialTokenInvalid' })
  @IsString({ message: 'identity.socialTokenInvalid' })
  @IsNotEmpty({ message: 'common.required' })
  idToken: string;

  @ApiPropertyOptional({ enum: ['investor', 'owner'], description: 'for a new account only' })
  @IsIn(['investor', 'owner'], { message: 'identity.userTypeInvalid' })
  @IsOptional()
  userType?: 'investor' | 'owner';
}
