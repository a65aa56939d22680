// The REST API under /api: caller identification, one sub-app per module, the generated
// OpenAPI document and JSON errors for everything, unknown calls included. Each call limits its
// own body, after its access guard (`apiRoute`): nobody reads a body they may not send.
import { publicOriginOf } from "../http/access.server.ts";
import { errorResponse } from "../http/api-errors.server.ts";
import { createApiRouter } from "../http/api-route.server.ts";
import { auditLogApi } from "../modules/audit/audit.api.server.ts";
import { auditTrail } from "../modules/audit/audit-trail.server.ts";
import { cachesApi } from "../modules/caches/caches.api.server.ts";
import { attributesApi } from "../modules/catalogue/attributes.api.server.ts";
import { categoriesApi } from "../modules/catalogue/categories.api.server.ts";
import { productsApi } from "../modules/catalogue/products.api.server.ts";
import { articlesApi } from "../modules/content/articles.api.server.ts";
import { enquiriesApi, privacyApi } from "../modules/enquiries/enquiries.api.server.ts";
import { mailerApi } from "../modules/enquiries/mail.api.server.ts";
import { historyApi } from "../modules/history/history.api.server.ts";
import { trashApi } from "../modules/history/trash.api.server.ts";
import { insightApi } from "../modules/insight/insight.api.server.ts";
import { logsApi } from "../modules/logs/logs.api.server.ts";
import { pictureStorage } from "../modules/pictures/picture-storage.server.ts";
import { picturesApi } from "../modules/pictures/pictures.api.server.ts";
import { cleanPictureFiles } from "../modules/pictures/pictures.service.server.ts";
import { searchApi } from "../modules/search/search.api.server.ts";
import { synonymsApi } from "../modules/search/synonyms.api.server.ts";
import { siteSettingsApi } from "../modules/settings/settings.api.server.ts";
import { spreadsheetsApi } from "../modules/spreadsheets/spreadsheets.api.server.ts";
import { translationsApi } from "../modules/translations/translations.api.server.ts";
import { identifyCaller } from "../modules/users/session.server.ts";
import { usersApi } from "../modules/users/users.api.server.ts";
import { apiDocs } from "./api-docs.server.ts";
import type { AppServices } from "./context.ts";
import { healthApi } from "./health.api.server.ts";

export const openApiInfo = {
  title: "Vitrine API",
  description:
    "Catalogue, content and back-office API of the Vitrine shop website. Calls marked with a lock need `Authorization: Bearer {token}` (from POST /api/users/login).",
} as const;

export function createApi(services: AppServices) {
  const api = createApiRouter();
  api.use(publicOriginOf(services.config.publicUrl));
  api.use(identifyCaller(services));
  api.use(auditTrail(services));

  api.route("/health", healthApi(services));
  api.route("/users", usersApi(services));
  api.route("/attributes", attributesApi(services));
  api.route(
    "/categories",
    categoriesApi(services, {
      cleanResourceFiles: () =>
        cleanPictureFiles(services.db, pictureStorage(services.config, services.db)),
    }),
  );
  api.route("/resources", picturesApi(services));
  api.route("/mailer", mailerApi(services));
  api.route("/enquiries", enquiriesApi(services));
  api.route("/privacy", privacyApi(services));
  // The search first: its `/search` would otherwise be read as a product's id.
  api.route("/products", searchApi(services));
  api.route("/products", productsApi(services));
  api.route("/catalogue", spreadsheetsApi(services));
  api.route("/translations", translationsApi(services));
  api.route("/site-settings", siteSettingsApi(services));
  api.route("/synonyms", synonymsApi(services));
  api.route("/articles", articlesApi(services));
  api.route("/revisions", historyApi(services));
  api.route("/trash", trashApi(services));
  api.route("/cache", cachesApi(services));
  api.route("/logger", logsApi(services));
  api.route("/audit-log", auditLogApi(services));
  api.route("/insight", insightApi(services));

  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { ...openApiInfo, version: services.config.version },
    servers: [{ url: "/api" }],
  });

  api.route("/docs", apiDocs(openApiInfo.title));

  // Last of the API routes: an unknown call is answered here, in JSON, not by the pages.
  api.all("*", (c) => c.json({ error: `No API call ${c.req.method} ${c.req.path}` }, 404));
  api.onError((error, c) => errorResponse(error, c, services.log));
  return api;
}
