/** Dev-server ports of `npm run dev:web`; the shell proxies /api to the gateway on 8080. */
export const DEV_PORTS = { shell: 4200, settings: 4201, admin: 4202, campaign: 4203, wallet: 4204 } as const;
export const REMOTES = ['settings', 'admin', 'campaign', 'wallet'] as const;
export type RemoteApp = (typeof REMOTES)[number];

export function devRemoteManifest(): Record<string, string> {
  return Object.fromEntries(REMOTES.map((name) => [name, `http://127.0.0.1:${DEV_PORTS[name]}/remoteEntry.js`]));
}

/** Production layout served by the gateway from one folder: remotes under /remotes/<name>/. */
export function productionRemoteManifest(): Record<string, string> {
  return Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/remoteEntry.js`]));
}
