import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, RawResponse, type AuthenticatedUser } from '@cf/platform';
import { ProfileNetworkQuery } from './dtos/network.dto';
import { UpdateMeDto } from './dtos/update-me.dto';
import { UploadImageDto } from './dtos/upload-image.dto';
import { ProfileImagesService } from './profile-images.service';
import { ProfileService } from './profile.service';

@ApiTags('identity: profile and follows')
@ApiBearerAuth()
@Controller('api/v1/users')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly images: ProfileImagesService,
  ) {}

  /** A7.3 GET users/me (A3.3 current user) */
  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.profiles.current(user);
  }

  /** A7.3 PATCH users/updateMe (A3.4 profile fields) */
  @Patch('updateMe')
  updateMe(@CurrentUser() user: AuthenticatedUser, @Body() dto: UpdateMeDto) {
    return this.profiles.updateMe(user, dto);
  }

  /** A5.8 / A9.4: profile image (PNG/JPEG data URL, square, at least 200×200, under 2 MB). */
  @HttpCode(200)
  @Post('upload-photo')
  uploadPhoto(@CurrentUser() user: AuthenticatedUser, @Body() dto: UploadImageDto) {
    return this.images.upload(user, 'photo', dto.image);
  }

  /** A5.8 / A9.5: cover image (PNG/JPEG data URL, at least 1350×400, under 2 MB). */
  @HttpCode(200)
  @Post('upload-cover-photo')
  uploadCoverPhoto(@CurrentUser() user: AuthenticatedUser, @Body() dto: UploadImageDto) {
    return this.images.upload(user, 'coverPhoto', dto.image);
  }

  /** An uploaded image, by its server-made key (uuid + extension); immutable, so cached for a year. */
  @Public()
  @RawResponse()
  @Get('photos/:key')
  async photo(@Param('key') key: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const image = await this.images.read(key);
    void reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return image.bytes;
  }

  /** Public profile page /profile/{slug} */
  @Public()
  @Get('profile/:slug')
  profile(@Param('slug') slug: string, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.profiles.publicProfile(slug, user);
  }

  /** A7.6 users/profile-network/ (followers and following, page size 10); the kernel ignores trailing slashes. */
  @Public()
  @Get('profile-network')
  network(@Query() query: ProfileNetworkQuery, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.profiles.network(query, user);
  }

  /** The same for one user: users/profile-network/{slug or id}. */
  @Public()
  @Get('profile-network/:slug')
  networkOf(@Param('slug') slug: string, @Query() query: ProfileNetworkQuery, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.profiles.network({ ...query, slug }, user);
  }

  @HttpCode(200)
  @Post('follow/:userId')
  follow(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string) {
    return this.profiles.follow(user, userId);
  }

  @Delete('follow/:userId')
  unfollow(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string) {
    return this.profiles.unfollow(user, userId);
  }
}
