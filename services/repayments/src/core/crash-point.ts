import { writeSync } from 'node:fs';
import type { RepaymentCrashPoint, RepaymentsConfig } from '../config/env';

/** Tests only (REPAYMENT_CRASH_AFTER): dies like a killed process right after `step`. */
export function crashPoint(config: RepaymentsConfig, step: RepaymentCrashPoint): void {
  if (config.crashAfter !== step) return;
  // Written synchronously: an asynchronous log line would die with the process.
  writeSync(2, `REPAYMENT_CRASH_AFTER=${step}: killing this process\n`);
  process.kill(process.pid, 'SIGKILL');
}
