import { Module } from '@nestjs/common';
import { ActivityConsumer } from './activity.consumer';
import { ActivityRepository } from './activity.repository';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';
import { PlatformActivityConsumer } from './platform-activity.consumer';

@Module({
  controllers: [ActivityController],
  providers: [ActivityService, ActivityRepository, ActivityConsumer, PlatformActivityConsumer],
  exports: [ActivityService],
})
export class ActivityModule {}
