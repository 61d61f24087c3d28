// Starts Swagger UI on /api/openapi.json (a file, not an inline script: the site's CSP).
/* global SwaggerUIBundle */
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Nothing leaves the site: no badge fetched from the public validator.
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
