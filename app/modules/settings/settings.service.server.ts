// Site setting writes. Rules: a key is used by one setting only; the value of a key the site
// knows follows its rule (settings.schema: the API checks it before the call, and it is checked
// here again, since a restored revision comes this way too); and a setting the site reads keeps
// its key and stays, since renaming or deleting it would silently bring back the site's default.
// A refused key is the field `key`, a refused value `value`; the API names them as they were
// sent. Every write bumps the settings stamp in its transaction, so the SiteSettings cache shows
// it on its next read. A change stores the state it replaced as a revision, in the same
// transaction (ADR 30).
//
// Like every service, each function takes its dependencies first (the database or a
// transaction, then the caches it reads) and then its input; the cache holds no rules.
import type { Db } from "../../db/database.server.ts";
import { conflict, invalid, notFound } from "../../domain/errors.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import type { RevisionRecorder } from "../history/history-model.ts";
import { isKnownSetting, settingValueProblem } from "./settings.schema.ts";
import type { SiteSetting, SiteSettingChange } from "./settings-model.ts";
import {
  addMissingSiteSettings,
  deleteSiteSetting,
  findSiteSettingById,
  findSiteSettingValue,
  insertSiteSetting,
  updateSiteSetting,
} from "./site-setting.repository.server.ts";
import type { SiteSettings } from "./site-settings.server.ts";

async function assertKeyFree(siteSettings: SiteSettings, key: string, exceptId?: number) {
  const existing = await siteSettings.byKey(key);
  if (existing && existing.id !== exceptId) {
    const message = `The setting ${key} already exists`;
    throw conflict(message, [{ path: "key", message }]);
  }
}

/**
 * The setting as the write left it, read from the database: the cache may be rebuilding for
 * another request's write at that moment, from a reading of the stamps taken before this one.
 */
async function savedSiteSetting(db: Db, id: number): Promise<SiteSetting> {
  const row = await findSiteSettingById(db, id);
  if (!row) throw notFound(`Site setting ${id}`);
  return { id: row.id, key: row.keyCode, value: row.keyValue };
}

// Existence is checked in the database, not the cache, before a change or a removal.
async function storedKey(db: Db, id: number): Promise<string> {
  const row = await findSiteSettingById(db, id);
  if (!row) throw notFound(`Site setting ${id}`);
  return row.keyCode;
}

function assertValueFits(setting: SiteSettingChange) {
  const problem = settingValueProblem(setting.key, setting.value);
  if (problem) throw invalid(problem, [{ path: "value", message: problem }]);
}

/** A setting the site reads is neither renamed nor deleted. */
function assertNotKnown(key: string, refused: "renamed" | "deleted") {
  if (!isKnownSetting(key)) return;
  const message = `The site reads the setting ${key}: it cannot be ${refused}`;
  throw conflict(message, [{ path: "key", message }]);
}

export async function createSiteSetting(
  db: Db,
  siteSettings: SiteSettings,
  setting: SiteSettingChange,
): Promise<SiteSetting> {
  assertValueFits(setting);
  await assertKeyFree(siteSettings, setting.key);
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertSiteSetting(trx, { keyCode: setting.key, keyValue: setting.value });
    await bumpStamp(trx, "settings");
    return id;
  });
  return savedSiteSetting(db, id);
}

/** A setting as its revisions keep it. */
export async function siteSettingState(db: Db, id: number): Promise<SiteSettingChange | undefined> {
  const row = await findSiteSettingById(db, id);
  return row && { key: row.keyCode, value: row.keyValue };
}

export async function changeSiteSetting(
  db: Db,
  siteSettings: SiteSettings,
  revisions: RevisionRecorder,
  id: number,
  setting: SiteSettingChange,
): Promise<SiteSetting> {
  const key = await storedKey(db, id);
  if (key !== setting.key) assertNotKnown(key, "renamed");
  assertValueFits(setting);
  await assertKeyFree(siteSettings, setting.key, id);
  await db.transaction().execute(async (trx) => {
    const before = await siteSettingState(trx, id);
    if (!before) throw notFound(`Site setting ${id}`);
    // Read again in the transaction: the key may have changed since the check above.
    if (before.key !== setting.key) assertNotKnown(before.key, "renamed");
    await updateSiteSetting(trx, id, { keyCode: setting.key, keyValue: setting.value });
    await revisions.record(trx, { entity: "setting", id, before, after: setting });
    await bumpStamp(trx, "settings");
  });
  return savedSiteSetting(db, id);
}

export async function removeSiteSetting(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    assertNotKnown(await storedKey(trx, id), "deleted");
    await deleteSiteSetting(trx, id);
    await bumpStamp(trx, "settings");
  });
}

/**
 * Adds the settings whose keys do not exist yet, never changing an existing value, and moves
 * the settings stamp only when it added one: answers how many it added.
 */
export async function addMissingSettings(
  trx: Db,
  settings: readonly SiteSettingChange[],
): Promise<number> {
  const added = await addMissingSiteSettings(
    trx,
    settings.map(({ key, value }) => ({ keyCode: key, keyValue: value })),
  );
  if (added > 0) await bumpStamp(trx, "settings");
  return added;
}

/**
 * A setting's value as stored now, or undefined when it is not set: for what runs outside a
 * request and holds no cache of the settings (the outbox's mails, its hourly chores).
 */
export function storedSettingValue(db: Db, key: string): Promise<string | undefined> {
  return findSiteSettingValue(db, key);
}
