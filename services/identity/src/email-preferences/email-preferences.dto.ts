import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

const toBoolean = ({ value }: { value: unknown }): unknown =>
  value === 'true' || value === 1 || value === '1' ? true : value === 'false' || value === 0 || value === '0' ? false : value;

/** PATCH email-preferences/{id}: any of the five switches (A3.13). */
export class UpdateEmailPreferencesDto {
  @ApiPropertyOptional() @IsBoolean({ message: 'identity.booleanRequired' }) @IsOptional() @Transform(toBoolean) investedCampaign?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message: 'identity.booleanRequired' }) @IsOptional() @Transform(toBoolean) savedCampaign?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message: 'identity.booleanRequired' }) @IsOptional() @Transform(toBoolean) newInvestment?: boolean;
  @ApiPropertyOptional() @IsBoolean({ message: 'identity.booleanRequired' }) @IsOptional() @Transform(toBoolean) newComment?: boolean;
  @ApiPropertyOptional()
  @IsBoolean({ message: 'identity.booleanRequired' })
  @IsOptional()
  @Transform(toBoolean)
  newUpdateFromOwner?: boolean;
}
