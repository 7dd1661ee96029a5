import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { IsContractEmail, lowerTrim, MatchesProperty, STRONG_PASSWORD } from '../shared/validation';

export class ForgotPasswordDto {
  @ApiProperty()
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(lowerTrim)
  email: string;
}

/** PATCH users/resetPassword/{token} */
export class ResetPasswordDto {
  @ApiProperty()
  @Matches(STRONG_PASSWORD, { message: 'identity.passwordWeak' })
  @IsString({ message: 'identity.passwordWeak' })
  @IsNotEmpty({ message: 'common.required' })
  password: string;

  @ApiProperty()
  @MatchesProperty('password', { message: 'identity.passwordMismatch' })
  @IsNotEmpty({ message: 'common.required' })
  passwordConfirm: string;
}

/** PATCH users/updateMyPassword */
export class UpdatePasswordDto extends ResetPasswordDto {
  @ApiProperty()
  @IsString({ message: 'common.required' })
  @IsNotEmpty({ message: 'common.required' })
  passwordCurrent: string;
}
