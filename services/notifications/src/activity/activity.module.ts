import { Module } from '@nestjs/common';
import { ActivityConsumer } from './activity.consumer';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';

@Module({ controllers: [ActivityController], providers: [ActivityService, ActivityConsumer], exports: [ActivityService] })
export class ActivityModule {}
