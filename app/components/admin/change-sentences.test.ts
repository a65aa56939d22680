import { describe, expect, it } from "vitest";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { translator } from "../../modules/i18n/translation.tsx";
import {
  type AuditLine,
  auditSentence,
  changedFieldsText,
  revisionSentence,
  sentenceText,
} from "./change-sentences.ts";

const textsIn = (locale: Locale) =>
  translator(Object.fromEntries(Object.entries(interfaceTexts).map(([k, v]) => [k, v[locale]])));
const t = { en: textsIn("en"), fr: textsIn("fr"), nl: textsIn("nl") };

const said = (locale: Locale, line: Partial<AuditLine>) =>
  sentenceText(auditSentence(t[locale], locale, { ...entry, ...line }));

const entry: AuditLine = {
  action: "update",
  entity: "product",
  entityId: 27,
  summary: "PUT /api/products/27: OR-NBR70-0200-030",
  userEmail: "anne@rubbera.example",
  itemKind: "product",
  item: "OR-NBR70-0200-030 (O-ring NBR 70)",
  changed: ["titles.fr"],
};

describe("the audit log's sentences", () => {
  it("say who changed which field of which product, in each language", () => {
    expect(said("en", {})).toBe(
      "anne@rubbera.example changed the French title of product OR-NBR70-0200-030 (O-ring NBR 70)",
    );
    expect(said("fr", {})).toBe(
      "anne@rubbera.example a modifié le titre en français du produit OR-NBR70-0200-030 (O-ring NBR 70)",
    );
    expect(said("nl", {})).toBe(
      "anne@rubbera.example heeft de Franse titel van product OR-NBR70-0200-030 (O-ring NBR 70) gewijzigd",
    );
  });

  it("keep the item's name apart, for the screen to make it a link", () => {
    expect(auditSentence(t.nl, "nl", entry)).toEqual({
      before: "anne@rubbera.example heeft de Franse titel van product ",
      item: "OR-NBR70-0200-030 (O-ring NBR 70)",
      after: " gewijzigd",
    });
  });

  it("say a change without its fields, a creation and a deletion, by kind of item", () => {
    expect(said("en", { changed: null })).toBe(
      "anne@rubbera.example changed product OR-NBR70-0200-030 (O-ring NBR 70)",
    );
    expect(
      said("fr", {
        action: "delete",
        entity: "category",
        itemKind: "category",
        item: "Joints plats",
        summary: "DELETE /api/categories/4: flat-gaskets",
      }),
    ).toBe("anne@rubbera.example a supprimé la catégorie Joints plats");
    expect(
      said("en", {
        action: "create",
        entity: "setting",
        itemKind: "setting",
        item: "SHOP_EMAIL",
        changed: null,
      }),
    ).toBe("anne@rubbera.example created setting SHOP_EMAIL");
    expect(
      said("en", {
        userEmail: null,
        changed: ["value"],
        entity: "setting",
        itemKind: "setting",
        item: "SHOP_PHONE",
      }),
    ).toBe("Someone changed the value of setting SHOP_PHONE");
  });

  it("say sign-ins, sign-outs and failed sign-ins with the e-mail typed", () => {
    const session = { entity: "session", itemKind: "session", item: null, changed: null } as const;
    expect(said("en", { ...session, action: "sign-in", summary: "POST /api/users/login" })).toBe(
      "anne@rubbera.example signed in",
    );
    expect(said("fr", { ...session, action: "sign-out", summary: "POST /api/users/logout" })).toBe(
      "anne@rubbera.example a fermé sa session",
    );
    expect(
      said("en", {
        ...session,
        action: "sign-in-failed",
        userEmail: "anne@rubbera.exampel",
        summary: "POST /api/users/login: Wrong e-mail or password",
      }),
    ).toBe("Failed sign-in as anne@rubbera.exampel");
    expect(said("nl", { ...session, action: "sign-in-failed", userEmail: null })).toBe(
      "Mislukte aanmelding zonder e-mailadres",
    );
  });

  it("name an enquiry by its reference and count erasures, never naming a buyer", () => {
    const enquiry = { entity: "enquiry", itemKind: "enquiry", changed: null } as const;
    expect(
      said("en", {
        ...enquiry,
        action: "reply",
        item: "Q-2026-0042",
        summary: "POST /api/enquiries/42/replies: Q-2026-0042",
      }),
    ).toBe("anne@rubbera.example replied to enquiry Q-2026-0042");
    const erase = {
      ...enquiry,
      action: "erase",
      entityId: null,
      item: null,
      summary: "POST /api/privacy/erase: 2 erased",
    } as const;
    expect(said("en", erase)).toBe("anne@rubbera.example erased the personal data of 2 enquiries");
    expect(said("fr", { ...erase, summary: "POST /api/privacy/erase: 1 erased" })).toBe(
      "anne@rubbera.example a effacé les données personnelles de 1 demande",
    );
    expect(said("nl", { ...erase, summary: "POST /api/privacy/erase" })).toBe(
      "anne@rubbera.example heeft de gegevens van een persoon uit de aanvragen gewist",
    );
  });

  it("count what a bulk change, an import, an emptied trash and a clean-up did", () => {
    const many = { entityId: null, item: null, changed: null } as const;
    expect(said("en", { ...many, summary: "POST /api/products/bulk: 3 changed" })).toBe(
      "anne@rubbera.example changed 3 products in one go",
    );
    expect(said("fr", { ...many, summary: "POST /api/products/bulk: 1 changed" })).toBe(
      "anne@rubbera.example a modifié 1 produit en une fois",
    );
    const imported = {
      ...many,
      action: "import",
      entity: "catalogue-import",
      itemKind: "catalogue-import",
      summary:
        "POST /api/catalogue/import?entity=products&dryRun=false: 3 created, 1 updated, 0 unchanged",
    } as const;
    expect(said("en", imported)).toBe(
      "anne@rubbera.example imported products from a file: 3 new, 1 changed and 0 unchanged",
    );
    expect(said("fr", imported)).toBe(
      "anne@rubbera.example a importé des produits depuis un fichier : 3 ajouts, 1 modification et 0 sans changement",
    );
    const trash = { ...many, action: "delete", entity: "trash", itemKind: "trash" } as const;
    expect(said("en", { ...trash, summary: "POST /api/trash/empty: 1 deleted" })).toBe(
      "anne@rubbera.example emptied the trash: 1 item deleted for good",
    );
    expect(
      said("nl", {
        ...many,
        action: "delete",
        entity: "picture",
        itemKind: "picture",
        summary: "POST /api/resources/deleteUnused: 4 deleted",
      }),
    ).toBe("anne@rubbera.example heeft 4 ongebruikte afbeeldingen verwijderd");
  });

  it("say what came back from the trash or an earlier version, and the caches' work", () => {
    expect(
      said("en", {
        action: "restore",
        entity: "trash",
        itemKind: "trash",
        item: "SHEET-1",
        changed: null,
        summary: "POST /api/trash/9/restore: SHEET-1",
      }),
    ).toBe("anne@rubbera.example brought SHEET-1 back from the trash");
    expect(
      said("en", {
        action: "restore",
        entity: "revision",
        entityId: 12,
        summary: "POST /api/revisions/12/restore",
      }),
    ).toBe(
      "anne@rubbera.example restored the earlier version of the French title of product OR-NBR70-0200-030 (O-ring NBR 70)",
    );
    expect(
      said("fr", {
        action: "restore",
        entity: "revision",
        itemKind: null,
        item: null,
        changed: null,
      }),
    ).toBe("anne@rubbera.example a restauré une version antérieure d'un élément");
    const cache = { entity: "cache", itemKind: "cache", item: null, changed: null } as const;
    expect(
      said("en", {
        ...cache,
        action: "cache-clear",
        summary: "POST /api/cache/delete: Cache catalogue deleted",
      }),
    ).toBe("anne@rubbera.example cleared the cache catalogue");
    expect(
      said("fr", {
        ...cache,
        action: "cache-clear",
        summary: "POST /api/cache/clearall: All caches cleared",
      }),
    ).toBe("anne@rubbera.example a vidé tous les caches");
  });
});

describe("the words of changed fields", () => {
  it("name a field path as the form does, per language, or as written when unknown", () => {
    expect(changedFieldsText(t.en, "en", ["texts.fr.title", "slugs.nl", "lines"])).toBe(
      "the French title, the Dutch URL and the attribute values",
    );
    expect(changedFieldsText(t.en, "en", ["Attributes.3.attribute_value"])).toBe(
      "an attribute value",
    );
    expect(changedFieldsText(t.fr, "fr", ["labels.nl", "unit"])).toBe(
      "le libellé en néerlandais et l'unité",
    );
    expect(changedFieldsText(t.nl, "nl", ["weird.path", "bk"])).toBe(
      "weird.path en de bedrijfssleutel",
    );
  });

  it("name a field changed in every language once, and count what is beyond four", () => {
    expect(changedFieldsText(t.en, "en", ["titles.en", "titles.fr", "titles.nl"])).toBe(
      "the title",
    );
    expect(
      changedFieldsText(t.en, "en", ["bk", "active", "categoryIds", "pictureIds", "lines"]),
    ).toBe("the business key, the status, the categories and 2 other fields");
  });

  it("make the history panel's sentence, the shop's own saves included", () => {
    expect(
      revisionSentence(t.en, "en", { editor: "anne@rubbera.example", changed: ["titles.fr"] }),
    ).toBe("anne@rubbera.example changed the French title");
    expect(revisionSentence(t.fr, "fr", { editor: null, changed: ["slugs.en"] })).toBe(
      "La boutique a modifié l'URL en anglais",
    );
  });
});
