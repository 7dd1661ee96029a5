import { Controller, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, EndpointBody, EndpointQuery, RawResponse, ServeEndpoint, fileReplyHeaders } from '@cf/platform';
import { followEndpoint, meEndpoint, photoEndpoint, profileNetworkEndpoint, profileNetworkOfEndpoint, publicProfileEndpoint, unfollowEndpoint, updateMeEndpoint, uploadCoverPhotoEndpoint, uploadPhotoEndpoint, type EndpointParsedBody, type EndpointParsedQuery } from '@cf/contracts';
import { ProfileImagesService } from './profile-images.service';
import { ProfileService } from './profile.service';

@ApiTags('identity: profile and follows')
@ApiBearerAuth()
@Controller()
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly images: ProfileImagesService,
  ) {}

  /** A7.3 GET users/me (A3.3 current user) */
  @ServeEndpoint(meEndpoint)
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.profiles.current(user);
  }

  /** A7.3 PATCH users/updateMe (A3.4 profile fields) */
  @ServeEndpoint(updateMeEndpoint)
  updateMe(@CurrentUser() user: AuthenticatedUser, @EndpointBody(updateMeEndpoint) dto: EndpointParsedBody<typeof updateMeEndpoint>) {
    return this.profiles.updateMe(user, dto);
  }

  /** A5.8 / A9.4: profile image (PNG/JPEG data URL, square, at least 200×200, under 2 MB). */
  @ServeEndpoint(uploadPhotoEndpoint)
  uploadPhoto(@CurrentUser() user: AuthenticatedUser, @EndpointBody(uploadPhotoEndpoint) dto: EndpointParsedBody<typeof uploadPhotoEndpoint>) {
    return this.images.upload(user, 'photo', dto.image);
  }

  /** A5.8 / A9.5: cover image (PNG/JPEG data URL, at least 1350×400, under 2 MB). */
  @ServeEndpoint(uploadCoverPhotoEndpoint)
  uploadCoverPhoto(@CurrentUser() user: AuthenticatedUser, @EndpointBody(uploadCoverPhotoEndpoint) dto: EndpointParsedBody<typeof uploadCoverPhotoEndpoint>) {
    return this.images.upload(user, 'coverPhoto', dto.image);
  }

  /** An uploaded image, by its server-made key (uuid + extension); immutable, so cached for a year. */
  @RawResponse()
  @ServeEndpoint(photoEndpoint)
  async photo(@Param('key') key: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const image = await this.images.read(key);
    fileReplyHeaders(reply, image.contentType, 'public-immutable');
    return image.bytes;
  }

  /** Public profile page /profile/{slug} */
  @ServeEndpoint(publicProfileEndpoint)
  profile(@Param('slug') slug: string, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.profiles.publicProfile(slug, user);
  }

  /** A7.6 users/profile-network/ (followers and following, page size 10); the kernel ignores trailing slashes. */
  @ServeEndpoint(profileNetworkEndpoint)
  network(@EndpointQuery(profileNetworkEndpoint) query: EndpointParsedQuery<typeof profileNetworkEndpoint>, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.profiles.network(query, user);
  }

  /** The same for one user: users/profile-network/{slug or id}. */
  @ServeEndpoint(profileNetworkOfEndpoint)
  networkOf(@Param('slug') slug: string, @EndpointQuery(profileNetworkOfEndpoint) query: EndpointParsedQuery<typeof profileNetworkOfEndpoint>, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.profiles.network({ ...query, slug }, user);
  }

  @ServeEndpoint(followEndpoint)
  follow(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string) {
    return this.profiles.follow(user, userId);
  }

  @ServeEndpoint(unfollowEndpoint)
  unfollow(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string) {
    return this.profiles.unfollow(user, userId);
  }
}
