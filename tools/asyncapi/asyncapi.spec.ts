import { readFileSync } from 'node:fs';
import { EVENT_CONTRACTS } from '@cf/contracts';
import { buildAsyncApiDocument } from '@cf/gateway';
import { ASYNCAPI_PATH } from './generate';

describe('events catalogue (AsyncAPI)', () => {
  it('documents every event contract, and the committed file is up to date (run npm run docs:asyncapi)', () => {
    const built = buildAsyncApiDocument();
    const messages = (built.components as { messages: Record<string, { name: string }> }).messages;
    expect(Object.values(messages).map((m) => m.name).sort()).toEqual([...EVENT_CONTRACTS.values()].map((c) => c.type).sort());
    expect(JSON.parse(readFileSync(ASYNCAPI_PATH, 'utf8'))).toEqual(JSON.parse(JSON.stringify(built)));
  });
});
