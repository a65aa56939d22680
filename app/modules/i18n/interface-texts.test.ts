import { afterEach, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { bumpStamp } from "../caches/stamps.server.ts";
import type { TextPart } from "./interface-texts.server.ts";
import { saveTranslations } from "./stored-translations.server.ts";
import { unpackTexts } from "./translator.ts";

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

async function save(s: TestServices, entries: Parameters<typeof saveTranslations>[1]) {
  await s.db.transaction().execute(async (trx) => {
    await saveTranslations(trx, entries);
    await bumpStamp(trx, "translations");
  });
}

describe("interface texts", () => {
  it("come from the translations table in the page's language", async () => {
    services = await createTestServices();
    await save(services, [
      { keyCode: "MENU-HOME", langCode: "en", tText: "Home" },
      { keyCode: "MENU-HOME", langCode: "fr", tText: "Accueil" },
      { keyCode: "MENU-HOME", langCode: "nl", tText: "Home" },
    ]);
    expect(await services.interfaceTexts.forLocale("fr")).toEqual({ "MENU-HOME": "Accueil" });
  });

  it("fall back to English with a WARNING log for a missing translation", async () => {
    services = await createTestServices();
    await save(services, [
      { keyCode: "MENU-BLOG", langCode: "en", tText: "Blog" },
      { keyCode: "MENU-CONTACT", langCode: "en", tText: "Contact" },
      { keyCode: "MENU-CONTACT", langCode: "nl", tText: "Contacteer ons" },
    ]);
    expect(await services.interfaceTexts.forLocale("nl")).toEqual({
      "MENU-BLOG": "Blog",
      "MENU-CONTACT": "Contacteer ons",
    });
    const warning = services.logLines.find((line) => line.locale === "nl");
    expect(warning).toMatchObject({ level: 40, keys: ["MENU-BLOG"] });
  });

  it("keep the back office's texts out of the public pages' texts", async () => {
    services = await createTestServices();
    await save(services, [
      { keyCode: "MENU-HOME", langCode: "en", tText: "Home" },
      { keyCode: "ADMIN-MENU-PRODUCTS", langCode: "en", tText: "Products" },
      { keyCode: "ADMIN-MENU-PRODUCTS", langCode: "fr", tText: "Produits" },
    ]);
    expect(await services.interfaceTexts.forLocale("fr")).toEqual({ "MENU-HOME": "Home" });
    expect(await services.interfaceTexts.forAdmin("fr")).toEqual({
      "ADMIN-MENU-PRODUCTS": "Produits",
    });
  });

  it("split the public texts into the frame's and each page area's", async () => {
    services = await createTestServices();
    await save(services, [
      { keyCode: "MENU-HOME", langCode: "en", tText: "Home" },
      { keyCode: "CONTACT-TITLE", langCode: "en", tText: "Contact us" },
      { keyCode: "CONTACT-TITLE", langCode: "nl", tText: "Contacteer ons" },
      { keyCode: "LOGIN-TITLE", langCode: "en", tText: "Log in" },
    ]);
    const texts = services.interfaceTexts;
    expect(await texts.forFrame("nl")).toEqual({ "MENU-HOME": "Home" });
    const packed = async (...parts: TextPart[]) => unpackTexts(await texts.packed("nl", ...parts));
    expect(await packed("frame")).toEqual({ "MENU-HOME": "Home" });
    expect(await packed("contact")).toEqual({ "CONTACT-TITLE": "Contacteer ons" });
    expect(await packed("account")).toEqual({ "LOGIN-TITLE": "Log in" });
    expect(await packed("catalogue")).toEqual({});
    expect(await packed("account", "contact")).toEqual({
      "CONTACT-TITLE": "Contacteer ons",
      "LOGIN-TITLE": "Log in",
    });
    expect(Object.keys(await texts.forLocale("nl")).sort()).toEqual([
      "CONTACT-TITLE",
      "LOGIN-TITLE",
      "MENU-HOME",
    ]);
  });

  it("leave content keys (categories, products, attributes, blog) to the pages", async () => {
    services = await createTestServices();
    await save(services, [
      { keyCode: "CAT-3-TITLE", langCode: "en", tText: "O-rings" },
      { keyCode: "PRODUCT-OR-12-TITLE", langCode: "en", tText: "O-ring 12 mm" },
      { keyCode: "SITE-NAME", langCode: "en", tText: "Rubbera" },
    ]);
    expect(await services.interfaceTexts.forLocale("en")).toEqual({ "SITE-NAME": "Rubbera" });
  });

  it("show an edit as soon as the translations' stamp moves", async () => {
    services = await createTestServices();
    await save(services, [{ keyCode: "SITE-NAME", langCode: "en", tText: "Rubbera" }]);
    expect((await services.interfaceTexts.forLocale("en"))["SITE-NAME"]).toBe("Rubbera");
    await save(services, [{ keyCode: "SITE-NAME", langCode: "en", tText: "Rubbera Belgium" }]);
    expect((await services.interfaceTexts.forLocale("en"))["SITE-NAME"]).toBe("Rubbera Belgium");
  });

  it("show an edit in the texts packed for pages as soon as the stamp moves", async () => {
    const own = await createTestServices();
    services = own;
    const frame = async () => unpackTexts(await own.interfaceTexts.packed("fr", "frame"));
    await save(own, [{ keyCode: "MENU-HOME", langCode: "fr", tText: "Accueil" }]);
    expect(await frame()).toEqual({ "MENU-HOME": "Accueil" });
    await save(own, [{ keyCode: "MENU-HOME", langCode: "fr", tText: "Page d'accueil" }]);
    expect(await frame()).toEqual({ "MENU-HOME": "Page d'accueil" });
  });
});
