import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { SubmissionService } from './submission.service';

/** C4.2: the completeness check and the submission for review. */
@ApiTags('campaign submission')
@Controller('api/v1')
export class SubmissionController {
  constructor(private readonly submission: SubmissionService) {}

  @Get('campaigns/:id/completeness')
  completeness(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.submission.completeness(id, user);
  }

  @HttpCode(200)
  @Post('campaigns/:id/submit-for-review')
  submit(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.submission.submit(id, user);
  }
}
