import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthenticatedUser } from '@cf/platform';
import { ProfileNetworkQuery } from './dtos/network.dto';
import { UpdateMeDto } from './dtos/update-me.dto';
import { ProfileService } from './profile.service';

@ApiTags('identity: profile and follows')
@ApiBearerAuth()
@Controller('api/v1/users')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

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
