import { waitFor } from '../wait-for';
import type { TestUser } from '../accounts';
import type { ApiResponse, TestPlatform } from '../platform';

/** The contract codes each platform's tests have read already (a code is used once). */
const codesRead = new WeakMap<TestPlatform, Set<string>>();
const signingQueues = new WeakMap<TestPlatform, Map<string, Promise<void>>>();

/**
 * Signs an investment's contract as the investor does it (typed), and confirms it with the code
 * texted to the mobile number verification confirmed, read from the dev SMS box: the contract is
 * then under review and the investment can be paid (ADR 0019). Needs notifications running and an
 * investor from `makeVerifiedInvestor` (which knows the number).
 */
export function signContract(platform: TestPlatform, investor: TestUser, investmentId: string, text = 'Huda Al Siyabi'): Promise<void> {
  // One signature at a time per mobile number: codes texted at once to one phone cannot be told apart.
  const queues = signingQueues.get(platform) ?? new Map<string, Promise<void>>();
  signingQueues.set(platform, queues);
  const turn = (queues.get(investor.id) ?? Promise.resolve()).then(() => signAndConfirm(platform, investor, investmentId, text));
  queues.set(investor.id, turn.catch(() => undefined));
  return turn;
}

async function signAndConfirm(platform: TestPlatform, investor: TestUser, investmentId: string, text: string): Promise<void> {
  if (!investor.phone) throw new Error('signContract needs a verified investor (makeVerifiedInvestor), whose mobile number receives the code');
  const call = (method: string, path: string, body?: unknown): Promise<ApiResponse> => platform.api.request(method, `/api/v1/${path}?lng=en`, { token: investor.token, body });
  const read = codesRead.get(platform) ?? new Set<string>();
  codesRead.set(platform, read);
  // Codes texted before this signature are not its code (an earlier one withdrawn, say).
  for (const m of await platform.sms.list()) if (m.to === investor.phone && m.template === 'contract-otp') read.add(m.id);
  // Investments learns the verified number from verification's decision: until then signing is refused.
  let signed: ApiResponse | undefined;
  await waitFor(async () => (signed = await call('POST', `contracts/sign/${investmentId}`, { kind: 'typed', text })).status === 200, {
    timeoutMs: 15_000,
    what: () => `signing the contract of ${investmentId} (last answer ${signed?.status}: ${JSON.stringify(signed?.body)})`,
  });
  // 30 s: under a loaded CI, hundreds of codes queue in the delivery worker (seen past 15 s).
  const sms = await platform.sms.waitFor((m) => m.to === investor.phone && m.template === 'contract-otp' && !read.has(m.id), 30_000);
  read.add(sms.id);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  const confirmed = await call('POST', `contracts/create-pdf/${investmentId}`, { code });
  if (confirmed.status !== 200) throw new Error(`confirming the contract of ${investmentId} answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
}
