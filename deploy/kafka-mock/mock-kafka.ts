/**
 * Node helper around deploy/kafka-mock/start.sh: starts librdkafka's mock
 * Kafka cluster as a child process on loopback and talks to its control
 * channel (stdin/stdout). Node built-ins only.
 *
 *   const kafka = await startMockKafka({ brokers: 1 });
 *   // new Kafka({ brokers: kafka.brokers, ... })
 *   await kafka.control('down 1');
 *   await kafka.control('up 1');
 *   await kafka.stop();
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import * as path from 'node:path';
import * as readline from 'node:readline';

export interface MockKafkaOptions {
  /** Number of brokers (ids 1..n). Default 1. */
  brokers?: number;
  /** Bind broker i to 127.0.0.1:(port + i - 1) instead of ephemeral ports. */
  port?: number;
  /** Topics to pre-create, e.g. ['orders:3']; a bare name gets 1 partition. */
  topics?: string[];
  /** Write the bootstrap list to this file (removed again on stop). */
  bootstrapFile?: string;
  /** How long to wait for the BOOTSTRAP line, including the first compile. Default 30000. */
  startTimeoutMs?: number;
  /** Forward the cluster's stderr to this process's stderr. Default: only if KAFKA_MOCK_DEBUG is set. */
  inheritStderr?: boolean;
}

export interface MockKafka {
  /** Comma-separated bootstrap list, e.g. "127.0.0.1:41235". */
  bootstrap: string;
  /** The bootstrap list split into host:port entries (kafkajs `brokers`). */
  brokers: string[];
  /** Pid of the mock-cluster process. */
  pid: number;
  /**
   * Sends one control command (`down <id>`, `up <id>`, `rtt <id> <ms>`,
   * `partitions <topic> <n>`, `leader <topic> <partition> <id>`, `ping`,
   * `bootstrap`) and resolves with the reply line ("OK" or "OK ...").
   * Rejects if the cluster answers "ERR ..." or is not running.
   */
  control(cmd: string): Promise<string>;
  /** Stops the cluster (SIGTERM, SIGKILL after 5 s). Idempotent. */
  stop(): Promise<void>;
}

const START_SCRIPT = path.join(__dirname, 'start.sh');
const STDERR_TAIL_LINES = 20;

interface Pending {
  cmd: string;
  resolve: (reply: string) => void;
  reject: (err: Error) => void;
}

export function startMockKafka(opts: MockKafkaOptions = {}): Promise<MockKafka> {
  const brokerCount = opts.brokers ?? 1;
  if (!Number.isInteger(brokerCount) || brokerCount < 1 || brokerCount > 64) {
    return Promise.reject(new Error(`startMockKafka: brokers must be an integer 1..64, got ${brokerCount}`));
  }
  const args = ['--brokers', String(brokerCount), '--control-stdin'];
  if (opts.port !== undefined) args.push('--port', String(opts.port));
  if (opts.bootstrapFile !== undefined) args.push('--bootstrap-file', opts.bootstrapFile);
  for (const t of opts.topics ?? []) args.push('--topic', t);
  const startTimeoutMs = opts.startTimeoutMs ?? 30_000;
  const inheritStderr = opts.inheritStderr ?? Boolean(process.env.KAFKA_MOCK_DEBUG);

  const child: ChildProcessWithoutNullStreams = spawn('bash', [START_SCRIPT, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, KAFKA_MOCK_BROKERS: '', KAFKA_MOCK_PORT: '', KAFKA_MOCK_BOOTSTRAP_FILE: '' },
  });

  const stderrTail: string[] = [];
  const pending: Pending[] = [];
  let exited = false;
  let exitInfo = '';
  // 'close' (not 'exit') so that all stderr lines have been read by then.
  const exitPromise = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      exited = true;
      exitInfo = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    });
  });

  // Safety net: never leave a broker behind when this Node process exits.
  const onProcessExit = (): void => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', onProcessExit);

  const stderrHint = (): string => (stderrTail.length ? `\n--- mock-cluster stderr ---\n${stderrTail.join('\n')}` : '');

  readline.createInterface({ input: child.stderr }).on('line', (line) => {
    stderrTail.push(line);
    if (stderrTail.length > STDERR_TAIL_LINES) stderrTail.shift();
    if (inheritStderr) process.stderr.write(`[kafka-mock] ${line}\n`);
  });
  // Writing to a dead child's stdin must not crash the host process.
  child.stdin.on('error', () => undefined);

  return new Promise<MockKafka>((resolve, reject) => {
    let started = false;

    const timer = setTimeout(() => {
      if (started) return;
      child.kill('SIGKILL');
      fail(new Error(`startMockKafka: no BOOTSTRAP line within ${startTimeoutMs} ms${stderrHint()}`));
    }, startTimeoutMs);

    const fail = (err: Error): void => {
      clearTimeout(timer);
      process.removeListener('exit', onProcessExit);
      reject(err);
    };

    child.once('error', (err) => {
      if (!started) fail(new Error(`startMockKafka: cannot spawn ${START_SCRIPT}: ${err.message}`));
    });

    void exitPromise.then(() => {
      process.removeListener('exit', onProcessExit);
      for (const p of pending.splice(0)) {
        p.reject(new Error(`kafka-mock: cluster exited (${exitInfo}) before answering '${p.cmd}'${stderrHint()}`));
      }
      if (!started) {
        fail(new Error(`startMockKafka: mock cluster exited (${exitInfo}) before it was ready${stderrHint()}`));
      }
    });

    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (!started) {
        if (!line.startsWith('BOOTSTRAP=')) return;
        started = true;
        clearTimeout(timer);
        const bootstrap = line.slice('BOOTSTRAP='.length).trim();
        resolve(makeHandle(bootstrap));
        return;
      }
      const p = pending.shift();
      if (!p) return; // unsolicited output; ignore
      if (line.startsWith('OK')) p.resolve(line);
      else p.reject(new Error(`kafka-mock: '${p.cmd}' failed: ${line}`));
    });

    let stopping: Promise<void> | undefined;

    const makeHandle = (bootstrap: string): MockKafka => ({
      bootstrap,
      brokers: bootstrap.split(',').filter(Boolean),
      pid: child.pid ?? -1,
      control(cmd: string): Promise<string> {
        const line = cmd.trim();
        if (!line || /[\r\n]/.test(line)) {
          return Promise.reject(
            new Error(`kafka-mock: control command must be a single non-empty line, got ${JSON.stringify(cmd)}`),
          );
        }
        if (exited || stopping) {
          return Promise.reject(new Error(`kafka-mock: cluster is not running; cannot send '${line}'`));
        }
        return new Promise<string>((res, rej) => {
          pending.push({ cmd: line, resolve: res, reject: rej });
          child.stdin.write(`${line}\n`);
        });
      },
      stop(): Promise<void> {
        if (!stopping) {
          stopping = (async () => {
            if (!exited) {
              child.kill('SIGTERM');
              child.stdin.end();
              const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
              await exitPromise;
              clearTimeout(killTimer);
            }
            process.removeListener('exit', onProcessExit);
          })();
        }
        return stopping;
      },
    });
  });
}
