import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SmsModule } from '../sms/sms.module';
import { DevMailboxController } from './dev-mailbox.controller';

/** Adds the dev mailbox routes only when enabled; disabled, the paths simply do not exist. */
@Module({})
export class DevMailboxModule {
  static register(enabled: boolean): DynamicModule {
    return { module: DevMailboxModule, imports: enabled ? [MailModule, SmsModule] : [], controllers: enabled ? [DevMailboxController] : [] };
  }
}
