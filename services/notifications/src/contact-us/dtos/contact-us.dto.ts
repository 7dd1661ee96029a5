import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { z } from 'zod';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : trim({ value });

/** The same e-mail rule as the event contracts (zod), so an accepted address can always be mailed. */
function IsContractEmail(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isContractEmail', validator: { validate: (value: unknown) => z.string().email().max(254).safeParse(value).success } },
    options,
  );
}

/**
 * POST api/v1/contact-us (public). Phone optional, 8 to 13 digits (A5.3). class-validator runs a
 * property's decorators bottom-up and stops at the first failure: presence checks sit at the bottom.
 */
export class ContactUsDto {
  @Transform(trim)
  @MaxLength(100, { message: 'notifications.nameTooLong' })
  @IsNotEmpty({ message: 'common.required' })
  @IsString({ message: 'common.required' })
  name: string;

  @Transform(trim)
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsNotEmpty({ message: 'common.required' })
  @IsString({ message: 'common.required' })
  email: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'notifications.phoneInvalid' })
  @Matches(/^\+?[0-9]{8,13}$/, { message: 'notifications.phoneInvalid' })
  phone?: string;

  @Transform(trim)
  @MaxLength(200, { message: 'notifications.subjectTooLong' })
  @IsNotEmpty({ message: 'common.required' })
  @IsString({ message: 'common.required' })
  subject: string;

  @Transform(trim)
  @MaxLength(5000, { message: 'notifications.messageTooLong' })
  @IsNotEmpty({ message: 'common.required' })
  @IsString({ message: 'common.required' })
  message: string;

  /** Optional kind of inquiry (C3 "contact inquiry: type, subject, description, extra link"). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'common.invalidFormat' })
  @MaxLength(50, { message: 'notifications.typeTooLong' })
  type?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'notifications.linkInvalid' })
  @MaxLength(500, { message: 'notifications.linkInvalid' })
  @Matches(/^https?:\/\/[^\s<>"]+$/i, { message: 'notifications.linkInvalid' })
  extraLink?: string;
}
