import { Body, Controller, Delete, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { MediaService } from './media.service';

/** C2.11 extras: gallery images, videos and documents (API.md §6). */
@ApiTags('campaign media')
@Controller('api/v1')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post('equity/extras-images/:id')
  addImage(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.media.addImage(id, user, body);
  }

  @Delete('equity/extras-images/:id/:imageId')
  removeImage(@Param('id') id: string, @Param('imageId') imageId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.media.removeImage(id, imageId, user);
  }

  @Post('extras-videos/:id')
  addVideo(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.media.addVideo(id, user, body);
  }

  @Patch('extras-videos/:id/:videoId')
  updateVideo(@Param('id') id: string, @Param('videoId') videoId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.media.updateVideo(id, videoId, user, body);
  }

  @Delete('extras-videos/:id/:videoId')
  removeVideo(@Param('id') id: string, @Param('videoId') videoId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.media.removeVideo(id, videoId, user);
  }

  @Post('extras-document/:id')
  addDocument(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.media.addDocument(id, user, body);
  }

  @Patch('extras-document/:id/:documentId')
  updateDocument(
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: unknown,
  ) {
    return this.media.updateDocument(id, documentId, user, body);
  }

  @Delete('extras-document/:id/:documentId')
  removeDocument(@Param('id') id: string, @Param('documentId') documentId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.media.removeDocument(id, documentId, user);
  }
}
