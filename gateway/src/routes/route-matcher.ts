import type { AuthLevel, HttpMethod, RouteRule } from './route-table';

export interface MatchedRoute {
  rule: RouteRule;
  /** Auth level for this method (writeAuth applies to POST, PUT, PATCH, DELETE). */
  auth: AuthLevel;
  /** Stable name of the rule, used as the strict rate-limit bucket (not the raw path, which may carry ids). */
  key: string;
}

interface CompiledRule {
  rule: RouteRule;
  kind: 'exact' | 'segment' | 'prefix';
  text: string;
  methods: ReadonlySet<string> | null;
}

const WRITE_METHODS: ReadonlySet<string> = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

function compile(rule: RouteRule): CompiledRule {
  const methods = rule.methods ? new Set<string>(rule.methods) : null;
  if (rule.pattern.endsWith('/*')) return { rule, kind: 'segment', text: rule.pattern.slice(0, -2), methods };
  if (rule.pattern.endsWith('*')) return { rule, kind: 'prefix', text: rule.pattern.slice(0, -1), methods };
  return { rule, kind: 'exact', text: rule.pattern, methods };
}

function matches(compiled: CompiledRule, path: string): boolean {
  const { text } = compiled;
  switch (compiled.kind) {
    case 'prefix':
      return path.startsWith(text);
    case 'segment':
      return path.startsWith(text) && (path.length === text.length || path.charCodeAt(text.length) === 47 /* / */);
    case 'exact':
      return path === text || (path.length === text.length + 1 && path.endsWith('/') && path.startsWith(text));
  }
}

/**
 * Finds the rule owning a path (relative to the API base, no query). Rules are bucketed by first
 * character so a lookup scans a handful of rules; order within a bucket is the table's order.
 */
export class RouteMatcher {
  private readonly buckets = new Map<string, CompiledRule[]>();

  constructor(rules: readonly RouteRule[]) {
    for (const rule of rules) {
      if (!rule.pattern || rule.pattern.startsWith('/') || rule.pattern === '*') throw new Error(`invalid route pattern "${rule.pattern}"`);
      const first = rule.pattern[0];
      const bucket = this.buckets.get(first) ?? [];
      bucket.push(compile(rule));
      this.buckets.set(first, bucket);
    }
  }

  match(path: string, method: string): MatchedRoute | null {
    const bucket = this.buckets.get(path[0]);
    if (!bucket) return null;
    for (const compiled of bucket) {
      if (compiled.methods && !compiled.methods.has(method)) continue;
      if (!matches(compiled, path)) continue;
      const { rule } = compiled;
      const auth = rule.writeAuth && WRITE_METHODS.has(method) ? rule.writeAuth : rule.auth;
      return { rule, auth, key: rule.pattern };
    }
    return null;
  }
}

/**
 * Refuses paths whose meaning could differ between the gateway and a service: dot segments,
 * empty segments, backslashes and encoded slashes or dots. Checked on the path only (not the query).
 */
export function isSuspiciousPath(path: string): boolean {
  return /(^|\/)\.{1,2}(\/|$)|\/\/|\\|%2e|%2f|%5c|%00/i.test(path);
}
