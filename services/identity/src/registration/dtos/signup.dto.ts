import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SUPPORTED_LANGUAGES, type Language } from '@cf/contracts';
import { USER_TYPES, type UserType } from '../../shared/constants';
import { ENGLISH_NAME, IsContractEmail, lowerTrim, MatchesProperty, PHONE, STRONG_PASSWORD, trim } from '../../shared/validation';

// class-validator checks decorators bottom-up and stops at the first failure: "required" is last.

/** POST users/signup (A5.2-A5.4, A5.6). */
export class SignupDto {
  @ApiProperty({ example: 'Sara', maxLength: 20 })
  @Matches(ENGLISH_NAME, { message: 'identity.nameEnglish' })
  @MaxLength(20, { message: 'identity.nameTooLong' })
  @IsString({ message: 'common.required' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(trim)
  firstName: string;

  @ApiProperty({ example: 'Al Harthy', maxLength: 20 })
  @Matches(ENGLISH_NAME, { message: 'identity.nameEnglish' })
  @MaxLength(20, { message: 'identity.nameTooLong' })
  @IsString({ message: 'common.required' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(trim)
  lastName: string;

  @ApiProperty({ example: 'sara@example.om' })
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(lowerTrim)
  email: string;

  @ApiPropertyOptional({ example: '96891234567', description: '8 to 13 digits' })
  @Matches(PHONE, { message: 'identity.phoneInvalid' })
  @IsString({ message: 'identity.phoneInvalid' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') || undefined : value))
  phone?: string;

  @ApiProperty({ description: 'at least 8 characters with upper and lower case, a digit and a special character, no spaces' })
  @Matches(STRONG_PASSWORD, { message: 'identity.passwordWeak' })
  @IsString({ message: 'identity.passwordWeak' })
  @IsNotEmpty({ message: 'common.required' })
  password: string;

  @ApiProperty()
  @MatchesProperty('password', { message: 'identity.passwordMismatch' })
  @IsNotEmpty({ message: 'common.required' })
  passwordConfirm: string;

  @ApiProperty({ example: true })
  @Equals(true, { message: 'identity.acceptTerms' })
  @Transform(({ value }) => value === true || value === 'true' || value === 1 || value === '1')
  acceptTerms: boolean;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES })
  @IsIn(SUPPORTED_LANGUAGES, { message: 'identity.languageInvalid' })
  @IsOptional()
  language?: Language;

  @ApiPropertyOptional({ enum: USER_TYPES, default: 'investor' })
  @IsIn(USER_TYPES, { message: 'identity.userTypeInvalid' })
  @IsOptional()
  userType?: UserType;
}
