import { afterEach, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import {
  addTranslationKeys,
  deleteTranslationKeysStartingWith,
  deleteTranslations,
  listTextsOfKeyCodes,
  listTranslationsWithPrefixes,
  renameTranslationKey,
  saveTranslations,
} from "./stored-translations.server.ts";

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

const byKeyAndLanguage = (a: { keyCode: string; langCode: string }, b: typeof a) =>
  `${a.keyCode} ${a.langCode}`.localeCompare(`${b.keyCode} ${b.langCode}`);

describe("the stored texts of translation keys", () => {
  it("keep the last text given for a key and language, and replace it on the next save", async () => {
    services = await createTestServices();
    const { db } = services;
    const written = await saveTranslations(db, [
      { keyCode: "TEST-WIDTH", langCode: "en", tText: "Width" },
      { keyCode: "TEST-WIDTH", langCode: "en", tText: "Breadth" },
      { keyCode: "TEST-WIDTH", langCode: "fr", tText: "Largeur" },
    ]);
    expect(written).toBe(2);
    await saveTranslations(db, [{ keyCode: "TEST-WIDTH", langCode: "fr", tText: "Laize" }]);
    expect(
      (await listTextsOfKeyCodes(db, ["TEST-WIDTH", "TEST-WIDTH"])).sort(byKeyAndLanguage),
    ).toEqual([
      { keyCode: "TEST-WIDTH", langCode: "en", tText: "Breadth" },
      { keyCode: "TEST-WIDTH", langCode: "fr", tText: "Laize" },
    ]);
  });

  it("with keepExisting, write only the missing texts and say how many", async () => {
    services = await createTestServices();
    const { db } = services;
    await saveTranslations(db, [{ keyCode: "TEST-SEAL", langCode: "en", tText: "Edited seal" }]);
    const written = await saveTranslations(
      db,
      [
        { keyCode: "TEST-SEAL", langCode: "en", tText: "Seal" },
        { keyCode: "TEST-SEAL", langCode: "nl", tText: "Afdichting" },
      ],
      { keepExisting: true },
    );
    expect(written).toBe(1);
    expect((await listTextsOfKeyCodes(db, ["TEST-SEAL"])).sort(byKeyAndLanguage)).toEqual([
      { keyCode: "TEST-SEAL", langCode: "en", tText: "Edited seal" },
      { keyCode: "TEST-SEAL", langCode: "nl", tText: "Afdichting" },
    ]);
    expect(
      await saveTranslations(db, [{ keyCode: "TEST-SEAL", langCode: "nl", tText: "Dichting" }], {
        keepExisting: true,
      }),
    ).toBe(0);
  });

  it("lose a language's text on deletion, the key and its other texts staying", async () => {
    services = await createTestServices();
    const { db } = services;
    await saveTranslations(db, [
      { keyCode: "TEST-RING", langCode: "en", tText: "Ring" },
      { keyCode: "TEST-RING", langCode: "fr", tText: "Bague" },
      { keyCode: "TEST-HOSE", langCode: "fr", tText: "Tuyau" },
    ]);
    await deleteTranslations(db, [
      { keyCode: "TEST-RING", langCode: "fr" },
      { keyCode: "TEST-HOSE", langCode: "fr" },
      { keyCode: "TEST-NOWHERE", langCode: "fr" },
    ]);
    expect(await listTextsOfKeyCodes(db, ["TEST-RING", "TEST-HOSE"])).toEqual([
      { keyCode: "TEST-RING", langCode: "en", tText: "Ring" },
    ]);
    const keys = await db
      .selectFrom("translationKey")
      .select("keyCode")
      .where("keyCode", "in", ["TEST-RING", "TEST-HOSE", "TEST-NOWHERE"])
      .execute();
    expect(keys.map((key) => key.keyCode).sort()).toEqual(["TEST-HOSE", "TEST-RING"]);
  });

  it("are added as bare keys, a key that exists keeping its texts and its kind", async () => {
    services = await createTestServices();
    const { db } = services;
    await saveTranslations(db, [{ keyCode: "TEST-BODY", langCode: "en", tText: "<p>Body</p>" }], {
      richTextKeys: new Set(["TEST-BODY"]),
    });
    await addTranslationKeys(db, [
      { keyCode: "TEST-BODY", isRichText: false },
      { keyCode: "TEST-BARE", isRichText: true },
    ]);
    const keys = await db
      .selectFrom("translationKey")
      .select(["keyCode", "isRichText"])
      .where("keyCode", "in", ["TEST-BODY", "TEST-BARE"])
      .orderBy("keyCode")
      .execute();
    expect(keys).toEqual([
      { keyCode: "TEST-BARE", isRichText: 1 },
      { keyCode: "TEST-BODY", isRichText: 1 },
    ]);
    expect(await listTextsOfKeyCodes(db, ["TEST-BODY", "TEST-BARE"])).toEqual([
      { keyCode: "TEST-BODY", langCode: "en", tText: "<p>Body</p>" },
    ]);
  });

  it("rename a key with its texts, replacing a key that held the new code", async () => {
    services = await createTestServices();
    const { db } = services;
    await saveTranslations(db, [
      { keyCode: "TEST-OLD", langCode: "en", tText: "Hose" },
      { keyCode: "TEST-NEW", langCode: "en", tText: "Stale" },
    ]);
    await renameTranslationKey(db, "TEST-OLD", "TEST-NEW");
    await renameTranslationKey(db, "TEST-NEW", "TEST-NEW");
    expect(await listTextsOfKeyCodes(db, ["TEST-OLD", "TEST-NEW"])).toEqual([
      { keyCode: "TEST-NEW", langCode: "en", tText: "Hose" },
    ]);
  });

  it("are read and deleted by their keys' prefix", async () => {
    services = await createTestServices();
    const { db } = services;
    await saveTranslations(db, [
      { keyCode: "TEST-A-1", langCode: "en", tText: "One" },
      { keyCode: "TEST-A-2", langCode: "en", tText: "Two" },
      { keyCode: "TEST-B-1", langCode: "en", tText: "Other" },
    ]);
    expect(
      (await listTranslationsWithPrefixes(db, ["TEST-A-"])).map((text) => text.keyCode).sort(),
    ).toEqual(["TEST-A-1", "TEST-A-2"]);
    await deleteTranslationKeysStartingWith(db, "TEST-A-");
    expect((await listTranslationsWithPrefixes(db, ["TEST-"])).map((text) => text.keyCode)).toEqual(
      ["TEST-B-1"],
    );
  });
});
