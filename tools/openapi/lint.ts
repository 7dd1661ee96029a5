import { request } from 'undici';
import { buildOpenApiDocument } from '@cf/gateway';
import { countByRule, lintOpenApi } from './spectral';

/**
 * `npm run lint:openapi [url]`: the rulesets over the document a gateway serves (or, without a
 * URL, the one the contracts build), errors listed one by one, warnings counted per rule.
 */
async function main(): Promise<void> {
  const url = process.argv[2];
  const document = url ? await (await request(url)).body.json() : buildOpenApiDocument();
  const diagnostics = await lintOpenApi(document);
  const errors = diagnostics.filter((d) => d.severity === 0);
  for (const e of errors) process.stdout.write(`error ${e.code} at ${e.path.join('.')}: ${e.message}\n`);
  process.stdout.write(`${JSON.stringify({ errors: countByRule(diagnostics, 0), warnings: countByRule(diagnostics, 1), information: countByRule(diagnostics, 2) }, null, 2)}\n`);
  process.stdout.write(`${errors.length} errors, ${diagnostics.filter((d) => d.severity === 1).length} warnings\n`);
  process.exitCode = errors.length > 0 ? 1 : 0;
}

void main();
