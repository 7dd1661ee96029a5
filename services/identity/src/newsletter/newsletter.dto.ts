import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional } from 'class-validator';
import { IsContractEmail, lowerTrim } from '../shared/validation';

/** users/current-user-newsletter-subscribe: the signed-in user's address unless another is given. */
export class CurrentUserSubscribeDto {
  @ApiPropertyOptional()
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value))
  email?: string;
}

/** newsletter/subscribe (visitors). */
export class VisitorSubscribeDto {
  @ApiProperty()
  @IsContractEmail({ message: 'common.invalidEmail' })
  @IsNotEmpty({ message: 'common.required' })
  @Transform(lowerTrim)
  email: string;
}
