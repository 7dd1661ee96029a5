import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { registerDecorator } from 'class-validator';
import { SUPPORTED_LANGUAGES, type Language } from '@cf/contracts';
import { ARABIC_NAME, ENGLISH_NAME, SLUG, trim } from '../../shared/validation';

// class-validator checks decorators bottom-up and stops at the first failure.

/** http(s) URL, or a path on this site (uploads), up to 500 characters. */
const IMAGE_URL = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;
const LINK_URL = /^https?:\/\/[^\s]+$/;

/** outsideLinks: up to 10 named links, each empty or an http(s) URL. */
function IsOutsideLinks(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isOutsideLinks',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'identity.urlInvalid' },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length <= 10 &&
          Object.entries(value).every(
            ([key, url]) =>
              /^[A-Za-z0-9_-]{1,30}$/.test(key) && typeof url === 'string' && url.length <= 500 && (url === '' || LINK_URL.test(url)),
          ),
      },
    });
}

/** PATCH users/updateMe: the A3.4 profile fields; absent fields stay as they are, null clears optional ones. */
export class UpdateMeDto {
  @ApiPropertyOptional({ maxLength: 20 })
  @Matches(ENGLISH_NAME, { message: 'identity.nameEnglish' })
  @MaxLength(20, { message: 'identity.nameTooLong' })
  @IsString({ message: 'common.required' })
  @IsNotEmpty({ message: 'common.required' })
  @ValidateIf((o: UpdateMeDto) => o.firstName !== undefined)
  @Transform(trim)
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 20 })
  @Matches(ENGLISH_NAME, { message: 'identity.nameEnglish' })
  @MaxLength(20, { message: 'identity.nameTooLong' })
  @IsString({ message: 'common.required' })
  @IsNotEmpty({ message: 'common.required' })
  @ValidateIf((o: UpdateMeDto) => o.lastName !== undefined)
  @Transform(trim)
  lastName?: string;

  @ApiPropertyOptional({ maxLength: 20, nullable: true })
  @Matches(ENGLISH_NAME, { message: 'identity.nameEnglish' })
  @MaxLength(20, { message: 'identity.nameTooLong' })
  @IsString({ message: 'identity.nameEnglish' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  middleName?: string | null;

  @ApiPropertyOptional({ description: 'full name in English', nullable: true })
  @Matches(ENGLISH_NAME, { message: 'identity.nameEnglish' })
  @MaxLength(60, { message: 'identity.fullNameTooLong' })
  @IsString({ message: 'identity.nameEnglish' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') || null : value))
  fullNameEn?: string | null;

  @ApiPropertyOptional({ description: 'full name in Arabic', nullable: true })
  @Matches(ARABIC_NAME, { message: 'identity.nameArabic' })
  @MaxLength(60, { message: 'identity.fullNameTooLong' })
  @IsString({ message: 'identity.nameArabic' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') || null : value))
  fullNameAr?: string | null;

  @ApiPropertyOptional({ minLength: 3, nullable: true })
  @MaxLength(60, { message: 'identity.profileNameTooLong' })
  @MinLength(3, { message: 'identity.profileNameShort' })
  @IsString({ message: 'identity.profileNameShort' })
  @IsOptional()
  @Transform(trim)
  profileName?: string | null;

  @ApiPropertyOptional({ description: 'letters, numbers and hyphens, at least 2 (stored in lower case)' })
  @Matches(SLUG, { message: 'identity.slugInvalid' })
  @IsString({ message: 'identity.slugInvalid' })
  @IsNotEmpty({ message: 'common.required' })
  @ValidateIf((o: UpdateMeDto) => o.slug !== undefined)
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  slug?: string;

  @ApiPropertyOptional({ description: 'country code (ISO 3166-1 alpha-2) or name', nullable: true })
  @MaxLength(60, { message: 'common.invalidFormat' })
  @IsString({ message: 'common.invalidFormat' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  nationality?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(60, { message: 'common.invalidFormat' })
  @IsString({ message: 'common.invalidFormat' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  countryOfResidence?: string | null;

  @ApiPropertyOptional({ enum: ['individual', 'company'], nullable: true })
  @IsIn(['individual', 'company'], { message: 'identity.investorTypeInvalid' })
  @IsOptional()
  investorType?: 'individual' | 'company' | null;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(120, { message: 'common.invalidFormat' })
  @IsString({ message: 'common.invalidFormat' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  companyName?: string | null;

  @ApiPropertyOptional({ description: 'commercial registration number', nullable: true })
  @Matches(/^[A-Za-z0-9/-]{1,40}$/, { message: 'identity.crNumberInvalid' })
  @IsString({ message: 'identity.crNumberInvalid' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  commercialRegistrationNumber?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @MaxLength(200, { message: 'identity.descriptionTooLong' })
  @IsString({ message: 'common.invalidFormat' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  description?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { linkedin: 'https://www.linkedin.com/in/sara', website: '' },
  })
  @IsOutsideLinks()
  @IsObject({ message: 'identity.urlInvalid' })
  @IsOptional()
  outsideLinks?: Record<string, string> | null;

  /** A5.5: photo and cover photo are required: they can be replaced, not removed. */
  @ApiPropertyOptional({ description: 'image URL' })
  @Matches(IMAGE_URL, { message: 'identity.urlInvalid' })
  @MaxLength(500, { message: 'identity.urlInvalid' })
  @IsString({ message: 'identity.urlInvalid' })
  @IsNotEmpty({ message: 'common.required' })
  @ValidateIf((o: UpdateMeDto) => o.photo !== undefined)
  photo?: string;

  @ApiPropertyOptional({ description: 'image URL' })
  @Matches(IMAGE_URL, { message: 'identity.urlInvalid' })
  @MaxLength(500, { message: 'identity.urlInvalid' })
  @IsString({ message: 'identity.urlInvalid' })
  @IsNotEmpty({ message: 'common.required' })
  @ValidateIf((o: UpdateMeDto) => o.coverPhoto !== undefined)
  coverPhoto?: string;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES })
  @IsIn(SUPPORTED_LANGUAGES, { message: 'identity.languageInvalid' })
  @IsOptional()
  language?: Language;
}
