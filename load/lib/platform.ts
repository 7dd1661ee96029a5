/**
 * What every scenario shares: where the platform is, who signs in, and one way to call the public
 * API (its envelope `{ status, data: { data } }` unwrapped, errors' `message` kept). Environment:
 *   BASE_URL   the gateway (default http://127.0.0.1:8080, what `npm start` prints)
 *   INVESTORS  "email:password,email:password" of verified investors (default: the demo crowd,
 *              investor4..13@demo.om, whom `npm start` seeds verified)
 *   OWNER      "email:password" of a campaign owner (default: the demo owner)
 *   LANGUAGE   ar, en or fr (default en): the answers' language
 *   DEV_SMS    1 when the deployment serves the development SMS box (GET /api/v1/dev/sms): the
 *              hot campaign then signs contracts with the texted code and pays; without it, it reserves only.
 */
import http from 'k6/http';
import { check, fail } from 'k6';

export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
export const LANGUAGE = __ENV.LANGUAGE || 'en';
export const DEV_SMS = __ENV.DEV_SMS === '1';

export interface Account {
  email: string;
  password: string;
}

function parseAccounts(text: string): Account[] {
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const colon = pair.indexOf(':');
      if (colon < 1) fail(`"${pair}": accounts are written email:password`);
      return { email: pair.slice(0, colon), password: pair.slice(colon + 1) };
    });
}

const DEMO_CROWD = Array.from({ length: 10 }, (_, i) => `investor${i + 4}@demo.om:Investor#2026pass`).join(',');

export function investorAccounts(): Account[] {
  return parseAccounts(__ENV.INVESTORS || DEMO_CROWD);
}

export function ownerAccount(): Account {
  return parseAccounts(__ENV.OWNER || 'owner@demo.om:Owner#2026pass')[0];
}

export interface Answer<T> {
  status: number;
  data: T | null;
  message: string | null;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** An Idempotency-Key: a retry with the same key answers the first outcome. */
  key?: string;
  /** The metric's name for this call (paths carry ids: one name per kind of call). */
  name: string;
}

/** One call to /api/v1/{path}; the envelope's payload as `data`. */
export function api<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, options: CallOptions): Answer<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': LANGUAGE };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = http.request(method, `${BASE_URL}/api/v1/${path}`, options.body === undefined ? null : JSON.stringify(options.body), {
    headers,
    tags: { name: options.name },
  });
  type Envelope = { data?: { data?: T }; message?: string };
  let parsed: Envelope | null;
  try {
    parsed = response.json() as Envelope | null;
  } catch {
    parsed = null;
  }
  return { status: response.status, data: (parsed?.data?.data ?? null) as T | null, message: parsed?.message ?? null };
}

/** Signs in and answers the bearer token (the login answers it at the top level). */
export function signIn(account: Account): string {
  const response = http.post(`${BASE_URL}/api/v1/users/login`, JSON.stringify({ email: account.email, password: account.password }), {
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    tags: { name: 'sign in' },
  });
  const token = (response.json() as { token?: string } | null)?.token;
  if (!check(response, { 'signed in': (r) => r.status === 200 && typeof token === 'string' }))
    fail(`${account.email} could not sign in: ${response.status} ${response.body as string}`);
  return token as string;
}

export interface Page<T> {
  docs: T[];
  totalDocs?: number;
}

export interface CampaignCard {
  id: string;
  slug: string;
  campaignName: string;
  status: number;
  investingType: string;
  goal: number;
  raisedAmount: number;
}

/** The live campaigns the public browse list shows, most recent first. */
export function liveCampaigns(): CampaignCard[] {
  const answer = api<Page<CampaignCard>>('GET', 'equities/front?limit=50', { name: 'browse' });
  return answer.data?.docs ?? [];
}

interface Sms {
  id: string;
  to: string;
  template: string;
  text: string;
}

/** The development SMS box's texts (only where the deployment serves it: DEV_SMS=1). */
export function devTexts(): Sms[] {
  const answer = api<Sms[] | Page<Sms>>('GET', 'dev/sms', { name: 'dev sms' });
  const data = answer.data;
  return Array.isArray(data) ? data : (data?.docs ?? []);
}

/** A random UUID (k6 has crypto.randomUUID in recent versions; this keeps older ones working). */
export function uuid(): string {
  const hex = '0123456789abcdef';
  let out = '';
  for (let i = 0; i < 36; i++) {
    if (i === 8 || i === 13 || i === 18 || i === 23) out += '-';
    else if (i === 14) out += '4';
    else if (i === 19) out += hex[8 + Math.floor(Math.random() * 4)];
    else out += hex[Math.floor(Math.random() * 16)];
  }
  return out;
}
