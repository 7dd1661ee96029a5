import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mutualFolderPairs } from './folder-loops';

/**
 * Issue 35 item 5: no two folders of a service should import each other. Measured on 2026-11-28:
 * 38 such pairs. Until each service's shared code sits in one core folder, the count per service
 * may only go down (lower it when you break a loop; never raise it).
 */
const MAX_MUTUAL_PAIRS: Record<string, number> = {
  campaigns: 6,
  identity: 3,
  investments: 2,
  notifications: 0,
  repayments: 3,
  site: 11,
  verification: 7,
  wallet: 6,
};

describe('folder loops inside each service (issue 35)', () => {
  const services = readdirSync(join(process.cwd(), 'services'));

  it('knows every service', () => {
    expect(services.sort()).toEqual(Object.keys(MAX_MUTUAL_PAIRS).sort());
  });

  it.each(Object.entries(MAX_MUTUAL_PAIRS))('%s has at most its recorded number of folder pairs importing each other', (service, max) => {
    const pairs = mutualFolderPairs(join(process.cwd(), 'services', service, 'src'));
    if (pairs.length > max) throw new Error(`${service}: ${pairs.length} folder pairs import each other (at most ${max}):\n  ${pairs.join('\n  ')}`);
  });
});
