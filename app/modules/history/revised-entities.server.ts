// The kinds of item with a history (ADR 30): how to read an item's state now, and how to bring a
// state back, which is a save through the item's own service, with all its rules. A stored
// state is checked against the item's shape before it is saved again, so a revision written by
// an older version of the shop that no longer fits is refused, not half applied.
import { z } from "zod";
import type { Db } from "../../db/database.server.ts";
import { conflict, isDomainError } from "../../domain/errors.ts";
import {
  attributeTypeState,
  attributeValueState,
  changeAttributeType,
  changeAttributeTypeValue,
  restoreAttributeType,
  restoreAttributeTypeValue,
} from "../catalogue/attributes.service.server.ts";
import { attributeGroups } from "../catalogue/catalogue.schema.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import {
  categoryState,
  changeCategory,
  restoreCategory,
} from "../catalogue/categories.service.server.ts";
import {
  changeProduct,
  productState,
  restoreProduct,
} from "../catalogue/products.service.server.ts";
import type { Articles } from "../content/articles.server.ts";
import { articleState, changeArticle, restoreArticle } from "../content/articles.service.server.ts";
import { locales } from "../i18n/locales.ts";
import {
  changeTranslationKey,
  restoreTranslationKey,
  translationKeyState,
} from "../i18n/translations.service.server.ts";
import { changeSiteSetting, siteSettingState } from "../settings/settings.service.server.ts";
import type { SiteSettings } from "../settings/site-settings.server.ts";
import { restoreUser } from "../users/users.service.server.ts";
import type { RevisedEntityName, RevisionRecorder } from "./revisions.server.ts";

export type HistoryServices = {
  db: Db;
  catalogue: Catalogue;
  articles: Articles;
  siteSettings: SiteSettings;
};

export type RevisedEntity = {
  /** The item's state now; undefined when there is no such item. */
  current(services: HistoryServices, id: number): Promise<unknown>;
  /** Saves a stored state as the item's state, through the item's service. */
  restore(
    services: HistoryServices,
    revisions: RevisionRecorder,
    id: number,
    stored: unknown,
  ): Promise<void>;
};

/**
 * Runs a restore; a refusal of the item's rules says what stands in the way, as a conflict of
 * the stored state with the shop now: its fields are the item's, not the request's.
 */
async function restoring(what: string, restore: () => Promise<unknown>): Promise<void> {
  try {
    await restore();
  } catch (error) {
    if (isDomainError(error) && (error.kind === "invalid" || error.kind === "conflict")) {
      const reasons = error.errors?.map((field) => field.message) ?? [];
      const why = reasons.length > 0 ? reasons.join("; ") : error.message;
      throw conflict(`${what} cannot be restored: ${why}`);
    }
    throw error;
  }
}

function revised<State>(
  shape: z.ZodType<State>,
  current: (services: HistoryServices, id: number) => Promise<State | undefined>,
  save: (
    services: HistoryServices,
    revisions: RevisionRecorder,
    id: number,
    state: State,
  ) => Promise<unknown>,
): RevisedEntity {
  return {
    current,
    async restore(services, revisions, id, stored) {
      const state = shape.safeParse(stored);
      if (!state.success)
        throw conflict("This revision no longer fits the item and cannot be restored");
      await restoring("This version", () => save(services, revisions, id, state.data));
    },
  };
}

const localized = <T extends z.ZodType>(value: T) => z.object({ en: value, fr: value, nl: value });

const productShape = z.object({
  bk: z.string(),
  active: z.boolean(),
  categoryIds: z.array(z.number()),
  pictureIds: z.array(z.number()),
  lines: z.array(
    z.object({
      typeId: z.number(),
      value: z.string(),
      min: z.number().nullable(),
      max: z.number().nullable(),
    }),
  ),
  titles: localized(z.string()),
});

const articleShape = z.object({
  slugs: localized(z.string()),
  texts: localized(z.object({ title: z.string(), summary: z.string(), body: z.string() })),
  sortOrder: z.number(),
  archived: z.boolean(),
  publishedAt: z.string(),
  pictureIds: z.array(z.number()),
});

const categoryShape = z.object({
  parentId: z.number().nullable(),
  bk: z.string(),
  slugs: localized(z.string()),
  sortOrder: z.number(),
  active: z.boolean(),
  showInTree: z.boolean(),
  hasOwnPage: z.boolean(),
  texts: localized(z.object({ title: z.string(), body: z.string(), extra: z.string() })),
  pictureIds: z.array(z.number()),
  attributeSet: z.array(z.object({ typeId: z.number(), sortOrder: z.number() })),
});

/** A category in the trash: its state, and the products that listed it among theirs. */
const trashedCategoryShape = categoryShape.extend({ productIds: z.array(z.number()) });

const translationKeyShape = z.object({
  key: z.string(),
  richText: z.boolean(),
  texts: localized(z.string()),
});

const attributeTypeFields = {
  code: z.string(),
  group: z.enum(attributeGroups),
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  allowsMultiple: z.boolean(),
  sortOrder: z.number(),
  filter: z.boolean(),
  filterOrder: z.number(),
  labels: localized(z.string()),
};

/**
 * A type's state stored before types were offered as filters has neither `filter` nor
 * `filterOrder`: it comes back offered, in its sort order, as the migration left every type.
 */
function withFilterDefaults(stored: unknown): unknown {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return stored;
  const state = stored as Record<string, unknown>;
  return { filter: true, filterOrder: state.sortOrder, ...state };
}

const attributeTypeShape = z.preprocess(withFilterDefaults, z.object(attributeTypeFields));

const attributeValueShape = z.object({
  typeId: z.number(),
  value: z.string(),
  sortOrder: z.number(),
  labels: localized(z.string()),
});

/** A deleted attribute type in the trash: the values deleted with it came along. */
const trashedAttributeTypeShape = z.preprocess(
  withFilterDefaults,
  z.object({
    ...attributeTypeFields,
    values: z.array(attributeValueShape.omit({ typeId: true }).extend({ id: z.number() })),
  }),
);

/** A deleted account: everything to bring it back as it was, its password hash included. */
const userShape = z.object({
  email: z.string(),
  passwordHash: z.string(),
  adminFlag: z.boolean(),
  roles: z.array(z.string()),
  sessionVersion: z.number(),
  createdAt: z.string(),
});

const entities: Record<RevisedEntityName, RevisedEntity> = {
  article: revised(
    articleShape,
    ({ db }, id) => articleState(db, id),
    ({ db, articles }, revisions, id, state) => changeArticle(db, articles, revisions, id, state),
  ),
  "attribute-type": revised(
    attributeTypeShape,
    ({ db }, id) => attributeTypeState(db, id),
    ({ db, catalogue }, revisions, id, state) =>
      changeAttributeType(db, catalogue, revisions, id, state),
  ),
  "attribute-value": revised(
    attributeValueShape,
    ({ db }, id) => attributeValueState(db, id),
    ({ db }, revisions, id, state) => changeAttributeTypeValue(db, revisions, id, state),
  ),
  category: revised(
    categoryShape,
    ({ db }, id) => categoryState(db, id),
    ({ db, catalogue }, revisions, id, state) =>
      changeCategory(db, catalogue, revisions, id, state),
  ),
  product: revised(
    productShape,
    ({ db }, id) => productState(db, id),
    ({ db, catalogue }, revisions, id, state) => changeProduct(db, catalogue, revisions, id, state),
  ),
  setting: revised(
    z.object({ key: z.string(), value: z.string() }),
    ({ db }, id) => siteSettingState(db, id),
    ({ db, siteSettings }, revisions, id, state) =>
      changeSiteSetting(db, siteSettings, revisions, id, state),
  ),
  "translation-key": revised(
    translationKeyShape,
    ({ db }, id) => translationKeyState(db, id),
    ({ db }, revisions, id, state) =>
      changeTranslationKey(db, revisions, id, {
        key: state.key,
        richText: state.richText,
        // An empty text removes that language's text, as it was then.
        texts: locales.map((locale) => ({ locale, text: state.texts[locale] })),
      }),
  ),
};

export function revisedEntity(name: RevisedEntityName): RevisedEntity {
  return entities[name];
}

/** Brings a deleted item back from its state in the trash, under its old id. */
type Restore = (services: HistoryServices, id: number, stored: unknown) => Promise<void>;

/**
 * A kind's way back from the trash: the stored state checked against its shape (a state an
 * older version of the shop stored that no longer fits is refused, not half restored), then
 * restored through the kind's own rules, a refusal saying why.
 */
function fromTrash<State>(
  what: string,
  shape: z.ZodType<State>,
  restore: (services: HistoryServices, id: number, state: State) => Promise<unknown>,
): Restore {
  return async (services, id, stored) => {
    const state = shape.safeParse(stored);
    if (!state.success) throw conflict(`${what}'s state no longer fits and cannot be restored`);
    await restoring(what, () => restore(services, id, state.data));
  };
}

const restorable: Partial<Record<string, Restore>> = {
  article: fromTrash("This article", articleShape, ({ db, articles }, id, state) =>
    restoreArticle(db, articles, id, state),
  ),
  "attribute-type": fromTrash(
    "This attribute type",
    trashedAttributeTypeShape,
    ({ db }, id, state) => restoreAttributeType(db, id, state),
  ),
  "attribute-value": fromTrash("This attribute value", attributeValueShape, ({ db }, id, state) =>
    restoreAttributeTypeValue(db, id, state),
  ),
  user: fromTrash("This user", userShape, ({ db }, id, state) => restoreUser(db, id, state)),
  product: fromTrash("This product", productShape, ({ db, catalogue }, id, state) =>
    restoreProduct(db, catalogue, id, state),
  ),
  category: fromTrash("This category", trashedCategoryShape, ({ db, catalogue }, id, state) =>
    restoreCategory(db, catalogue, id, state),
  ),
  "translation-key": fromTrash("This translation key", translationKeyShape, ({ db }, id, state) =>
    restoreTranslationKey(db, id, state),
  ),
};

/** How an item of this kind comes back from the trash; undefined when it cannot. */
export function restorableEntity(entity: string): Restore | undefined {
  return restorable[entity];
}
