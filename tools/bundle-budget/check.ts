/**
 * `npm run budget:web` (after `npm run build:web`): gzipped JS+CSS a browser needs to render the home
 * page, and for each remote its remoteEntry plus exposed route module plus its heaviest page. Fails
 * above the budgets (home 350 KB, remote 150 KB) and writes the table into docs/benchmarks.md.
 *
 * The sets come from webpack's stats (frontends/<app>/dist/.stats.json, written by build:web):
 * - home: the shell's entry chunk group, the chunk of every module the shell provides to the share
 *   scope (all shared singletons load at start: the bootstrap chunk imports each of them), the
 *   bootstrap chunk (layout + home page), and the default language (Arabic) catalogue;
 * - remote: remoteEntry.js, the chunk of the exposed `./routes`, and its largest page chunk. Shared
 *   singletons are not counted there: the shell already loaded them.
 * Fonts (woff2, already compressed) are reported on their own lines and not counted in the budgets: a
 * page downloads only the unicode-range subsets its characters need (libs/ui/src/styles/fonts.css).
 * In CI the table is printed, not written (the document keeps the last measurement made on purpose).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(__dirname, '..', '..');
const HOME_BUDGET_KB = 350;
const REMOTE_BUDGET_KB = 150;
const REMOTES = ['settings', 'admin', 'campaign', 'wallet'];
const KB = 1024;

interface Origin {
  moduleName?: string;
  request?: string;
}
interface Chunk {
  id: string | number;
  names: string[];
  files: string[];
  auxiliaryFiles?: string[];
  initial: boolean;
  origins?: Origin[];
}
interface Stats {
  chunks: Chunk[];
  namedChunkGroups: Record<string, { chunks: Array<string | number>; assets: Array<{ name: string }> }>;
}

const isCode = (file: string) => /\.(js|css)$/.test(file) && !file.endsWith('.map');

function readStats(app: string): { stats: Stats; dist: string } {
  const dist = path.join(ROOT, 'frontends', app, 'dist');
  const file = path.join(dist, '.stats.json');
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build:web\` first`);
  return { stats: JSON.parse(readFileSync(file, 'utf8')) as Stats, dist };
}

const gzCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

interface Line {
  label: string;
  files: string[];
  gz: number;
}

function measure(dist: string, label: string, files: Iterable<string>): Line {
  const unique = [...new Set([...files].filter(isCode))].sort();
  return { label, files: unique, gz: unique.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0) };
}

const filesOf = (chunk: Chunk) => chunk.files ?? [];
const originsMatch = (chunk: Chunk, test: (o: Origin) => boolean) => (chunk.origins ?? []).some(test);

function homePage(): { total: Line; parts: Line[] } {
  const { stats, dist } = readStats('shell');
  const entry = stats.namedChunkGroups.main.assets.map((a) => a.name);
  const provided = stats.chunks.filter((c) => originsMatch(c, (o) => (o.moduleName ?? '').startsWith('provide shared module')));
  const bootstrap = stats.chunks.filter((c) => originsMatch(c, (o) => o.request === './bootstrap'));
  const arabic = stats.namedChunkGroups['i18n-ar']?.assets.map((a) => a.name) ?? [];
  const parts = [
    measure(dist, 'shell entry (webpack + federation runtime)', entry),
    measure(
      dist,
      'shared singletons (react, react-dom, router, react-query, i18next, react-i18next, @cf/ui, @cf/api-client, @cf/i18n, @cf/contracts/rest with zod/mini)',
      provided.flatMap(filesOf),
    ),
    measure(dist, 'bootstrap (layout, routes, home page) + shell CSS', bootstrap.flatMap(filesOf)),
    measure(dist, 'Arabic catalogue', arabic),
  ];
  const total = measure(dist, 'home page total', [...entry, ...provided.flatMap(filesOf), ...bootstrap.flatMap(filesOf), ...arabic]);
  return { total, parts };
}

function remote(app: string): { total: Line; entry: Line; routes: Line; heaviestPage: Line | null } {
  const { stats, dist } = readStats(app);
  const entryFiles = stats.namedChunkGroups[app]?.assets.map((a) => a.name) ?? ['remoteEntry.js'];
  const exposeChunks = stats.chunks.filter((c) => !c.initial && originsMatch(c, (o) => (o.moduleName ?? '').startsWith('container entry')));
  const pages = stats.chunks.filter((c) => originsMatch(c, (o) => /src\/routes\.tsx$/.test(o.moduleName ?? '')));
  const pageLines = pages.map((p) => measure(dist, `page ${p.names.join(',') || p.id}`, filesOf(p)));
  const heaviestPage = pageLines.sort((a, b) => b.gz - a.gz)[0] ?? null;
  const entry = measure(dist, 'remoteEntry.js', entryFiles);
  const routes = measure(dist, 'exposed ./routes', exposeChunks.flatMap(filesOf));
  const total = measure(dist, `${app} total`, [...entry.files, ...routes.files, ...(heaviestPage?.files ?? [])]);
  return { total, entry, routes, heaviestPage };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The shell's emitted webfont files by subset: what an Arabic page and a Latin page download at most. */
function fonts(): Array<{ label: string; files: string[]; bytes: number }> {
  const dist = path.join(ROOT, 'frontends', 'shell', 'dist', 'assets');
  const all = existsSync(dist) ? readdirSync(dist).filter((f) => f.endsWith('.woff2')) : [];
  const sized = (label: string, test: (f: string) => boolean) => {
    const files = all.filter(test).sort();
    return { label, files, bytes: files.reduce((sum, f) => sum + statSync(path.join(dist, f)).size, 0) };
  };
  const arabic = (f: string) => f.startsWith('ibm-plex-sans-arabic-arabic-');
  const latin = (f: string) => f.startsWith('ibm-plex-sans-latin-') && !f.startsWith('ibm-plex-sans-latin-ext-');
  const latinExt = (f: string) => f.startsWith('ibm-plex-sans-latin-ext-');
  return [
    sized('fonts: IBM Plex Sans Arabic, Arabic subset (Arabic pages)', arabic),
    sized('fonts: IBM Plex Sans, latin subset (every page with Latin text)', latin),
    sized('fonts: IBM Plex Sans, latin-ext subset (only for characters beyond Latin-1)', latinExt),
    sized('fonts: an Arabic page at most (Arabic + latin, 3 weights)', (f) => arabic(f) || latin(f)),
    sized('fonts: an English or French page at most (latin, 3 weights)', latin),
  ];
}

function writeBenchmarks(table: string): void {
  const file = path.join(ROOT, 'docs', 'benchmarks.md');
  const begin = '<!-- bundle-budget:begin -->';
  const end = '<!-- bundle-budget:end -->';
  const section = `${begin}\n## Front-end bundle budget\n\n${table}\n${end}`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) {
    // Never swallow another tool's block (the file is shared by several benchmark scripts).
    if (text.slice(from + begin.length, to).includes('<!--'))
      throw new Error('docs/benchmarks.md: another marked block sits inside the bundle-budget block; fix the markers by hand');
    text = text.slice(0, from) + section + text.slice(to + end.length);
  } else {
    text = `${text.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(file, text);
}

function main(): void {
  const failures: string[] = [];
  const rows: string[] = ['| what | gzipped | budget | files |', '|---|---:|---:|---:|'];
  const home = homePage();
  for (const part of home.parts) rows.push(`| home: ${part.label} | ${kb(part.gz)} KB | | ${part.files.length} |`);
  rows.push(`| **home page, JS+CSS** | **${kb(home.total.gz)} KB** | ${HOME_BUDGET_KB} KB | ${home.total.files.length} |`);
  if (home.total.gz > HOME_BUDGET_KB * KB) failures.push(`home page ${kb(home.total.gz)} KB > ${HOME_BUDGET_KB} KB`);
  for (const app of REMOTES) {
    const r = remote(app);
    rows.push(`| ${app}: remoteEntry.js | ${kb(r.entry.gz)} KB | | ${r.entry.files.length} |`);
    rows.push(`| ${app}: exposed ./routes | ${kb(r.routes.gz)} KB | | ${r.routes.files.length} |`);
    if (r.heaviestPage)
      rows.push(`| ${app}: heaviest ${r.heaviestPage.label} | ${kb(r.heaviestPage.gz)} KB | | ${r.heaviestPage.files.length} |`);
    rows.push(`| **${app} remote, first page** | **${kb(r.total.gz)} KB** | ${REMOTE_BUDGET_KB} KB | ${r.total.files.length} |`);
    if (r.total.gz > REMOTE_BUDGET_KB * KB) failures.push(`${app} remote ${kb(r.total.gz)} KB > ${REMOTE_BUDGET_KB} KB`);
  }
  for (const font of fonts()) rows.push(`| ${font.label} | ${kb(font.bytes)} KB (woff2) | not counted | ${font.files.length} |`);
  const table = [
    `Measured by \`npm run build:web && npm run budget:web\` on ${new Date().toISOString().slice(0, 10)} (gzip -9 of the production build; KB = 1024 bytes).`,
    'Home = what a first visit downloads before the home page renders; a remote = what opening one of its pages adds once the shell is loaded.',
    '',
    ...rows,
  ].join('\n');
  console.log(table);
  if (!process.env.CI) writeBenchmarks(table);
  if (failures.length > 0) {
    console.error(`\nbundle budget exceeded: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('\nbundle budget: ok');
}

main();
