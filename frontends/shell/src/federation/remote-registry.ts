import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemoteLoadFailure } from './resilient-remotes-plugin';

/**
 * What every remote's `./routes` module exports: exact route patterns → page components, and
 * optionally named widgets the shell places inside its own pages (the home page's campaign lists).
 */
export interface RemoteRoutesModule {
  pages: Record<string, ComponentType>;
  widgets?: Record<string, ComponentType>;
}

/** `/remotes.json`: remote name → URL of its remoteEntry.js. Deployed beside index.html. */
export type RemoteManifest = Record<string, string>;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

let manifestPromise: Promise<RemoteManifest> | null = null;
const registered = new Map<string, string>();

async function fetchManifest(): Promise<RemoteManifest> {
  try {
    // no-cache: a redeployed remote is picked up on the next visit whatever the server's cache headers.
    const response = await fetch('/remotes.json', { cache: 'no-cache', headers: { accept: 'application/json' } });
    if (!response.ok) return {};
    const manifest = (await response.json()) as unknown;
    if (!manifest || typeof manifest !== 'object') return {};
    return Object.fromEntries(
      Object.entries(manifest as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Reads the runtime manifest once and registers its remotes, so remotes deploy without rebuilding the shell. */
export function loadRemoteManifest(): Promise<RemoteManifest> {
  if (!manifestPromise) {
    manifestPromise = fetchManifest().then((manifest) => {
      const remotes = Object.entries(manifest)
        .filter(([name, entry]) => registered.get(name) !== entry)
        .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
      if (remotes.length > 0) {
        registerRemotes(remotes, { force: true });
        for (const r of remotes) registered.set(r.name, manifest[r.name]);
      }
      return manifest;
    });
  }
  return manifestPromise;
}

/** After a failure, the next attempt re-reads the manifest and re-registers (force) the remote. */
export function forgetRemote(remote: string): void {
  registered.delete(remote);
  manifestPromise = null;
}

/**
 * The remote's route table, `null` when the manifest does not list it (not deployed yet), and a
 * RemoteLoadError when it is listed but cannot be loaded.
 */
export async function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule | null> {
  const manifest = await loadRemoteManifest();
  if (!(remote in manifest)) return null;
  let loaded: unknown;
  try {
    loaded = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  } catch (error) {
    throw new RemoteLoadError(remote, error instanceof Error ? error.message : String(error));
  }
  if (isRemoteLoadFailure(loaded)) throw new RemoteLoadError(remote, loaded.message);
  const pages = (loaded as Partial<RemoteRoutesModule> | undefined)?.pages;
  if (!pages || typeof pages !== 'object') throw new RemoteLoadError(remote, `${remote}/routes has no pages`);
  const widgets = (loaded as Partial<RemoteRoutesModule> | undefined)?.widgets;
  return { pages, widgets: widgets && typeof widgets === 'object' ? widgets : {} };
}
