import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { z } from 'zod';

/** A5.2: names in English letters (spaces, hyphens and apostrophes between letters). */
export const ENGLISH_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
/** Arabic names: Arabic letters and spaces. */
export const ARABIC_NAME = /^[\u0600-\u06FF]+(?: [\u0600-\u06FF]+)*$/;
/** A5.4: at least 8 characters with upper case, lower case, a digit and a special character, no spaces. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S{8,128}$/;
/** A5.3: 8 to 13 digits (an optional leading + for the country code). */
export const PHONE = /^\+?[0-9]{8,13}$/;
/** A5.5: letters, numbers and hyphen, at least 2 characters. */
export const SLUG = /^[A-Za-z0-9-]{2,60}$/;

// The same e-mail rule as the event contracts, so an address accepted here is never refused on publish.
const emailSchema = z.string().email().max(254);

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && emailSchema.safeParse(value).success;
}

/** The e-mail rule of the event contracts (zod), as a class-validator decorator. */
export function IsContractEmail(options?: ValidationOptions & { each?: boolean }): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isContractEmail',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown) => isValidEmail(value) },
    });
}

/** The property must equal another property of the same object (password confirmation). */
export function MatchesProperty(other: string, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'matchesProperty',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [other],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** class-transformer helper: trims strings, leaves everything else alone. */
export const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
export const lowerTrim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
