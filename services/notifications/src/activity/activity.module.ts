import { Module } from '@nestjs/common';
import { ActivityConsumer } from './activity.consumer';
import { ActivityRepository } from './activity.repository';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';

@Module({ controllers: [ActivityController], providers: [ActivityService, ActivityRepository, ActivityConsumer], exports: [ActivityService] })
export class ActivityModule {}
