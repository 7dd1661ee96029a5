import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

const REGISTER = join(resolve(__dirname, '..', '..', '..'), 'deploy', 'register.js');

/** A TCP port nobody listens on right now (the benchmarks' services bind it next). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/**
 * Forks a TypeScript entry point (a path under tools/bench: `support/run-wallet.ts`…) and waits for its
 * `{ ready }` message; `execArgv` adds Node flags (a CPU profile).
 */
export function startChild(script: string, env: NodeJS.ProcessEnv, name: string, execArgv: string[] = []): Promise<ChildProcess> {
  const child = fork(join(__dirname, '..', script), [], { execArgv: ['-r', REGISTER, ...execArgv], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start within 180 s`)), 180_000);
    child.once('message', () => {
      clearTimeout(timer);
      ready(child);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${name} exited with code ${code} before it was ready`));
    });
  });
}

/** SIGTERM, then SIGKILL after 5 s. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
