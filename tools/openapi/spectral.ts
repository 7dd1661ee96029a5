import { createRulesetFunction, Document, Ruleset, Spectral, type IFunctionResult, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import { pathToPointer } from '@stoplight/json';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import owasp from '@stoplight/spectral-owasp-ruleset';

/**
 * Spectral's OpenAPI ruleset and its OWASP API Security Top 10 (2023) ruleset, as a security
 * reviewer runs them, with the exceptions docs/adr/0023 justifies (each one path, each a warning).
 */
/** Where a path sits in the document, as Spectral's overrides name it (`#/paths/~1api…%7Btoken%7D`). */
const pointerOf = (path: string) => pathToPointer(['paths', path]);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * OWASP's admin-security-unique, on the operations' real access rather than on `/admin` in the
 * URL (the specification puts many administrators' routes elsewhere: `GET users`,
 * `PATCH site-setting`): an administrator's operation requires `adminBearer` alone, and no other
 * operation accepts it.
 */
const adminOperationsUseAdminScheme = createRulesetFunction<{ paths?: Record<string, Record<string, { 'x-access'?: string; security?: Array<Record<string, unknown>> }>> }, null>(
  { input: null, options: null },
  (document) => {
    const problems: IFunctionResult[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const admin = operation['x-access'] === 'admin';
        const security = operation.security ?? [];
        const onlyAdmin = security.length === 1 && Object.keys(security[0]).join() === 'adminBearer';
        if (admin && !onlyAdmin) problems.push({ message: 'An administrators\' operation must require adminBearer, alone.', path: ['paths', path, method, 'security'] });
        if (!admin && security.some((requirement) => 'adminBearer' in requirement)) problems.push({ message: 'Only administrators\' operations may accept adminBearer.', path: ['paths', path, method, 'security'] });
        if (!admin && /\/admin(\/|$)/.test(path)) problems.push({ message: 'A path under /admin must be an administrators\' operation.', path: ['paths', path, method] });
      }
    }
    return problems;
  },
);

export const API_RULESET: RulesetDefinition = {
  extends: [
    [oas as RulesetDefinition, 'recommended'],
    [owasp as RulesetDefinition, 'recommended'],
  ],
  rules: {
    // Replaced by cf-admin-security (see docs/adr/0023): it tells administrators' routes by `/admin` in the URL.
    'owasp:api5:2023-admin-security-unique': 'warn',
    'cf-admin-security': {
      description: 'Administrators\' operations require their own security scheme, and only they accept it.',
      severity: 'error',
      given: '$',
      then: { function: adminOperationsUseAdminScheme },
    },
  },
  overrides: [
    {
      // A7.3 fixes the path of the password reset: the e-mailed link's single-use token is its last segment.
      files: [`openapi.json${pointerOf('/api/v1/users/resetPassword/{token}')}`],
      rules: { 'owasp:api2:2023-no-credentials-in-url': 'warn' },
    },
    {
      // An identity document's picture behind a signed link that expires in minutes: an <img> cannot send a header.
      files: [`openapi.json${pointerOf('/api/v1/investor-profile-documents/file/{token}')}`],
      rules: { 'owasp:api2:2023-no-credentials-in-url': 'warn' },
    },
  ],
};

/**
 * The rules whose warnings the document keeps, and why (docs/adr/0023 says more); a test refuses a
 * warning of any other rule.
 */
export const JUSTIFIED_WARNINGS: Record<string, string> = {
  'owasp:api4:2023-string-restricted':
    'Free text (names, descriptions, messages, addresses, search words) has no format or pattern to give; every string is bounded (string-limit has no error).',
  'owasp:api8:2023-define-error-responses-401': 'Public operations never answer 401: a missing or bad token on them is ignored, not refused.',
  'owasp:api8:2023-define-error-validation': 'Reads with nothing to validate (no body, no query) cannot answer 400 or 422.',
  'owasp:api2:2023-no-credentials-in-url':
    'Two capability URLs the specification or an <img> needs: A7.3 users/resetPassword/{token} (single use, expires, request logging off) and a document picture\'s signed link (expires in minutes).',
  'owasp:api5:2023-admin-security-unique': 'Replaced by cf-admin-security, which tells administrators\' operations by their access rather than by /admin in the URL.',
};

export type Diagnostic = Pick<ISpectralDiagnostic, 'code' | 'message' | 'path' | 'severity'>;

/** Runs the rulesets over an OpenAPI document; severities: 0 error, 1 warning, 2 information, 3 hint. */
export async function lintOpenApi(document: unknown): Promise<Diagnostic[]> {
  const spectral = new Spectral();
  // Overrides name documents relative to the ruleset's own place: both sit at the root.
  spectral.setRuleset(new Ruleset(API_RULESET, { source: '/.spectral.json' }));
  return spectral.run(new Document(JSON.stringify(document, null, 2), Json, '/openapi.json'));
}

/** `code: count` per rule and severity, for a report or an ADR. */
export function countByRule(diagnostics: Diagnostic[], severity: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const d of diagnostics) if (d.severity === severity) counts[String(d.code)] = (counts[String(d.code)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}
