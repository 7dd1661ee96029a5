import { Module, type DynamicModule } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';

/** Adds the dev mailbox routes only when enabled; disabled, the paths simply do not exist. */
@Module({})
export class DevMailboxModule {
  static register(enabled: boolean): DynamicModule {
    return { module: DevMailboxModule, controllers: enabled ? [DevMailboxController] : [] };
  }
}
