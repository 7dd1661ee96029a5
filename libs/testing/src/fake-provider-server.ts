import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
}

export type FakeRoute = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A local HTTP server standing in for a provider's API (node:http on a random loopback port):
 * records every request exactly as received and answers from `routes` ("METHOD /path").
 */
export class FakeProviderServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, FakeRoute>();
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeProviderServer> {
    const holder: { instance?: FakeProviderServer } = {};
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const recorded: RecordedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        holder.instance!.requests.push(recorded);
        const route = holder.instance!.routes.get(`${recorded.method} ${recorded.path.split('?')[0]}`);
        Promise.resolve(route ? route(recorded) : { status: 404, json: { error: 'no route' } }).then((answer) => {
          const body = answer.text ?? JSON.stringify(answer.json ?? {});
          res.writeHead(answer.status ?? 200, { 'content-type': answer.text ? 'text/plain' : 'application/json' });
          res.end(body);
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.instance = new FakeProviderServer(server, `http://127.0.0.1:${port}`);
    return holder.instance;
  }

  on(route: string, answer: FakeRoute | FakeAnswer): this {
    this.routes.set(route, typeof answer === 'function' ? answer : () => answer);
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.routes.clear();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
