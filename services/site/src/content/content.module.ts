import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';
import { ContentPagesService } from './content-pages.service';
import { ContentImagesService } from './content-images.service';
import { FaqsService } from './faqs.service';

@Module({ controllers: [ContentController], providers: [ContentPagesService, FaqsService, ContentImagesService] })
export class ContentModule {}
