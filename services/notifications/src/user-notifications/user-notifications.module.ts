import { Module } from '@nestjs/common';
import { UserNotificationsController } from './user-notifications.controller';
import { UserNotificationsService } from './user-notifications.service';

@Module({ controllers: [UserNotificationsController], providers: [UserNotificationsService], exports: [UserNotificationsService] })
export class UserNotificationsModule {}
