import { InProcessEventBus } from '../bus/in-process-event-bus';
import { parseDbUrl, poolSettings } from '../database/data-source-options';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { EnvelopeErrorFilter } from '../errors/error-filter';
import { listPage, clampLimit } from '../http/pagination';
import { resolveLanguage, translate } from '../i18n/translator';

describe('language of server messages', () => {
  it('[A7.1] [A9.2] takes ?lng= or ?language= first, then Accept-Language, then Arabic', () => {
    expect(resolveLanguage({ lng: 'fr' }, 'en-GB')).toBe('fr');
    expect(resolveLanguage({ language: 'en' })).toBe('en');
    expect(resolveLanguage({}, 'en-US,en;q=0.9')).toBe('en');
    expect(resolveLanguage({ lng: 'de' })).toBe('ar');
  });

  it('translates kernel messages into ar, en and fr, and returns unknown keys unchanged', () => {
    expect(translate('common.notFound', 'en')).toBe('No record found');
    expect(translate('common.notFound', 'ar')).toBe('لم يتم العثور على سجل');
    expect(translate('common.notFound', 'fr')).toBe('Aucun enregistrement trouvé');
    expect(translate('A plain sentence.', 'fr')).toBe('A plain sentence.');
  });
});

describe('growing lists', () => {
  it('[A9.3] tells whether more rows exist beyond the current limit', () => {
    expect(listPage([1, 2, 3], 10)).toEqual({ docs: [1, 2, 3], totalCount: 10, displayLoadMore: true });
    expect(listPage([1, 2], 2).displayLoadMore).toBe(false);
    expect(clampLimit('30', 10)).toBe(30);
    expect(clampLimit('-1', 10)).toBe(10);
    expect(clampLimit('99999', 10, 500)).toBe(500);
  });
});

describe('DB_URL', () => {
  it('names SQLite files and MySQL databases', () => {
    expect(parseDbUrl('sqlite:data/identity.sqlite')).toEqual({ kind: 'sqlite', location: 'data/identity.sqlite', database: 'data/identity.sqlite' });
    expect(parseDbUrl('mysql://root@127.0.0.1:3306/cf_identity')).toMatchObject({ kind: 'mysql', database: 'cf_identity' });
    expect(() => parseDbUrl('mysql://root@127.0.0.1:3306/')).toThrow(/must name a database/);
  });

  it('bounds each service’s pool (the sum over services must stay under the server’s max_connections)', () => {
    expect(poolSettings(new URL('mysql://root@127.0.0.1:3306/cf_identity'))).toEqual({ connectionLimit: 10, maxIdle: 2, idleTimeout: 30_000 });
    expect(poolSettings(new URL('mysql://root@127.0.0.1:3306/cf_identity?connectionLimit=6&maxIdle=8'))).toMatchObject({ connectionLimit: 6, maxIdle: 6 });
    // The pool's settings are not passed to the single connection that creates the database.
    expect(parseDbUrl('mysql://root@127.0.0.1:3306/cf_identity?connectionLimit=6&ssl=true').location).toBe('mysql://root@127.0.0.1:3306/?ssl=true');
  });
});

describe('a database out of reach', () => {
  const tooMany = Object.assign(new Error('Too many connections'), { code: 'ER_CON_COUNT_ERROR', errno: 1040 });
  it('is told apart from other failures', () => {
    expect(isDatabaseUnavailable(tooMany)).toBe(true);
    expect(isDatabaseUnavailable({ driverError: { code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 } })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: 'ER_DUP_ENTRY', errno: 1062 }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('is answered 503 "try again shortly" in the caller’s language, not 500', () => {
    const filter = new EnvelopeErrorFilter();
    expect(filter.toEnvelope(tooMany, 'en')).toEqual({ status: 503, body: { status: 'fail', message: translate('common.serviceUnavailable', 'en') } });
    expect(filter.toEnvelope(tooMany, 'ar').body.message).toBe(translate('common.serviceUnavailable', 'ar'));
    expect(filter.toEnvelope(new TypeError('x'), 'en').status).toBe(500);
  });
});

describe('in-process event bus', () => {
  const message = (key: string) => ({ topic: 'test.events', key, value: key });

  it('lets a late subscriber read from the beginning, like a new Kafka consumer group', async () => {
    const bus = new InProcessEventBus();
    await bus.publish([message('a'), message('b')]);
    const seen: string[] = [];
    await bus.subscribe('late', ['test.events'], async (m) => void seen.push(m.key));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(['a', 'b']);
    await bus.close();
  });

  it('delivers a message again when its handler throws (at-least-once), keeping order', async () => {
    const bus = new InProcessEventBus();
    let failures = 1;
    const seen: string[] = [];
    await bus.subscribe('flaky', ['test.events'], async (m) => {
      if (m.key === 'a' && failures-- > 0) throw new Error('transient');
      seen.push(m.key);
    });
    await bus.publish([message('a'), message('b')]);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toEqual(['a', 'b']);
    await bus.close();
  });

  it('gives each consumer group its own copy of every message', async () => {
    const bus = new InProcessEventBus();
    const one: string[] = [];
    const two: string[] = [];
    await bus.subscribe('one', ['test.events'], async (m) => void one.push(m.key));
    await bus.subscribe('two', ['test.events'], async (m) => void two.push(m.key));
    await bus.publish([message('x')]);
    await new Promise((r) => setTimeout(r, 20));
    expect([one, two]).toEqual([['x'], ['x']]);
    await bus.close();
  });
});
