/** Deeper request bodies are refused before any code walks them (hashing, validation, JSON columns recurse). */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP = 'CF_ERR_JSON_TOO_DEEP';

/** True when `value` nests objects or arrays more than `max` levels deep (iterative: no stack to overflow). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}
