import { SERVICES, withDependencies } from './service-registry';

describe('which services a partial platform starts', () => {
  it('adds identity and every service called, transitively, in the registry order', () => {
    expect(withDependencies(['investments'])).toEqual(['identity', 'site', 'wallet', 'investments']);
    expect(withDependencies(['repayments', 'notifications'])).toEqual(['identity', 'site', 'notifications', 'wallet', 'repayments']);
    expect(withDependencies(['campaigns'])).toEqual(['identity', 'site', 'campaigns']);
    expect(withDependencies([])).toEqual(['identity']);
  });

  it('names only services that exist as what a service calls', () => {
    for (const definition of Object.values(SERVICES)) for (const called of definition.calls) expect(Object.keys(SERVICES)).toContain(called);
  });
});
