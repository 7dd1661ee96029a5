import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const strip = require('./strip-endpoint-summaries-loader.js') as (source: string) => string;

describe('the loader that keeps endpoint summaries out of the browser bundles', () => {
  it('empties a summary written as one string literal, with quotes and escapes inside, and nothing else', () => {
    const source = [
      "export const a = defineEndpoint({ method: 'GET', path: 'x', summary: 'C7.4 the owner\\'s \"tab\"', answer });",
      'export const b = defineEndpoint({',
      '  summary:',
      '    "C2.15 pays a row, it\'s the owner\'s",',
      "  body: z.object({ summary: z.string() }),",
      '});',
      "const c = { summary: `a ${'computed'} one` };",
      "const d = { note: 'summary: kept' };",
    ].join('\n');
    expect(strip(source)).toBe(
      [
        "export const a = defineEndpoint({ method: 'GET', path: 'x', summary: '', answer });",
        'export const b = defineEndpoint({',
        '  summary:',
        "    '',",
        "  body: z.object({ summary: z.string() }),",
        '});',
        "const c = { summary: `a ${'computed'} one` };",
        "const d = { note: 'summary: kept' };",
      ].join('\n'),
    );
  });

  it('leaves no written summary in the REST contracts the front ends import', () => {
    const root = path.join(__dirname, '..', '..', 'libs', 'contracts', 'src', 'rest');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.includes('__tests__'));
    let emptied = 0;
    for (const file of files) {
      const out = strip(readFileSync(path.join(root, file), 'utf8'));
      emptied += (out.match(/\bsummary:\s*''/g) ?? []).length;
      expect([file, out.match(/\bsummary:\s*['"][^'"]/g)]).toEqual([file, null]);
    }
    expect(emptied).toBeGreaterThan(200);
  });
});
