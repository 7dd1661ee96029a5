import { Controller, Get, Header } from '@nestjs/common';
import type { OpenApiDocument } from './merge-openapi';
import { OpenApiAggregator } from './openapi-aggregator';

/** The whole public API in one OpenAPI document, merged from the services at request time. */
@Controller('api/v1')
export class OpenApiController {
  constructor(private readonly aggregator: OpenApiAggregator) {}

  @Get('openapi.json')
  @Header('cache-control', 'no-cache')
  document(): Promise<OpenApiDocument> {
    return this.aggregator.document();
  }
}
