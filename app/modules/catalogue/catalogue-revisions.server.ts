// The catalogue's kinds of item with a history (ADR 30): products, categories, attribute types
// and their values. The composition root registers them with the history (ADR 43); a restore is
// the item's own save, so every rule of the catalogue applies.
import { z } from "zod";
import type { Db } from "../../db/database.server.ts";
import { fromTrash, type RevisedKind, revisedKind } from "../history/revised-entities.server.ts";
import { localizedShape } from "../i18n/localized-shape.ts";
import {
  attributeTypeState,
  attributeValueState,
  changeAttributeType,
  changeAttributeTypeValue,
  restoreAttributeType,
  restoreAttributeTypeValue,
} from "./attributes.service.server.ts";
import { availabilitySchema } from "./availability.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { attributeGroups } from "./catalogue-model.ts";
import { categoryState, changeCategory, restoreCategory } from "./categories.service.server.ts";
import { changeProduct, productState, restoreProduct } from "./products.service.server.ts";

const productFields = z.object({
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
  titles: localizedShape(z.string()),
  availability: z.union([availabilitySchema, z.null()]),
});

/** A product's state stored before products had an availability says nothing. */
function withAvailabilityDefault(stored: unknown): unknown {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return stored;
  return { availability: null, ...stored };
}

const productShape = z.preprocess(withAvailabilityDefault, productFields);

const categoryShape = z.object({
  parentId: z.number().nullable(),
  bk: z.string(),
  slugs: localizedShape(z.string()),
  sortOrder: z.number(),
  active: z.boolean(),
  showInTree: z.boolean(),
  hasOwnPage: z.boolean(),
  texts: localizedShape(z.object({ title: z.string(), body: z.string(), extra: z.string() })),
  pictureIds: z.array(z.number()),
  attributeSet: z.array(z.object({ typeId: z.number(), sortOrder: z.number() })),
});

/** A category in the trash: its state, and the products that listed it among theirs. */
const trashedCategoryShape = categoryShape.extend({ productIds: z.array(z.number()) });

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
  labels: localizedShape(z.string()),
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
  labels: localizedShape(z.string()),
});

/** A deleted attribute type in the trash: the values deleted with it came along. */
const trashedAttributeTypeShape = z.preprocess(
  withFilterDefaults,
  z.object({
    ...attributeTypeFields,
    values: z.array(attributeValueShape.omit({ typeId: true }).extend({ id: z.number() })),
  }),
);

export function catalogueRevisedKinds({
  db,
  catalogue,
}: {
  db: Db;
  catalogue: Catalogue;
}): RevisedKind[] {
  return [
    {
      ...revisedKind({
        entity: "product",
        shape: productShape,
        current: (id) => productState(db, id),
        save: (revisions, id, state) => changeProduct(db, catalogue, revisions, id, state),
      }),
      restoreFromTrash: fromTrash({
        what: "This product",
        shape: productShape,
        restore: (id, state) => restoreProduct(db, catalogue, id, state),
      }),
    },
    {
      ...revisedKind({
        entity: "category",
        shape: categoryShape,
        current: (id) => categoryState(db, id),
        save: (revisions, id, state) => changeCategory(db, catalogue, revisions, id, state),
      }),
      restoreFromTrash: fromTrash({
        what: "This category",
        shape: trashedCategoryShape,
        restore: (id, state) => restoreCategory(db, catalogue, id, state),
      }),
    },
    {
      ...revisedKind({
        entity: "attribute-type",
        shape: attributeTypeShape,
        current: (id) => attributeTypeState(db, id),
        save: (revisions, id, state) => changeAttributeType(db, catalogue, revisions, id, state),
      }),
      restoreFromTrash: fromTrash({
        what: "This attribute type",
        shape: trashedAttributeTypeShape,
        restore: (id, state) => restoreAttributeType(db, id, state),
      }),
    },
    {
      ...revisedKind({
        entity: "attribute-value",
        shape: attributeValueShape,
        current: (id) => attributeValueState(db, id),
        save: (revisions, id, state) => changeAttributeTypeValue(db, revisions, id, state),
      }),
      restoreFromTrash: fromTrash({
        what: "This attribute value",
        shape: attributeValueShape,
        restore: (id, state) => restoreAttributeTypeValue(db, id, state),
      }),
    },
  ];
}
