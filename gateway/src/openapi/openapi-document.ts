import { REST_ENDPOINTS, SESSION_SECONDS, type Endpoint } from '@cf/contracts';
import { gatewayRouteMatcher } from '../routes/route-matcher';
import { contractOperation, jsonSchemaOf, openApiPathOf, operationIdOf, SHARED_HEADERS, SHARED_RESPONSES, SHARED_SCHEMAS, type OpenApiDocument, type SharedAnswers } from './contract-operations';

/** The bounded contexts, in the order a reader meets them; each is an OpenAPI tag. */
const CONTEXT_TAGS = [
  { name: 'identity', description: 'Accounts: sign-up, sign-in (with a second factor), sessions, passwords, profiles, invitations; administrators\' user management.' },
  { name: 'verification', description: 'Knowing the investor: identity documents, investor account and class, suitability, consents, the limits an investment is checked against.' },
  { name: 'wallet', description: 'The wallet in Omani rial (amounts in baisa): top-ups by card, bank transfer or ACH, withdrawals, statements; administrators\' review and adjustments (maker-checker).' },
  { name: 'campaigns', description: 'Campaigns: browsing and the campaign page, the owner\'s wizard, updates, comments and follows, administrators\' review.' },
  { name: 'investments', description: 'Investing in a campaign within the investor\'s limits, paying for it, the investment contract and its signature, the campaign\'s close.' },
  { name: 'repayments', description: 'Repayment schedules, the owner\'s repayments, distributions to investors, statistics.' },
  { name: 'notifications', description: 'The notification bell and e-mail preferences.' },
  { name: 'site', description: 'Site content and settings: menus, pages, languages, currencies, reference lists, the home page.' },
  { name: 'gateway', description: 'Answered by the gateway itself: this document, the events catalogue, identity\'s public keys.' },
];

const INFO = {
  title: 'Oman Crowdfunding platform API',
  version: '1',
  summary: 'The public REST API of a regulated equity and debt crowdfunding platform for Oman.',
  description: [
    'Every operation is served by the gateway under `/api/v1` and written once as a contract in `@cf/contracts`, from which this document, the gateway\'s route table and the services\' guards and validation all come.',
    '',
    '- **Answers**: success `{ "status": "success", "data": { "data": … } }`; failure `{ "status": "fail", "message": … }`, with `errors: [{ field, msg }]` when validation failed.',
    '- **Languages**: messages in the caller\'s language, `?lng=ar` (default), `en` or `fr`.',
    '- **Money**: Omani rial as integers of baisa (1 OMR = 1000 baisa), never fractions.',
    '- **Retries**: money-moving operations take an `Idempotency-Key`; the same key answers the first outcome.',
    '- **Rate limits**: every answer says where the caller\'s budget stands (`RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`); 429 with `Retry-After` once spent.',
    '- **Events**: what the services publish is catalogued at `/api/v1/asyncapi.json` (browsable at `/api/docs/events`).',
  ].join('\n'),
  contact: { name: 'The platform\'s maintainers: issues and security reports through the project\'s repository' },
  license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
};

const JWT_DESCRIPTION =
  `An access token from \`users/login\`: a JWT signed RS256 by identity (public keys at \`/.well-known/jwks.json\`), issuer \`cf-identity\`, audience \`cf-platform\`, valid ${SESSION_SECONDS / 3600} hours and refused as soon as its session is signed out or revoked. ` +
  'Verified as RFC8725 (JSON Web Token Best Current Practices) asks: one algorithm allowed, issuer, audience and expiry checked, never sent in a URL.';

const fileAnswer = (description: string) => ({
  description,
  headers: SHARED_RESPONSES.Success.headers,
  content: { 'application/json': { schema: { type: 'object', description: 'A JSON document.' } } },
});

/** The operations the gateway answers itself (rate limited like the rest). */
const GATEWAY_PATHS = {
  '/api/v1/openapi.json': {
    get: {
      operationId: 'getOpenapiJson',
      tags: ['gateway'],
      summary: 'This document (OpenAPI 3.1)',
      description: 'The published REST API, built from the contracts. Anyone may read it.',
      security: [{}],
      responses: { '200': fileAnswer('The OpenAPI document.'), '429': { $ref: '#/components/responses/TooManyRequests' }, '500': { $ref: '#/components/responses/InternalError' } },
    },
  },
  '/api/v1/asyncapi.json': {
    get: {
      operationId: 'getAsyncapiJson',
      tags: ['gateway'],
      summary: 'The events catalogue (AsyncAPI 3)',
      description: 'Every event the services publish on Kafka: channels, payloads, who publishes and who listens. Anyone may read it.',
      security: [{}],
      responses: { '200': fileAnswer('The AsyncAPI document.'), '429': { $ref: '#/components/responses/TooManyRequests' }, '500': { $ref: '#/components/responses/InternalError' } },
    },
  },
  '/.well-known/jwks.json': {
    get: {
      operationId: 'getWellKnownJwksJson',
      tags: ['gateway'],
      summary: 'Identity\'s public signing keys (JWKS)',
      description: 'The keys a token is verified with (RS256), served by identity through the gateway. Anyone may read them.',
      security: [{}],
      responses: { '200': fileAnswer('A JSON Web Key Set.'), '429': { $ref: '#/components/responses/TooManyRequests' }, '500': { $ref: '#/components/responses/InternalError' }, '503': { $ref: '#/components/responses/ServiceUnavailable' } },
    },
  },
};

/**
 * One spelling per URL shape: OpenAPI takes `/equity/comments/{campaignId}` (GET) and
 * `/equity/comments/{commentId}` (DELETE) for the same path, which must name its parameters once.
 * The GET's names are kept (else the first's); the URL a client sends is the same either way, and
 * each operation's description still says which record it names.
 */
function canonicalPaths(endpoints: readonly Endpoint[]): Map<Endpoint, string> {
  const shapeOf = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, ':');
  const chosen = new Map<string, string>();
  for (const endpoint of [...endpoints].sort((a, b) => Number(b.method === 'GET') - Number(a.method === 'GET'))) {
    if (!chosen.has(shapeOf(endpoint.path))) chosen.set(shapeOf(endpoint.path), endpoint.path);
  }
  return new Map(endpoints.map((endpoint) => [endpoint, chosen.get(shapeOf(endpoint.path))!]));
}

/**
 * The whole public API in one OpenAPI 3.1 document, built from the REST contracts (the one place
 * the gateway's route table and the services' guards also read) and the gateway's own paths. The
 * same contracts give the same document, so it is built once and served as it is.
 */
function usedResponses(paths: OpenApiDocument['paths']): Partial<typeof SHARED_RESPONSES> {
  const text = JSON.stringify(paths);
  return Object.fromEntries(Object.entries(SHARED_RESPONSES).filter(([name]) => text.includes(`"#/components/responses/${name}"`)));
}

/** Answer schemas used by more than one operation, named after the first (`GetEquitiesIdAnswer`). */
function sharedAnswersOf(endpoints: readonly Endpoint[]): Map<NonNullable<Endpoint['answer']>, string> {
  const uses = new Map<NonNullable<Endpoint['answer']>, Endpoint[]>();
  for (const endpoint of endpoints) if (endpoint.answer) uses.set(endpoint.answer, [...(uses.get(endpoint.answer) ?? []), endpoint]);
  const named = new Map<NonNullable<Endpoint['answer']>, string>();
  for (const [answer, users] of uses) {
    if (users.length < 2) continue;
    const id = operationIdOf(users[0]);
    named.set(answer, `${id.charAt(0).toUpperCase()}${id.slice(1)}Answer`);
  }
  return named;
}

export function buildOpenApiDocument(endpoints: readonly Endpoint[] = REST_ENDPOINTS): OpenApiDocument {
  const matcher = gatewayRouteMatcher();
  const paths: OpenApiDocument['paths'] = {};
  const sorted = [...endpoints].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const canonical = canonicalPaths(sorted);
  const sharedAnswers: SharedAnswers = sharedAnswersOf(sorted);
  for (const endpoint of sorted) {
    const route = matcher.match(endpoint.path.replace(/:([A-Za-z_]\w*)/g, 'x'), endpoint.method);
    const documentedPath = canonical.get(endpoint)!;
    (paths[openApiPathOf({ path: documentedPath })] ??= {})[endpoint.method.toLowerCase()] = contractOperation(endpoint, route?.rule.rateLimit ?? 'default', documentedPath, sharedAnswers);
  }
  Object.assign(paths, GATEWAY_PATHS);
  return {
    openapi: '3.1.0',
    info: INFO,
    servers: [{ url: '/', description: 'This deployment: the origin that served this document (local, staging or production).', 'x-internal': false }],
    tags: CONTEXT_TAGS,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: JWT_DESCRIPTION },
        adminBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: `An administrator's access token: as \`bearer\`, with the claim \`isAdmin: true\` (the gateway answers 403 otherwise). ${JWT_DESCRIPTION}` },
      },
      parameters: {
        lng: { name: 'lng', in: 'query', required: false, description: 'The language of messages (Arabic by default).', schema: { type: 'string', enum: ['ar', 'en', 'fr'], default: 'ar' } },
      },
      headers: SHARED_HEADERS,
      // Only the shared answers some operation refers to (an operation with its own answer schema writes its own).
      responses: usedResponses(paths),
      schemas: { ...SHARED_SCHEMAS, ...Object.fromEntries([...sharedAnswers].map(([answer, name]) => [name, jsonSchemaOf(answer, 'output')])) },
    },
  };
}
