// Fills an empty database with what the site needs to run (interface texts) and the demo
// shop. Idempotent: running it again only adds what is missing and never overwrites edits.
import type { Logger } from "pino";
import type { Db } from "../../app/db/database.server.ts";
import { bumpStamp } from "../../app/modules/caches/data-version.repository.server.ts";
import { locales } from "../../app/modules/i18n/locales.ts";
import { saveTranslations } from "../../app/modules/i18n/translation.repository.server.ts";
import { interfaceTexts } from "./interface-texts.ts";

export async function seedDatabase(db: Db, log: Logger): Promise<void> {
  const started = performance.now();
  const entries = Object.entries(interfaceTexts).flatMap(([keyCode, texts]) =>
    locales.map((langCode) => ({ keyCode, langCode, tText: texts[langCode] })),
  );
  await db.transaction().execute(async (trx) => {
    await saveTranslations(trx, entries, { keepExisting: true });
    await bumpStamp(trx, "translations");
  });
  log.info(
    {
      interfaceTexts: Object.keys(interfaceTexts).length,
      ms: Math.round(performance.now() - started),
    },
    "Seed applied",
  );
}
