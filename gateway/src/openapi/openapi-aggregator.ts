import type { UpstreamName } from '../config/env';
import type { UpstreamPools } from '../proxy/upstream-pools';
import { REST_ENDPOINTS } from '@cf/contracts';
import { applyContracts } from './contract-operations';
import { mergeOpenApi, type OpenApiDocument, type UpstreamDocument } from './merge-openapi';

const FETCH_TIMEOUT_MS = 2000;

/** The gateway's own part of the document: its info and the paths it answers itself. */
export const GATEWAY_OPENAPI: OpenApiDocument = {
  openapi: '3.0.0',
  info: {
    title: 'Oman Crowdfunding platform API',
    description:
      'Public REST API, served by the gateway under /api/v1 and merged from every service. Success: `{ status: "success", data: { data } }`; failure: `{ status: "fail", message }` translated by `?lng=` (ar, en, fr).',
    version: '1',
  },
  servers: [{ url: '/' }],
  tags: [{ name: 'gateway', description: 'Answered by the gateway itself' }],
  paths: {
    '/health/live': { get: { tags: ['gateway'], summary: 'The gateway process answers', responses: { '200': { description: 'alive' } }, 'x-service': 'gateway' } },
    '/health/ready': { get: { tags: ['gateway'], summary: 'Readiness of every upstream service', responses: { '200': { description: 'per-service status' } }, 'x-service': 'gateway' } },
    '/api/v1/openapi.json': { get: { tags: ['gateway'], summary: 'This document', responses: { '200': { description: 'OpenAPI 3 document' } }, 'x-service': 'gateway' } },
  },
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
};

/**
 * Fetches each upstream's /openapi.json when asked (briefly cached, one fetch in flight at a
 * time); a service that does not answer within 2 s is skipped and named in `x-unavailable`.
 */
export class OpenApiAggregator {
  private cached: { document: OpenApiDocument; until: number } | null = null;
  private inFlight: Promise<OpenApiDocument> | null = null;

  constructor(
    private readonly pools: UpstreamPools,
    private readonly cacheMs: number,
  ) {}

  async document(): Promise<OpenApiDocument> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.document;
    this.inFlight ??= this.build().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async build(): Promise<OpenApiDocument> {
    const names = Object.keys(this.pools.urls) as UpstreamName[];
    const results = await Promise.all(names.map(async (service) => ({ service, document: await this.fetch(service) })));
    const available: UpstreamDocument[] = [];
    const unavailable: string[] = [];
    for (const result of results) {
      if (result.document) available.push({ service: result.service, document: result.document });
      else unavailable.push(result.service);
    }
    // The contracts in @cf/contracts are the source of truth for the operations they describe.
    const document = applyContracts(mergeOpenApi(GATEWAY_OPENAPI, available, unavailable), REST_ENDPOINTS);
    this.cached = { document, until: Date.now() + this.cacheMs };
    return document;
  }

  private async fetch(service: UpstreamName): Promise<OpenApiDocument | null> {
    try {
      const response = await this.pools.get(service).request({
        method: 'GET',
        path: '/openapi.json',
        headers: { accept: 'application/json' },
        headersTimeout: FETCH_TIMEOUT_MS,
        bodyTimeout: FETCH_TIMEOUT_MS,
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        return null;
      }
      const document = (await response.body.json()) as OpenApiDocument;
      return document && typeof document === 'object' && typeof document.paths === 'object' ? document : null;
    } catch {
      return null;
    }
  }
}
