// Starts the interactive API reference of /api/docs (Swagger UI, served from this app: no CDN,
// no inline script). "Try it out" sends requests from this page with its session cookie, or with
// an API token entered under "Authorize".
window.addEventListener("DOMContentLoaded", () => {
  window.SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#api-reference",
    deepLinking: true,
    withCredentials: true,
    persistAuthorization: false,
    tryItOutEnabled: false,
    displayOperationId: true,
    filter: true,
    syntaxHighlight: { activated: false },
    validatorUrl: null,
  });
});
