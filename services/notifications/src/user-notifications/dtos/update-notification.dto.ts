import { IsBoolean, IsOptional } from 'class-validator';

export class UpdateNotificationDto {
  /** Defaults to true: opening a notification marks it read. */
  @IsOptional()
  @IsBoolean({ message: 'common.invalidFormat' })
  isRead?: boolean;
}
