import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, Matches } from 'class-validator';
import { OTP_TOOLS, type OtpTool } from '../../shared/constants';
import { IsContractEmail, lowerTrim } from '../../shared/validation';

const codeTransform = ({ value }: { value: unknown }): unknown =>
  typeof value === 'number' ? String(value).padStart(6, '0') : typeof value === 'string' ? value.trim() : value;

/** users/validateSignupTwoFactorUser: the first code of the app, proving the QR code was scanned. */
export class ConfirmTotpDto {
  @ApiProperty({ example: '123456' })
  @Matches(/^[0-9]{6}$/, { message: 'identity.codeFormat' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(codeTransform)
  code: string;

  @ApiPropertyOptional({ description: "the signed-in user's e-mail (checked when sent)" })
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsOptional()
  @Transform(lowerTrim)
  email?: string;
}

/** PATCH users/switch-to-two-factor-auth (A4.15: switchable at any time). */
export class SwitchTwoFactorDto {
  @ApiPropertyOptional({ description: "the signed-in user's e-mail (checked when sent)" })
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsOptional()
  @Transform(lowerTrim)
  email?: string;

  @ApiPropertyOptional({
    enum: OTP_TOOLS,
    default: 'EMAIL',
    description: 'EMAIL: e-mailed code; 2FA: authenticator app (set up first); NONE: off',
  })
  @IsIn(OTP_TOOLS, { message: 'identity.otpToolInvalid' })
  @IsOptional()
  otpPreferenceTool?: OtpTool;
}
