// What the audit log and the history panel say in plain words: "admin@… changed the French title
// of product OR-NBR70-0200-030 (Joint torique)", "Failed sign-in as …", "… replied to enquiry
// Q-2026-0042", in the back office's language. A sentence is built from what an entry stores
// (its action, kind of item, id and summary), the item's name the page's loader found and the
// field paths its revision changed (`titles.fr` is "the French title"; a path the words do not
// know is shown as it is). A buyer is never named: an enquiry is its reference. Client-safe.
import type { AuditAction, AuditEntity } from "../../modules/audit/audit.schema.ts";
import { countIn, recordedCall } from "../../modules/audit/recorded-call.ts";
import { isLocale, type Locale, locales } from "../../modules/i18n/locales.ts";
import type { TextValues, Translate } from "../../modules/i18n/translation.tsx";
import { counted, listed } from "./owner-formats.ts";

/** The words of a field (`ADMIN-HISTORY-WORD-…`), by the last name of its path. */
const fieldWords: Record<string, string> = {
  key: "KEY",
  key_code: "KEY",
  value: "VALUE",
  richText: "RICH-TEXT",
  texts: "TEXT",
  body: "TEXT",
  title: "TITLE",
  titles: "TITLE",
  titleTranslations: "TITLE",
  extra: "EXTRA",
  summary: "SUMMARY",
  slugs: "URL",
  urls: "URL",
  labels: "LABEL",
  label: "LABEL",
  parentId: "PARENT",
  bk: "BK",
  sortOrder: "SORT-ORDER",
  active: "ACTIVE",
  showInTree: "SHOW-IN-TREE",
  hasOwnPage: "HAS-OWN-PAGE",
  pictureIds: "PICTURES",
  attributeSet: "ATTRIBUTE-SET",
  categoryIds: "CATEGORIES",
  Categories: "CATEGORIES",
  lines: "LINES",
  Attributes: "LINES",
  attribute_value: "LINES",
  archived: "ARCHIVED",
  publishedAt: "DATE",
  code: "CODE",
  group: "GROUP",
  unit: "UNIT",
  min: "MIN",
  max: "MAX",
  allowsMultiple: "MULTIPLE",
  filter: "FILTER",
  filterOrder: "FILTER-ORDER",
  typeId: "ATTRIBUTE-TYPE",
  availability: "AVAILABILITY",
  leadTimeDays: "LEAD-TIME",
};
/** Words with a form for one language: "the French title" (`-IN`). */
const perLanguage = new Set(["TEXT", "TITLE", "EXTRA", "SUMMARY", "URL", "LABEL"]);
/** Lists with a form for one of their elements: "an attribute value" (`-SINGLE`). */
const lists = new Set(["PICTURES", "CATEGORIES", "LINES"]);
/** A sentence names at most this many fields; more are counted ("and 3 other fields"). */
const fieldsNamed = 4;

const isIndex = (part: string) => /^\d+$/.test(part);

type FieldWord = { word: string; language?: Locale; single?: boolean } | { path: string };

/** What a field path is, in the words' terms. */
function fieldWordOf(path: string): FieldWord {
  const parts = path.split(".");
  const language = parts.find(isLocale);
  const names = parts.filter((part) => !isLocale(part));
  const index = names.findIndex(isIndex);
  // An element of a list: `Attributes.3.attribute_value` is an attribute value.
  const list = index > 0 ? fieldWords[names[index - 1] ?? ""] : undefined;
  if (list && lists.has(list)) return { word: list, single: true };
  // A product's availability is one field but for its lead time: `availability.status`.
  if (names[0] === "availability" && names.at(-1) !== "leadTimeDays") {
    return { word: "AVAILABILITY" };
  }
  const word = fieldWords[names.filter((part) => !isIndex(part)).at(-1) ?? ""];
  if (!word) return { path };
  return language ? { word, language } : { word };
}

/**
 * The fields a save changed, named and joined as the language writes them: "the French title
 * and the URL". A field changed in every language is named once, without a language.
 */
export function changedFieldsText(t: Translate, locale: Locale, paths: readonly string[]): string {
  const found = paths.map(fieldWordOf);
  const languagesOf = new Map<string, Set<Locale>>();
  for (const field of found) {
    if ("word" in field && field.language) {
      languagesOf.set(field.word, (languagesOf.get(field.word) ?? new Set()).add(field.language));
    }
  }
  const inEvery = (word: string) => languagesOf.get(word)?.size === locales.length;
  const words = found.map((field) => {
    if ("path" in field) return field.path;
    const key = `ADMIN-HISTORY-WORD-${field.word}`;
    if (field.single) return t(`${key}-SINGLE`);
    if (!field.language || inEvery(field.word)) return t(key);
    if (perLanguage.has(field.word)) {
      return t(`${key}-IN`, {
        language: t(`ADMIN-HISTORY-LANGUAGE-${field.language.toUpperCase()}`),
      });
    }
    return `${t(key)} (${field.language.toUpperCase()})`;
  });
  const distinct = [...new Set(words)];
  if (distinct.length <= fieldsNamed) return listed(locale, distinct);
  const named = distinct.slice(0, fieldsNamed - 1);
  const more = distinct.length - named.length;
  return listed(locale, [...named, counted(t, locale, "ADMIN-HISTORY-WORD-MORE", more)]);
}

/** One revision in the history panel: "admin@… changed the French title and the URL". */
export function revisionSentence(
  t: Translate,
  locale: Locale,
  revision: { editor: string | null; changed: readonly string[] },
): string {
  return t("ADMIN-HISTORY-SAID", {
    who: revision.editor ?? t("ADMIN-HISTORY-SHOP-SAID"),
    fields: changedFieldsText(t, locale, revision.changed),
  });
}

/** What the audit log's sentence is built from: the entry, and what its loader found. */
export type AuditLine = {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  summary: string;
  userEmail: string | null;
  /** The kind of item the sentence names (a restored revision's item's), if any. */
  itemKind: AuditEntity | null;
  /** The item's name, now or as recorded. */
  item: string | null;
  /** The field paths the change changed, when its revision says. */
  changed: readonly string[] | null;
};

/** A sentence around the item's name, which the screen may show as a link. */
export type Sentence = { before: string; item: string | null; after: string };

export const sentenceText = (sentence: Sentence) =>
  `${sentence.before}${sentence.item ?? ""}${sentence.after}`;

/** Kinds of item a sentence can name ("product", "du produit"). */
const namedKinds = new Set<AuditEntity>([
  "product",
  "category",
  "article",
  "attribute-type",
  "attribute-value",
  "translation",
  "setting",
  "synonym",
  "user",
  "picture",
  "enquiry",
]);

const itemPlaceholder = /\{\{\s*item\s*\}\}/;

/** The text of `key` cut where the item's name goes; without a name, the words around close up. */
function around(t: Translate, key: string, values: TextValues, item: string | null): Sentence {
  const [before = "", ...rest] = t(key, values).split(itemPlaceholder);
  const after = rest.join("");
  if (item === null || rest.length === 0) {
    return {
      before: `${before} ${after}`.replace(/\s+/g, " ").replace(/ ([,.:;]|$)/g, "$1"),
      item: null,
      after: "",
    };
  }
  return { before, item, after };
}

const sentence = (text: string): Sentence => ({ before: text, item: null, after: "" });

const importKinds: Record<string, string> = {
  products: "ADMIN-AUDIT-IMPORT-PRODUCTS",
  categories: "ADMIN-AUDIT-IMPORT-CATEGORIES",
  translations: "ADMIN-AUDIT-IMPORT-TRANSLATIONS",
};

/** The audit log's sentence for an entry. */
export function auditSentence(t: Translate, locale: Locale, line: AuditLine): Sentence {
  const who = line.userEmail ?? t("ADMIN-AUDIT-SOMEONE");
  const call = recordedCall(line.summary);
  const kind = line.itemKind && namedKinds.has(line.itemKind) ? line.itemKind : null;
  const kindWords = kind && {
    kind: t(`ADMIN-AUDIT-KIND-${kind.toUpperCase()}`),
    of: t(`ADMIN-AUDIT-OF-${kind.toUpperCase()}`),
  };
  const fields =
    line.changed && line.changed.length > 0
      ? changedFieldsText(t, locale, line.changed)
      : undefined;
  const anItem = line.item ?? t("ADMIN-AUDIT-AN-ITEM");

  switch (line.action) {
    case "sign-in":
      return sentence(t("ADMIN-AUDIT-SAID-SIGN-IN", { who }));
    case "sign-out":
      return sentence(t("ADMIN-AUDIT-SAID-SIGN-OUT", { who }));
    case "sign-in-failed":
      return sentence(
        line.userEmail
          ? t("ADMIN-AUDIT-SAID-SIGN-IN-FAILED", { email: line.userEmail })
          : t("ADMIN-AUDIT-SAID-SIGN-IN-FAILED-BLANK"),
      );
    case "cache-clear": {
      if (call.path.endsWith("/clearall")) {
        return sentence(t("ADMIN-AUDIT-SAID-CACHE-CLEAR-ALL", { who }));
      }
      const context = /^Cache (.+) deleted$/.exec(call.detail ?? "")?.[1] ?? null;
      return around(t, "ADMIN-AUDIT-SAID-CACHE-CLEAR", { who }, context);
    }
    case "cache-rebuild":
      return sentence(t("ADMIN-AUDIT-SAID-CACHE-REBUILD", { who }));
    case "import": {
      const what = t(importKinds[call.query.get("entity") ?? ""] ?? "ADMIN-AUDIT-IMPORT-CATALOGUE");
      const created = countIn(call.detail, "created");
      const updated = countIn(call.detail, "updated");
      const unchanged = countIn(call.detail, "unchanged");
      if (created === undefined || updated === undefined || unchanged === undefined) {
        return sentence(t("ADMIN-AUDIT-SAID-IMPORT", { who, what }));
      }
      const counts = listed(locale, [
        counted(t, locale, "ADMIN-AUDIT-IMPORT-NEW", created),
        counted(t, locale, "ADMIN-AUDIT-IMPORT-CHANGED", updated),
        counted(t, locale, "ADMIN-AUDIT-IMPORT-SAME", unchanged),
      ]);
      return sentence(t("ADMIN-AUDIT-SAID-IMPORT-COUNTS", { who, what, counts }));
    }
    case "reply":
      return around(t, "ADMIN-AUDIT-SAID-REPLY", { who }, line.item);
    case "erase": {
      const erased = countIn(call.detail, "erased");
      return sentence(
        erased === undefined
          ? t("ADMIN-AUDIT-SAID-ERASE", { who })
          : counted(t, locale, "ADMIN-AUDIT-SAID-ERASE", erased, { who }),
      );
    }
    case "restore":
      if (line.entity === "trash") {
        return around(t, "ADMIN-AUDIT-SAID-TRASH-RESTORE", { who }, anItem);
      }
      if (!kindWords) return sentence(t("ADMIN-AUDIT-SAID-RESTORE-UNKNOWN", { who }));
      return fields
        ? around(t, "ADMIN-AUDIT-SAID-RESTORE-FIELDS", { who, fields, ...kindWords }, line.item)
        : around(t, "ADMIN-AUDIT-SAID-RESTORE", { who, ...kindWords }, line.item);
    case "delete": {
      if (line.entity === "trash") {
        if (line.entityId !== null) {
          return around(t, "ADMIN-AUDIT-SAID-TRASH-DELETE", { who }, anItem);
        }
        const deleted = countIn(call.detail, "deleted");
        return sentence(
          deleted === undefined
            ? t("ADMIN-AUDIT-SAID-TRASH-EMPTY", { who })
            : counted(t, locale, "ADMIN-AUDIT-SAID-TRASH-EMPTY", deleted, { who }),
        );
      }
      if (line.entity === "picture" && line.entityId === null) {
        const deleted = countIn(call.detail, "deleted");
        return sentence(
          deleted === undefined
            ? t("ADMIN-AUDIT-SAID-UNUSED-FILES", { who })
            : counted(t, locale, "ADMIN-AUDIT-SAID-UNUSED-PICTURES", deleted, { who }),
        );
      }
      if (!kindWords) break;
      return around(t, "ADMIN-AUDIT-SAID-DELETE", { who, ...kindWords }, line.item);
    }
    case "update": {
      const changedMany = countIn(call.detail, "changed");
      if (line.entity === "product" && line.entityId === null && changedMany !== undefined) {
        return sentence(counted(t, locale, "ADMIN-AUDIT-SAID-BULK", changedMany, { who }));
      }
      if (!kindWords) break;
      return fields
        ? around(t, "ADMIN-AUDIT-SAID-UPDATE-FIELDS", { who, fields, ...kindWords }, line.item)
        : around(t, "ADMIN-AUDIT-SAID-UPDATE", { who, ...kindWords }, line.item);
    }
    case "create":
      if (!kindWords) break;
      return around(t, "ADMIN-AUDIT-SAID-CREATE", { who, ...kindWords }, line.item);
  }
  return sentence(t("ADMIN-AUDIT-SAID-SOMETHING", { who }));
}
