import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@cf/platform';
import { ActivateAccountDto, ResendActivationDto } from './dtos/activation.dto';
import { SignupDto } from './dtos/signup.dto';
import { RegistrationService } from './registration.service';

@ApiTags('identity: sign-up and activation')
@Controller('api/v1/users')
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  /** A7.2 POST users/signup */
  @Public()
  @Post('signup')
  signup(@Body() dto: SignupDto) {
    return this.registration.signup(dto);
  }

  /** A7.4 users/activeAccount/{id}: the activation page posts the token of its link. */
  @Public()
  @Patch('activeAccount/:userId')
  activate(@Param('userId') userId: string, @Body() dto: ActivateAccountDto) {
    return this.registration.activate(userId, dto.token);
  }

  /** The same for a plain link: GET users/activeAccount/{id}?token= */
  @Public()
  @Get('activeAccount/:userId')
  activateByLink(@Param('userId') userId: string, @Query() dto: ActivateAccountDto) {
    return this.registration.activate(userId, dto.token);
  }

  /** A7.4 POST users/resendUserActivationLink (email) */
  @Public()
  @HttpCode(200)
  @Post('resendUserActivationLink')
  resend(@Body() dto: ResendActivationDto) {
    return this.registration.resendActivation(dto.email);
  }
}
