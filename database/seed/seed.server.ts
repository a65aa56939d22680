// Fills a database with what the site needs to run — interface texts and the known site
// settings — and, on an empty catalogue, the demo shop. Idempotent: running it again only adds
// what is missing and never overwrites an administrator's edits.
import type { Logger } from "pino";
import type { Db } from "../../app/db/database.server.ts";
import { bumpStamp } from "../../app/modules/caches/stamps.server.ts";
import { locales } from "../../app/modules/i18n/locales.ts";
import { saveTranslations } from "../../app/modules/i18n/stored-translations.server.ts";
import type { PictureStorage } from "../../app/modules/pictures/picture-storage.server.ts";
import { addMissingSettings } from "../../app/modules/settings/settings.service.server.ts";
import { catalogueIsEmpty, loadDemoShop } from "./demo-shop.server.ts";
import { interfaceTexts } from "./interface-texts/index.ts";
import { defaultSiteSettings } from "./site-settings.ts";

export type SeedOptions = {
  /** Load the demo shop when the catalogue is empty, with its pictures stored here. */
  demo?: { storage: PictureStorage };
};

export async function seedDatabase(db: Db, log: Logger, options: SeedOptions = {}): Promise<void> {
  const started = performance.now();
  const entries = Object.entries(interfaceTexts).flatMap(([keyCode, texts]) =>
    locales.map((langCode) => ({ keyCode, langCode, tText: texts[langCode] })),
  );
  await db.transaction().execute(async (trx) => {
    // Only what was added moves a stamp: restarting an instance with nothing new does not make
    // the other instances rebuild their caches.
    if ((await saveTranslations(trx, entries, { keepExisting: true })) > 0) {
      await bumpStamp(trx, "translations");
    }
    await addMissingSettings(
      trx,
      defaultSiteSettings.map(({ keyCode, keyValue }) => ({ key: keyCode, value: keyValue })),
    );
  });
  log.info(
    {
      interfaceTexts: Object.keys(interfaceTexts).length,
      ms: Math.round(performance.now() - started),
    },
    "Seed applied",
  );
  if (options.demo && (await catalogueIsEmpty(db))) {
    await loadDemoShop(db, options.demo.storage, log);
  }
}
