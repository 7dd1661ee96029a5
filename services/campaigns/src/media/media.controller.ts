import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { addDocumentEndpoint, addImageEndpoint, addVideoEndpoint, removeDocumentEndpoint, removeImageEndpoint, removeVideoEndpoint, updateDocumentEndpoint, updateVideoEndpoint } from '@cf/contracts';
import { CurrentUser, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { MediaService } from './media.service';

/** C2.11 extras: gallery images, videos and documents (API.md §6). */
@ApiTags('campaign media')
@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @ServeEndpoint(addImageEndpoint)
  addImage(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.media.addImage(id, user, body);
  }

  @ServeEndpoint(removeImageEndpoint)
  removeImage(@Param('id') id: string, @Param('imageId') imageId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.media.removeImage(id, imageId, user);
  }

  @ServeEndpoint(addVideoEndpoint)
  addVideo(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.media.addVideo(id, user, body);
  }

  @ServeEndpoint(updateVideoEndpoint)
  updateVideo(@Param('id') id: string, @Param('videoId') videoId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.media.updateVideo(id, videoId, user, body);
  }

  @ServeEndpoint(removeVideoEndpoint)
  removeVideo(@Param('id') id: string, @Param('videoId') videoId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.media.removeVideo(id, videoId, user);
  }

  @ServeEndpoint(addDocumentEndpoint)
  addDocument(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.media.addDocument(id, user, body);
  }

  @ServeEndpoint(updateDocumentEndpoint)
  updateDocument(
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: unknown,
  ) {
    return this.media.updateDocument(id, documentId, user, body);
  }

  @ServeEndpoint(removeDocumentEndpoint)
  removeDocument(@Param('id') id: string, @Param('documentId') documentId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.media.removeDocument(id, documentId, user);
  }
}
