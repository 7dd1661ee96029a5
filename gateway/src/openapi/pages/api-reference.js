// The REST API reference: Swagger UI over the gateway's own OpenAPI document (same origin, so
// "Try it out" calls this deployment; a token goes in "Authorize" and is kept for this tab only).
window.ui = window.SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  docExpansion: 'none',
  filter: true,
  persistAuthorization: false,
  displayOperationId: true,
  validatorUrl: null,
});
