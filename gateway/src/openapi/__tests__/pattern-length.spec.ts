import { longestMatchOf } from '../pattern-length';

describe('the longest text a pattern accepts (the maxLength the OpenAPI document states)', () => {
  it.each([
    ['^[0-9]{6}$', 6],
    ['^\\+?[0-9]{8,13}$', 14],
    ['^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$', 11],
    ['^$|^(G|UA|GT|AW|DC)-[A-Z0-9-]{4,20}$', 23],
    ['^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S{8,128}$', 128],
    ['^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', 7],
    ['^\\d{4}-\\d{2}-\\d{2}$', 10],
    ['^[\\u0600-\\u06FF]{2}$', 2],
    ['^[^\\]]{3}$', 3],
    ['^a{2,}$', undefined],
    ['^[A-Za-z]+(?:[ \'-][A-Za-z]+)*$', undefined],
    ['[0-9]{6}', undefined],
    ['^[0-9]{6}', undefined],
    ['^(a)\\1$', undefined],
  ])('%s → %s', (pattern, longest) => {
    expect(longestMatchOf(pattern)).toBe(longest);
  });
});
