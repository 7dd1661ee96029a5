import type { NotificationsConfig } from '../config/env';
import { writeOutboxFile } from '../core/outbox-files';

export interface OutgoingSms {
  id: string;
  to: string;
  text: string;
  template: string;
  language: string;
}

/**
 * Hands one SMS to a provider; throws when it could not (the worker retries). A real provider
 * adapter implements this interface and is chosen by SMS_TRANSPORT.
 */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<{ transportMessageId: string }>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

/** Writes each SMS as one `.json` file under `${dataDir}/outbox/` (embedded, dev and test modes). */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly dataDir: string) {}

  async send(sms: OutgoingSms): Promise<{ transportMessageId: string }> {
    const file = `sms-${sms.id}.json`;
    await writeOutboxFile(this.dataDir, file, `${JSON.stringify({ ...sms, writtenAt: new Date().toISOString() }, null, 2)}\n`);
    return { transportMessageId: file };
  }
}

export function createSmsSender(config: NotificationsConfig): SmsSender {
  switch (config.smsTransport) {
    case 'outbox':
      return new OutboxSmsSender(config.dataDir);
  }
}
