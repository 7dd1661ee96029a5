import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { completenessEndpoint, submitForReviewEndpoint } from '@cf/contracts';
import { CurrentUser, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { SubmissionService } from './submission.service';

/** C4.2: the completeness check and the submission for review. */
@ApiTags('campaign submission')
@Controller()
export class SubmissionController {
  constructor(private readonly submission: SubmissionService) {}

  @ServeEndpoint(completenessEndpoint)
  completeness(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.submission.completeness(id, user);
  }

  @ServeEndpoint(submitForReviewEndpoint)
  submit(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.submission.submit(id, user);
  }
}
