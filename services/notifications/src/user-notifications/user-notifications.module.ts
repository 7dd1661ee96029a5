import { Module } from '@nestjs/common';
import { UserNotificationsController } from './user-notifications.controller';
import { UserNotificationsRepository } from './user-notifications.repository';
import { UserNotificationsService } from './user-notifications.service';

@Module({ controllers: [UserNotificationsController], providers: [UserNotificationsService, UserNotificationsRepository], exports: [UserNotificationsService] })
export class UserNotificationsModule {}
