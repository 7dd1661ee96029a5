import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthenticatedUser } from '@cf/platform';
import { CurrentUserSubscribeDto, VisitorSubscribeDto } from './newsletter.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('identity: newsletter')
@Controller('api/v1')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** A7.4 users/current-user-newsletter-subscribe (email?) */
  @HttpCode(200)
  @Post('users/current-user-newsletter-subscribe')
  subscribeMe(@CurrentUser() user: AuthenticatedUser, @Body() dto: CurrentUserSubscribeDto) {
    return this.newsletter.subscribeCurrentUser(user, dto.email);
  }

  /** Visitors (footer form). */
  @Public()
  @HttpCode(200)
  @Post('newsletter/subscribe')
  subscribe(@Body() dto: VisitorSubscribeDto, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.newsletter.subscribe(dto.email, user?.id ?? null);
  }
}
