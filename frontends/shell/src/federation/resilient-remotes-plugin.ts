import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin of the shell. No React here: it runs inside the federation runtime before any shared
 * module is available (DESIGN §8).
 *
 * - A remote's entry script gets 5 s instead of the runtime's 20 s (DESIGN §8): a hanging remote shows
 *   its error panel about 6 s after the navigation, while the shell, already painted thanks to
 *   `shareStrategy: 'loaded-first'`, keeps working. A remoteEntry.js is a few KB, but a slow link (or
 *   a busy server: 3.5 s once on the loaded CI machine, which a 3 s budget turned into an error
 *   panel) must get a slow answer, not an error: only a remote that does not answer is one.
 *   (test/browser/resilience.browser-spec.ts measures both budgets in Chromium.)
 * - When a remote (or one of its modules) cannot be loaded, `loadRemote` resolves to a marker object
 *   instead of rejecting deep inside the runtime; the shell's RemotePage turns the marker into an
 *   error boundary with a retry button.
 */
export const REMOTE_SCRIPT_TIMEOUT_MS = 5000;
export const REMOTE_LOAD_FAILED = '__cfRemoteLoadFailed';

export interface RemoteLoadFailure {
  [REMOTE_LOAD_FAILED]: true;
  id: string;
  message: string;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[REMOTE_LOAD_FAILED] === true;
}

export default function resilientRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cf-resilient-remotes',
    createScript() {
      return { timeout: REMOTE_SCRIPT_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'afterResolve' && lifecycle !== 'beforeRequest') return undefined;
      const failure: RemoteLoadFailure = {
        [REMOTE_LOAD_FAILED]: true,
        id,
        message: error instanceof Error ? error.message : String(error),
      };
      return failure;
    },
  };
}
