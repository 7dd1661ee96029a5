import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailedError } from './app-error';

function flatten(errors: ValidationError[], parent = ''): Array<{ field: string; messageKey: string }> {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      field,
      messageKey: constraint === 'whitelistValidation' ? 'common.unknownField' : message,
    }));
    // One message per field: the first constraint that failed is what the user must fix first.
    return [...own.slice(0, 1), ...flatten(error.children ?? [], field)];
  });
}

/**
 * class-validator with the platform's error shape. DTO messages are translation keys
 * (`message: 'identity.passwordWeak'`), translated by the error filter.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: false,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedError(flatten(errors)),
  });
}
