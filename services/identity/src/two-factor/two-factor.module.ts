import { Module } from '@nestjs/common';
import { TotpSecretsResealer } from './totp-secrets-resealer';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({ controllers: [TwoFactorController], providers: [TwoFactorService, TotpSecretsResealer] })
export class TwoFactorModule {}
