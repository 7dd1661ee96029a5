import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '@cf/gateway';

export const CLIENT_SCHEMA_PATH = join(__dirname, '..', '..', 'libs', 'public-api-client', 'src', 'schema.d.ts');

/** The client's types, as openapi-typescript writes them from the document. */
export async function clientSchemaOf(document: object): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const header = '// Generated from the OpenAPI document by `npm run docs:openapi` (openapi-typescript); do not edit by hand.\n\n';
  return header + astToString(await openapiTS(document as never, { alphabetize: true }));
}

/**
 * `npm run docs:openapi`: the typed client's schema from the document the contracts build (the
 * document itself is served by the gateway at /api/v1/openapi.json; `-- <file>` also writes it).
 */
async function main(): Promise<void> {
  const document = buildOpenApiDocument();
  const schema = await clientSchemaOf(document);
  if (process.argv[2] === '--check') {
    // CI: the committed client must be the one this document generates.
    const stale = readFileSync(CLIENT_SCHEMA_PATH, 'utf8') !== schema;
    process.stdout.write(stale ? `${CLIENT_SCHEMA_PATH} is out of date: run npm run docs:openapi\n` : 'the typed client is up to date\n');
    process.exitCode = stale ? 1 : 0;
    return;
  }
  writeFileSync(CLIENT_SCHEMA_PATH, schema);
  process.stdout.write(`wrote ${CLIENT_SCHEMA_PATH}\n`);
  const copy = process.argv[2];
  if (copy) {
    writeFileSync(copy, `${JSON.stringify(document, null, 2)}\n`);
    process.stdout.write(`wrote ${copy}\n`);
  }
}

if (require.main === module) void main();
