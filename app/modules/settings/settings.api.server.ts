// /api/site-settings: the site's settings, readable by everyone, changed by admins.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import {
  apiRoute,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { siteSettingInputSchema, siteSettingSchema } from "./settings.schema.ts";
import {
  changeSiteSetting,
  createSiteSetting,
  removeSiteSetting,
} from "./settings.service.server.ts";
import type { SiteSettings } from "./site-settings.server.ts";

const settingResponse = jsonResponse(z.object({ siteSetting: siteSettingSchema }), "The setting");

export function siteSettingsApi({ db, siteSettings }: { db: Db; siteSettings: SiteSettings }) {
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/",
      summary: "Every site setting",
      responses: jsonResponse(
        z.object({ siteSettings: z.array(siteSettingSchema), cachedOn: z.number() }),
        "Settings",
      ),
    }),
    async (c) => c.json(await siteSettings.list(), 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/",
      summary: "Add a setting",
      request: jsonBody(siteSettingInputSchema),
      responses: settingResponse,
    }),
    async (c) => {
      const siteSetting = await createSiteSetting(db, siteSettings, c.req.valid("json"));
      return c.json({ siteSetting }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a setting",
      request: { params: idParam, ...jsonBody(siteSettingInputSchema) },
      responses: settingResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const siteSetting = await changeSiteSetting(db, siteSettings, id, c.req.valid("json"));
      return c.json({ siteSetting }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a setting",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      await removeSiteSetting(db, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
