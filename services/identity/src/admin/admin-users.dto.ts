import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class AdminUsersQuery {
  @ApiPropertyOptional({ description: 'words searched in names, e-mail and slug' })
  @MaxLength(100, { message: 'common.invalidFormat' })
  @IsString({ message: 'common.invalidFormat' })
  @IsOptional()
  search?: string;

  @ApiPropertyOptional({ description: 'page × 10' })
  @IsOptional()
  limit?: string;
}

export class UserStatusDto {
  @ApiProperty({ enum: ['active', 'inactive'] })
  @IsIn(['active', 'inactive'], { message: 'identity.statusInvalid' })
  @IsNotEmpty({ message: 'common.required' })
  status: 'active' | 'inactive';
}
