/**
 * The longest text a regular expression (its JavaScript source) accepts whole, or undefined when it
 * does not bound it: every top-level alternative must be anchored at both ends (`^…$`) and nothing
 * may repeat without limit (`*`, `+`, `{n,}`). Lookarounds and anchors are zero-width; a character,
 * a class, `.` or an escape is one. A back-reference gives up (undefined).
 *
 * The OpenAPI document states the limit a pattern implies (`^[0-9]{6}$` → `maxLength: 6`): a client
 * generated from it refuses what the service's pattern refuses, and reviewers see the bound.
 */
export function longestMatchOf(source: string): number | undefined {
  let at = 0;

  interface Sequence {
    max: number;
    anchoredStart: boolean;
    anchoredEnd: boolean;
  }

  function alternatives(): Sequence[] {
    const found = [sequence()];
    while (source[at] === '|') {
      at++;
      found.push(sequence());
    }
    return found;
  }

  function sequence(): Sequence {
    const result: Sequence = { max: 0, anchoredStart: false, anchoredEnd: false };
    let first = true;
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      const char = source[at];
      if (char === '^') {
        at++;
        if (first) result.anchoredStart = true;
        first = false;
        continue;
      }
      if (char === '$') {
        at++;
        result.anchoredEnd = true;
        first = false;
        continue;
      }
      const width = atom();
      first = false;
      if (width === null) continue; // zero-width (lookaround, \b): changes nothing
      result.anchoredEnd = false;
      result.max += width * quantifier();
    }
    return result;
  }

  /** The widest the next atom matches once; null for a zero-width one. */
  function atom(): number | null {
    const char = source[at];
    if (char === '\\') {
      const next = source[at + 1];
      at += 2;
      if (next === 'b' || next === 'B') return null;
      if (next !== undefined && /[1-9]/.test(next)) return Number.POSITIVE_INFINITY; // back-reference
      if (next === 'k' && source[at] === '<') return Number.POSITIVE_INFINITY;
      if (next === 'u') at += source[at] === '{' ? source.indexOf('}', at) - at + 1 : 4;
      else if (next === 'x') at += 2;
      else if (next === 'c') at += 1;
      else if ((next === 'p' || next === 'P') && source[at] === '{') at = source.indexOf('}', at) + 1;
      return 1;
    }
    if (char === '[') {
      at++;
      if (source[at] === '^') at++;
      if (source[at] === ']') at++;
      while (at < source.length && source[at] !== ']') at += source[at] === '\\' ? 2 : 1;
      at++;
      return 1;
    }
    if (char === '(') {
      at++;
      let lookaround = false;
      if (source[at] === '?') {
        const kind = source.slice(at, at + 3);
        if (kind.startsWith('?=') || kind.startsWith('?!') || kind === '?<=' || kind === '?<!') {
          lookaround = true;
          at += kind.startsWith('?<') ? 3 : 2;
        } else if (kind.startsWith('?:')) at += 2;
        else if (kind.startsWith('?<')) at = source.indexOf('>', at) + 1;
      }
      const inner = alternatives();
      at++; // ')'
      if (lookaround) {
        skipQuantifier();
        return null;
      }
      return Math.max(...inner.map((alternative) => alternative.max));
    }
    at++;
    return 1;
  }

  /** How many times the atom before may repeat, at most. */
  function quantifier(): number {
    const char = source[at];
    let times = 1;
    if (char === '?') {
      times = 1;
      at++;
    } else if (char === '*' || char === '+') {
      times = Number.POSITIVE_INFINITY;
      at++;
    } else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
      if (!match) return 1; // a literal brace
      times = match[2] === undefined ? Number(match[1]) : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
      at += match[0].length;
    } else return 1;
    if (source[at] === '?') at++; // lazy
    return times;
  }

  function skipQuantifier(): void {
    if (source[at] === '?' || source[at] === '*' || source[at] === '+' || source[at] === '{') quantifier();
  }

  try {
    const top = alternatives();
    if (at !== source.length) return undefined;
    if (!top.every((alternative) => alternative.anchoredStart && alternative.anchoredEnd)) return undefined;
    const longest = Math.max(...top.map((alternative) => alternative.max));
    return Number.isFinite(longest) ? longest : undefined;
  } catch {
    return undefined;
  }
}
