import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAsyncApiDocument } from '@cf/gateway';

export const ASYNCAPI_PATH = join(__dirname, '..', '..', 'docs', 'events', 'asyncapi.json');

if (require.main === module) {
  writeFileSync(ASYNCAPI_PATH, `${JSON.stringify(buildAsyncApiDocument(), null, 2)}\n`);
  process.stdout.write(`wrote ${ASYNCAPI_PATH}\n`);
}
