import { Module } from '@nestjs/common';
import { FollowsRepository } from './follows.repository';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({ controllers: [ProfileController], providers: [ProfileService, FollowsRepository] })
export class ProfileModule {}
