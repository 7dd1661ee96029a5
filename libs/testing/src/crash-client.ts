/**
 * A client for crash tests: it talks to a service that may be killed at any moment, and keeps
 * sending the same request until it learns the outcome, as a real client with retries would.
 */
export interface JsonAnswer {
  status: number;
  body: { status?: string; message?: string; data?: { data?: Record<string, unknown> } };
}

export interface JsonRequest {
  method: string;
  token?: string;
  /** Sent as Idempotency-Key. */
  key?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** How long to wait for the answer (default 15 s). */
  timeoutMs?: number;
}

/** One JSON request (15 s at most unless `timeoutMs` says otherwise); a lost connection rejects. */
export async function sendJson(url: string, request: JsonRequest): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.key) headers['idempotency-key'] = request.key;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: request.method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body), signal: AbortSignal.timeout(request.timeoutMs ?? 15_000) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as JsonAnswer['body']) : {} };
}

/**
 * Sends the request until it has an outcome: a lost connection (the service is down), or an answer
 * `again` says is none (a 5xx by default), is sent again after a short pause. Past `deadline` it
 * fails with the last answer and `output()` (the service's last log lines).
 */
export async function untilAnswered(
  send: () => Promise<JsonAnswer>,
  deadline: number,
  options: { what: string; again?: (answer: JsonAnswer) => boolean; output?: () => string },
): Promise<JsonAnswer & { attempts: number }> {
  const again = options.again ?? ((answer: JsonAnswer) => answer.status >= 500);
  let last = '';
  for (let attempts = 1; ; attempts++) {
    try {
      const answer = await send();
      if (!again(answer)) return { ...answer, attempts };
      last = `${answer.status} ${answer.body.message}`;
    } catch (error) {
      // ECONNREFUSED / socket closed while the service is down: try again.
      last = `${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`;
    }
    if (Date.now() > deadline) throw new Error(`${options.what} got no outcome after ${attempts} attempts (last: ${last})\n--- service ---\n${options.output?.() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 250));
  }
}
