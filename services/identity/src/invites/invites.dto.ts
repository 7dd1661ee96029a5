import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsContractEmail } from '../shared/validation';

/** POST users/send-invites: 1 to 10 addresses and an optional message. */
export class SendInvitesDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: 10 })
  @IsContractEmail({ message: 'common.invalidEmail', each: true })
  @ArrayMaxSize(10, { message: 'identity.invitesCount' })
  @ArrayMinSize(1, { message: 'identity.invitesCount' })
  @IsArray({ message: 'identity.invitesCount' })
  // A comma-separated string is accepted too; addresses are trimmed, lower-cased and de-duplicated.
  @Transform(({ value }) => {
    const list = typeof value === 'string' ? value.split(/[,;\s]+/) : value;
    return Array.isArray(list)
      ? [...new Set(list.map((e) => (typeof e === 'string' ? e.trim().toLowerCase() : e)).filter((e) => e !== ''))]
      : list;
  })
  emails: string[];

  @ApiPropertyOptional({ maxLength: 500 })
  @MaxLength(500, { message: 'identity.inviteMessageTooLong' })
  @IsString({ message: 'common.invalidFormat' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  message?: string;
}
