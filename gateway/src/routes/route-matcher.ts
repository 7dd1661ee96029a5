import { REST_ENDPOINTS, type Endpoint } from '@cf/contracts';
import { ROUTE_TABLE, type AuthLevel, type HttpMethod, type RouteRule } from './route-table';

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
interface CompiledContract {
  pattern: RegExp;
  access: Endpoint['access'];
  /** Literal segments: where two contracts match a path, the one with more wins (`investment/admin/contracts` over `investment/:id/:campaignId`). */
  literals: number;
}

/** `users/follow/:userId` → /^users\/follow\/[^/]+\/?$/ */
function compileContract(endpoint: Endpoint): CompiledContract {
  const source = endpoint.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return { pattern: new RegExp(`^${source}\\/?$`), access: endpoint.access, literals: endpoint.path.split('/').filter((segment) => !segment.startsWith(':')).length };
}

export class RouteMatcher {
  private readonly buckets = new Map<string, CompiledRule[]>();
  /** Contracts by method and first path segment. */
  private readonly contracts = new Map<string, CompiledContract[]>();

  /**
   * `contracts`: the REST contracts (@cf/contracts). Where one names the method and path, its access
   * is the gateway's too, so the route table, the service's guard and the OpenAPI document say the
   * same; the table's level stands for paths no contract names yet.
   */
  constructor(rules: readonly RouteRule[], contracts: readonly Endpoint[] = []) {
    for (const endpoint of contracts) {
      const key = `${endpoint.method} ${endpoint.path.split('/')[0]}`;
      const list = this.contracts.get(key) ?? [];
      list.push(compileContract(endpoint));
      // Most specific first, so the first match is the contract the service routes to (static segments beat parameters).
      list.sort((a, b) => b.literals - a.literals);
      this.contracts.set(key, list);
    }
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
      const tableAuth = rule.writeAuth && WRITE_METHODS.has(method) ? rule.writeAuth : rule.auth;
      return { rule, auth: this.contractAuth(path, method, tableAuth) ?? tableAuth, key: rule.pattern };
    }
    return null;
  }

  /** The access of the contract for this method and path, as a gateway level (public: a token, if sent, is passed on). */
  private contractAuth(path: string, method: string, tableAuth: AuthLevel): AuthLevel | undefined {
    const slash = path.indexOf('/');
    const candidates = this.contracts.get(`${method} ${slash === -1 ? path : path.slice(0, slash)}`);
    const contract = candidates?.find((c) => c.pattern.test(path));
    if (!contract) return undefined;
    if (contract.access !== 'public') return contract.access;
    return tableAuth === 'public' ? 'public' : 'optional';
  }
}

/**
 * Refuses paths whose meaning could differ between the gateway and a service: dot segments,
 * empty segments, backslashes and encoded slashes or dots. Checked on the path only (not the query).
 */
export function isSuspiciousPath(path: string): boolean {
  return /(^|\/)\.{1,2}(\/|$)|\/\/|\\|%2e|%2f|%5c|%00/i.test(path);
}

/** The gateway's matcher: the route table, with each REST contract's access. */
export function gatewayRouteMatcher(): RouteMatcher {
  return new RouteMatcher(ROUTE_TABLE, REST_ENDPOINTS);
}
