import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { folderImports, mutualFolderPairs } from './folder-loops';

/**
 * Issue 35 item 5 (docs/adr/0015): what a service's features share sits in `src/core/`, and no two
 * folders of a service import each other (38 such pairs on 2026-11-28 before the move, none now).
 * The core imports no feature: only the service's configuration and its storage port.
 */
const CORE_MAY_IMPORT = new Set(['config', 'storage']);
const services = readdirSync(join(process.cwd(), 'services')).sort();

describe('folder loops inside each service (issue 35)', () => {
  it.each(services)('%s has no two folders importing each other', (service) => {
    const pairs = mutualFolderPairs(join(process.cwd(), 'services', service, 'src'));
    if (pairs.length > 0) throw new Error(`${service}: ${pairs.length} folder pairs import each other:\n  ${pairs.join('\n  ')}`);
  });

  it.each(services.filter((service) => existsSync(join(process.cwd(), 'services', service, 'src', 'core'))))('%s: the core imports no feature folder', (service) => {
    const imported = [...(folderImports(join(process.cwd(), 'services', service, 'src')).get('core') ?? [])];
    expect(imported.filter((folder) => !CORE_MAY_IMPORT.has(folder))).toEqual([]);
  });
});
