// /api/site-settings: the site's settings, readable by everyone, changed by admins.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import { editorOf } from "../../http/access.server.ts";
import {
  apiRoute,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { inRequestTerms, type RequestFields } from "../../http/request-fields.server.ts";
import type { History } from "../history/revisions.server.ts";
import {
  type SiteSettingInput,
  siteSettingInputSchema,
  siteSettingSchema,
} from "./settings.schema.ts";
import {
  changeSiteSetting,
  createSiteSetting,
  removeSiteSetting,
} from "./settings.service.server.ts";
import type { SiteSettingChange } from "./settings-model.ts";
import { siteSettingDto } from "./site-setting-dto.ts";
import type { SiteSettings } from "./site-settings.server.ts";

const fromInput = (input: SiteSettingInput): SiteSettingChange => ({
  key: input.key_code,
  value: input.key_value,
});

/** The fields the service refuses, named as the request sent them. */
const sentFields: RequestFields = [
  [/^key$/, "body.key_code"],
  [/^value$/, "body.key_value"],
];

/**
 * A deletion sends no key_code, only the id in its path (ADR 7: a path says where the value was
 * sent): a setting the site reads is refused there, its message naming the key.
 */
const deletedFields: RequestFields = [[/^key$/, "path.id"]];

const settingResponse = jsonResponse(z.object({ siteSetting: siteSettingSchema }), "The setting");

export function siteSettingsApi({
  db,
  siteSettings,
  history,
}: {
  db: Db;
  siteSettings: SiteSettings;
  history: History;
}) {
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
    async (c) => {
      const { settings, cachedOn } = await siteSettings.list();
      return c.json({ siteSettings: settings.map(siteSettingDto), cachedOn }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/",
      summary: "Add a setting",
      description:
        "The value of a setting the site reads follows the key's rule (400 naming key_value); other keys hold free text.",
      request: jsonBody(siteSettingInputSchema),
      responses: settingResponse,
    }),
    async (c) => {
      const change = fromInput(c.req.valid("json"));
      const setting = await inRequestTerms(sentFields, () =>
        createSiteSetting(db, siteSettings, change),
      );
      return c.json({ siteSetting: siteSettingDto(setting) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a setting",
      description:
        "A setting the site reads (MAINTENANCE_MODE, SHOP_LINK, …) keeps its key (409 naming key_code) and its value follows the key's rule (400 naming key_value); other keys hold free text.",
      request: { params: idParam, ...jsonBody(siteSettingInputSchema) },
      responses: settingResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = fromInput(c.req.valid("json"));
      const setting = await inRequestTerms(sentFields, () =>
        changeSiteSetting(db, siteSettings, history.by(editorOf(c.get("caller"))), id, change),
      );
      return c.json({ siteSetting: siteSettingDto(setting) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a setting",
      description:
        "A setting the site reads cannot be deleted (409 naming path.id, its message the key_code): set its value instead.",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await inRequestTerms(deletedFields, () => removeSiteSetting(db, id));
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
