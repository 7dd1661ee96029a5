import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { ContractCodeIssuedV1, eventEnvelopeSchema, topicOf } from '@cf/contracts';
import { developmentKeyring, SecretBox } from '@cf/platform';

/**
 * The codes investments texts to confirm contract signatures, read where notifications reads them:
 * on Kafka, sealed under the (development) DELIVERY_KEYRING. The crash tests run without
 * notifications; investing needs a signed contract before paying (ADR 0019), so they sign as an
 * investor does and take the code from here.
 */
export class ContractCodes {
  private readonly latest = new Map<string, string>();
  private readonly box = SecretBox.fromKeyring(developmentKeyring('DELIVERY_KEYRING'));

  private constructor(private readonly consumer: Consumer) {}

  static async start(brokers: string, runId: string): Promise<ContractCodes> {
    const consumer = new Kafka({ clientId: `contract-codes-${runId}`, brokers: brokers.split(','), logLevel: logLevel.NOTHING }).consumer({ groupId: `contract-codes-${runId}`, maxWaitTimeInMs: 50 });
    const codes = new ContractCodes(consumer);
    await consumer.connect();
    await consumer.subscribe({ topic: topicOf(ContractCodeIssuedV1.source), fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const parsed = eventEnvelopeSchema.safeParse(JSON.parse(message.value?.toString() ?? 'null'));
        if (!parsed.success || parsed.data.type !== ContractCodeIssuedV1.type) return;
        const data = parsed.data.data as { investmentId: string; sealedCode: string };
        // One partition per investment's events, in order: the last one read is the code in force.
        codes.latest.set(data.investmentId, codes.box.open(data.sealedCode, ContractCodeIssuedV1.type));
      },
    });
    return codes;
  }

  /** The newest code issued for the investment, other than `not` (a code already tried), once it arrives. */
  async codeFor(investmentId: string, deadline: number, not?: string): Promise<string> {
    for (;;) {
      const code = this.latest.get(investmentId);
      if (code && code !== not) return code;
      if (Date.now() > deadline) throw new Error(`no contract code for ${investmentId} reached Kafka in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
  }
}

type Answer = { status: number; body: { message?: string; data?: { data?: { state?: string } } } };

/**
 * Signs an investment's contract (typed) and confirms it with its texted code, sending each request
 * again until it is answered (`send` retries what a killed process did not answer). A code issued
 * before a crash may have been replaced by a new signature: a refused code waits for the next one.
 */
export async function signAndConfirm(send: (method: string, path: string, body: unknown) => Promise<Answer>, codes: ContractCodes, investmentId: string, deadline: number): Promise<void> {
  const signed = await send('POST', `contracts/sign/${investmentId}`, { kind: 'typed', text: 'Crash Test Investor' });
  if (signed.status !== 200) throw new Error(`signing ${investmentId} answered ${signed.status}: ${signed.body.message}`);
  let tried: string | undefined;
  for (;;) {
    const code = await codes.codeFor(investmentId, deadline, tried);
    const confirmed = await send('POST', `contracts/create-pdf/${investmentId}`, { code });
    // 409: confirmed already (the answer to an earlier attempt was lost in the crash).
    if (confirmed.status === 200 || confirmed.status === 409) return;
    if (confirmed.status !== 400 || Date.now() > deadline) throw new Error(`confirming ${investmentId} answered ${confirmed.status}: ${confirmed.body.message}`);
    tried = code;
  }
}
