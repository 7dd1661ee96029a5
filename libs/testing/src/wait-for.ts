/**
 * Polls `probe` until it returns something truthy and returns that (events travel through the
 * outbox and the bus, so effects in another service arrive a little later).
 */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  /** `what` names the condition in the error; a function is asked at the time-out (to say what was still missing). */
  options: { timeoutMs?: number; intervalMs?: number; what?: string | (() => string) } = {},
): Promise<T> {
  const until = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) {
      const what = typeof options.what === 'function' ? options.what() : options.what;
      throw new Error(`timed out after ${options.timeoutMs ?? 10_000} ms waiting for ${what ?? 'a condition'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 30));
  }
}
