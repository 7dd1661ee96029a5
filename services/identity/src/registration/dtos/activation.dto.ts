import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsContractEmail, lowerTrim } from '../../shared/validation';
import { Transform } from 'class-transformer';

/** PATCH users/activeAccount/{userId}: the token of /activate-account/{userId}/{token}/{authType}. */
export class ActivateAccountDto {
  @ApiProperty()
  @MaxLength(200, { message: 'identity.activationInvalid' })
  @IsString({ message: 'identity.activationInvalid' })
  @IsNotEmpty({ message: 'common.required' })
  token: string;
}

/** POST users/resendUserActivationLink. */
export class ResendActivationDto {
  @ApiProperty()
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(lowerTrim)
  email: string;
}
