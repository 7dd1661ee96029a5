import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { FollowsRepository } from './follows.repository';
import { ProfileImagesService } from './profile-images.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({ imports: [StorageModule], controllers: [ProfileController], providers: [ProfileService, ProfileImagesService, FollowsRepository] })
export class ProfileModule {}
