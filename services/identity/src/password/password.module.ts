import { Module } from '@nestjs/common';
import { LoginModule } from '../login/login.module';
import { PasswordController } from './password.controller';
import { PasswordService } from './password.service';

@Module({ imports: [LoginModule], controllers: [PasswordController], providers: [PasswordService] })
export class PasswordModule {}
