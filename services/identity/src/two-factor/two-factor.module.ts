import { Module } from '@nestjs/common';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({ controllers: [TwoFactorController], providers: [TwoFactorService] })
export class TwoFactorModule {}
