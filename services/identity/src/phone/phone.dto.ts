import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { PHONE } from '../shared/validation';

/** POST users/change-number: a new mobile number (A5.3: 8 to 13 digits); an SMS code confirms it. */
export class ChangeNumberDto {
  @ApiProperty({ example: '96891234567' })
  @Matches(PHONE, { message: 'identity.phoneInvalid' })
  @IsString({ message: 'identity.phoneInvalid' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : typeof value === 'number' ? String(value) : value))
  phone: string;
}

export class VerifyPhoneOtpDto {
  @ApiProperty({ example: '123456' })
  @Matches(/^[0-9]{6}$/, { message: 'identity.codeFormat' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(({ value }) => (typeof value === 'number' ? String(value).padStart(6, '0') : typeof value === 'string' ? value.trim() : value))
  code: string;
}
