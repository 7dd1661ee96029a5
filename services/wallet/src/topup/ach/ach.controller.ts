import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, IsNotEmpty } from 'class-validator';
import { currentContext, CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { AchService } from './ach.service';

export class ConnectAchAccountDto {
  @MaxLength(255, { message: 'wallet.achSessionInvalid' })
  @IsNotEmpty({ message: 'wallet.achSessionInvalid' })
  @IsString({ message: 'wallet.achSessionInvalid' })
  sessionId!: string;
}

export class AchProcessPaymentDto {
  @IsOptional()
  @MaxLength(36, { message: 'wallet.preapprovalNotFound' })
  @IsString({ message: 'wallet.preapprovalRequired' })
  preapprovalId?: string;

  @IsOptional()
  @MaxLength(128, { message: 'wallet.connectPaymentAccount' })
  @IsString({ message: 'wallet.connectPaymentAccount' })
  accountId?: string;
}

/**
 * A7.11 / C7.7 ACH paths. The gateway routes `equity/ach-payment/*` with optional authentication;
 * none of these is @Public, so the service itself refuses a request without a valid token (401).
 */
@ApiTags('wallet: ACH')
@ApiBearerAuth()
@Controller('api/v1/equity/ach-payment')
export class AchController {
  constructor(private readonly ach: AchService) {}

  @Get('get-connection-url')
  connectionUrl(@CurrentUser() user: AuthenticatedUser) {
    return this.ach.connectionUrl(user, currentContext()?.language ?? 'ar');
  }

  @HttpCode(200)
  @Post('create-payment-link-token')
  linkToken(@CurrentUser() user: AuthenticatedUser) {
    return this.ach.linkToken(user);
  }

  @HttpCode(200)
  @Post('connect-ach-account')
  connect(@CurrentUser() user: AuthenticatedUser, @Body() dto: ConnectAchAccountDto) {
    return this.ach.connect(user, dto.sessionId);
  }

  @Get('get-all-accounts-by-user')
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.ach.list(user);
  }

  @Delete('disconnect-ach-account/:id')
  disconnect(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.ach.disconnect(user, id);
  }

  @HttpCode(200)
  @Post('disconnect-ach-account/:id')
  disconnectByPost(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.ach.disconnect(user, id);
  }

  @HttpCode(200)
  @Post('wallet-process-payment')
  processPayment(@CurrentUser() user: AuthenticatedUser, @Body() dto: AchProcessPaymentDto) {
    return this.ach.processPayment(user, dto.accountId);
  }
}
