// What the back office's settings screens show: every setting, and one setting's form with its
// history, each in the API's shape, which the forms send back changed. One function per
// screen; the loaders turn `undefined` into a 404.
import type { Db } from "../../db/database.server.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import { revisionSummaries } from "../history/revision-summaries.server.ts";
import { siteSettingDto } from "./site-setting-dto.ts";
import type { SiteSettings } from "./site-settings.server.ts";

/** The settings screen: every setting, the ones the site reads and the others. */
export async function siteSettingsPageData({ siteSettings }: { siteSettings: SiteSettings }) {
  return { siteSettings: (await siteSettings.all()).map(siteSettingDto) };
}

/**
 * One setting with its revisions; an empty form without an id; undefined for an id that names
 * no setting.
 */
export async function siteSettingEditPageData(
  { db, siteSettings }: { db: Db; siteSettings: SiteSettings },
  { id: idText }: { id: string | undefined },
) {
  if (idText === undefined) return { setting: undefined, revisions: [] };
  const id = recordIdFrom(idText);
  const setting = id === undefined ? undefined : await siteSettings.byId(id);
  if (!setting) return undefined;
  return {
    setting: siteSettingDto(setting),
    revisions: await revisionSummaries(db, "setting", setting.id),
  };
}
