export { gatewayService } from './gateway.service-definition';
export { createGatewayApp, type GatewayAppOptions } from './create-gateway-app';
export { gatewayConfigFromEnv, type GatewayConfig, type UpstreamName } from './config/env';
export { ROUTE_TABLE, type RouteRule, type AuthLevel, type RateLimitClass } from './routes/route-table';
export { gatewayRouteMatcher, RouteMatcher } from './routes/route-matcher';
export { contractOperation, openApiPathOf, operationIdOf, securityOf, type OpenApiDocument } from './openapi/contract-operations';
export { buildOpenApiDocument } from './openapi/openapi-document';
export { buildAsyncApiDocument } from './openapi/asyncapi-document';
