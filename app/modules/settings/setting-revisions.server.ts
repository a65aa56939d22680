// Site settings as a kind of item with a history (ADR 30), registered with the history by the
// composition root (ADR 43): a restore is the setting's own save, checked by its rules.
import { z } from "zod";
import type { Db } from "../../db/database.server.ts";
import { type RevisedKind, revisedKind } from "../history/revised-entities.server.ts";
import { changeSiteSetting, siteSettingState } from "./settings.service.server.ts";
import type { SiteSettings } from "./site-settings.server.ts";

export function settingRevisedKind({
  db,
  siteSettings,
}: {
  db: Db;
  siteSettings: SiteSettings;
}): RevisedKind {
  return revisedKind({
    entity: "setting",
    shape: z.object({ key: z.string(), value: z.string() }),
    current: (id) => siteSettingState(db, id),
    save: (revisions, id, state) => changeSiteSetting(db, siteSettings, revisions, id, state),
  });
}
