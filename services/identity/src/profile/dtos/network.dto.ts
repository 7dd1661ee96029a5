import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** GET users/profile-network/: followers and/or following of a user (the caller by default). */
export class ProfileNetworkQuery {
  @ApiPropertyOptional({ enum: ['followers', 'following'], description: 'one list; both when absent' })
  @IsIn(['followers', 'following'], { message: 'common.invalidFormat' })
  @IsOptional()
  type?: 'followers' | 'following';

  @ApiPropertyOptional({ description: 'page × 10' })
  @IsOptional()
  limit?: string;

  @ApiPropertyOptional({ description: "whose network (the caller's when absent)" })
  @MaxLength(60, { message: 'common.invalidFormat' })
  @IsString({ message: 'common.invalidFormat' })
  @IsOptional()
  slug?: string;

  @ApiPropertyOptional()
  @MaxLength(36, { message: 'common.invalidFormat' })
  @IsString({ message: 'common.invalidFormat' })
  @IsOptional()
  userId?: string;
}
