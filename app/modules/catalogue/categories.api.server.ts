// /api/categories: the tree for clients (full, flat hierarchy, URLs, one category) and its
// administration. Visitors read only the categories the site shows them (active, under active
// ones) and their products; administrators read the whole tree (audience.server.ts).
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import { notFound } from "../../domain/errors.ts";
import { editorOf } from "../../http/access.server.ts";
import {
  apiRoute,
  cachedOnBody,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { inRequestTerms, type RequestFields } from "../../http/request-fields.server.ts";
import type { VersionedCache } from "../caches/cache-registry.server.ts";
import { unlessHeld } from "../caches/cached-on.ts";
import type { History } from "../history/revisions.server.ts";
import { locales } from "../i18n/locales.ts";
import {
  type Audience,
  AudienceAnswers,
  audienceOf,
  categoriesShownTo,
} from "./audience.server.ts";
import {
  type CatalogueProductDto,
  type CategoryInput,
  type CategoryViewDto,
  catalogueProductSchema,
  categoryInputSchema,
  categorySchema,
  categoryUrlSchema,
  type FlatHierarchyItem,
  flatHierarchyItemSchema,
  maxCategorySlugLength,
} from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { categoryAnswerSchema } from "./catalogue-answers.schema.ts";
import { categoryDto, categoryViewDto, productDto } from "./catalogue-dtos.server.ts";
import type { Category, CategoryChange, Product } from "./catalogue-model.ts";
import type { CatalogueReadModel, CategoryOption } from "./catalogue-read-model.server.ts";
import { changeCategory, createCategory, removeCategory } from "./categories.service.server.ts";

const listBody = {
  body: {
    content: { "application/json": { schema: cachedOnBody } },
    required: false,
    description: "The `cachedOn` the client holds; the data comes back only when newer.",
  },
};
const categoryResponse = jsonResponse(categoryAnswerSchema, "The category");

/** Removing unreferenced picture files belongs to the pictures module; the spec routes it here. */
type CategoryApiExtras = { cleanResourceFiles: () => Promise<{ removed: number }> };

export function categoriesApi(
  services: { db: Db; catalogue: Catalogue; history: History },
  extras: CategoryApiExtras,
) {
  const { db, catalogue, history } = services;
  const router = createApiRouter();
  // The list answers are built once per catalogue version and audience, not once per call.
  const full = catalogue.derive(
    "categories-full",
    (model) =>
      new AudienceAnswers((audience) => {
        const shown = categoriesShownTo(model, audience);
        return {
          categories: model.categories
            .filter(shown)
            .map((category) => categoryDto(model, category, shown)),
          products: model.products
            .filter((product) => audience === "admins" || model.productShownToVisitors(product))
            .map((product) => catalogueProductDto(model, product, shown)),
        };
      }),
    (answers) =>
      sum(answers.built(), (answer) => answer.categories.length + answer.products.length),
  );
  const flatHierarchy = catalogue.derive(
    "flat-hierarchy",
    (model) =>
      new AudienceAnswers((audience) => {
        const shown = categoriesShownTo(model, audience);
        return {
          flatHierarchy: model
            .categoryOptions()
            .filter((option) => shown(option.category))
            .map(flatHierarchyItem),
        };
      }),
    (answers) => sum(answers.built(), (answer) => answer.flatHierarchy.length),
  );
  const urls = catalogue.derive(
    "category-urls",
    (model) =>
      new AudienceAnswers((audience) => ({
        urls: model.categories.filter(categoriesShownTo(model, audience)).map((category) => ({
          id: category.id,
          url: category.slugs.en,
          urls: category.slugs,
        })),
      })),
    (answers) => sum(answers.built(), (answer) => answer.urls.length * locales.length),
  );
  /** A list answer for the audience, or only the stamp when the client holds the newest. */
  const listAnswer = async <T extends object>(
    cache: VersionedCache<AudienceAnswers<T>>,
    audience: Audience,
    held: number | null,
  ) => {
    const [answers, cachedOn] = await Promise.all([cache.get(), catalogue.stamp()]);
    return unlessHeld(cachedOn, held, () => answers.for(audience));
  };
  /** One category the audience may read, or not found. */
  const readable = (
    model: CatalogueReadModel,
    category: Category | undefined,
    audience: Audience,
  ) => (category && categoriesShownTo(model, audience)(category) ? category : undefined);

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/getUrls",
      summary: "Every category's URL in each language",
      request: listBody,
      responses: jsonResponse(
        z.object({ urls: z.array(categoryUrlSchema).optional(), cachedOn: z.number() }),
        "URLs, unless the client holds them already",
      ),
    }),
    async (c) => {
      const audience = audienceOf(c.get("caller"));
      return c.json(await listAnswer(urls, audience, c.req.valid("json")), 200);
    },
  );

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/full",
      summary: "Every category and product",
      request: listBody,
      responses: jsonResponse(
        z.object({
          categories: z.array(categorySchema).optional(),
          products: z.array(catalogueProductSchema).optional(),
          cachedOn: z.number(),
        }),
        "Categories and products, unless the client holds them already",
      ),
    }),
    async (c) => {
      const audience = audienceOf(c.get("caller"));
      return c.json(await listAnswer(full, audience, c.req.valid("json")), 200);
    },
  );

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/flatHierarchy",
      summary: "The tree as a depth-first list with levels and paths (the category options list)",
      request: listBody,
      responses: jsonResponse(
        z.object({
          flatHierarchy: z.array(flatHierarchyItemSchema).optional(),
          cachedOn: z.number(),
        }),
        "Flat hierarchy, unless the client holds it already",
      ),
    }),
    async (c) => {
      const audience = audienceOf(c.get("caller"));
      return c.json(await listAnswer(flatHierarchy, audience, c.req.valid("json")), 200);
    },
  );

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/categoryById/{id}",
      summary: "One category with its parent, path, shown subcategories and active descendants",
      request: { params: idParam },
      responses: categoryResponse,
    }),
    async (c) => {
      const audience = audienceOf(c.get("caller"));
      const model = await catalogue.read();
      const category = readable(model, model.category(c.req.valid("param").id), audience);
      if (!category) throw notFound(`Category ${c.req.valid("param").id}`);
      return c.json({ category: categoryViewDto(model, category, audience) }, 200);
    },
  );

  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/categoryByUrl/{url}",
      summary: "One category by its URL in any language (`lang` says which to try first)",
      request: {
        params: z.object({
          url: z
            .string()
            .min(1)
            .max(maxCategorySlugLength)
            .openapi({ param: { name: "url", in: "path" }, example: "all" }),
        }),
        query: z.object({ lang: z.enum(locales).optional() }),
      },
      responses: categoryResponse,
    }),
    async (c) => {
      const { url } = c.req.valid("param");
      const { lang } = c.req.valid("query");
      const audience = audienceOf(c.get("caller"));
      const model = await catalogue.read();
      const category = readable(model, model.categoryBySlug(url, lang), audience);
      if (!category) throw notFound(`Category with URL "${url}"`);
      return c.json({ category: categoryViewDto(model, category, audience) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/create",
      summary: "Create a category",
      request: jsonBody(categoryInputSchema),
      responses: categoryResponse,
    }),
    async (c) => {
      const change = categoryChange(c.req.valid("json"));
      const id = await inRequestTerms(categoryFields, () => createCategory(db, catalogue, change));
      return c.json({ category: await categoryAnswer(catalogue, id) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/cleanResourceFiles",
      summary: "Remove picture files no record points to",
      responses: jsonResponse(
        z.object({ removed: z.number().int() }),
        "How many files were removed",
      ),
    }),
    async (c) => c.json(await extras.cleanResourceFiles(), 200),
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a category",
      request: { params: idParam, ...jsonBody(categoryInputSchema) },
      responses: categoryResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = categoryChange(c.req.valid("json"));
      await inRequestTerms(categoryFields, () =>
        changeCategory(db, catalogue, history.by(editorOf(c.get("caller"))), id, change),
      );
      return c.json({ category: await categoryAnswer(catalogue, id) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a category without subcategories or products",
      description:
        "The category goes to the trash (/api/trash), from which it can be restored with its texts, pictures, attribute set and its place among the products' categories.",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      const revisions = history.by(editorOf(c.get("caller")));
      await removeCategory(db, catalogue, revisions, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}

async function categoryAnswer(catalogue: Catalogue, id: number): Promise<CategoryViewDto> {
  const model = await catalogue.read();
  const category = model.category(id);
  if (!category) throw notFound(`Category ${id}`);
  return categoryViewDto(model, category, "admins");
}

const sum = <T>(list: readonly T[], count: (item: T) => number) =>
  list.reduce((total, item) => total + count(item), 0);

/** A product in the full list: its lines name their type instead of embedding it. */
function catalogueProductDto(
  model: CatalogueReadModel,
  product: Product,
  shown: (category: Category) => boolean,
): CatalogueProductDto {
  const dto = productDto(model, product, shown);
  return {
    ...dto,
    Attributes: dto.Attributes.map(
      ({ AttributeType: _type, AttributeTypeValues: _values, ...line }) => line,
    ),
  };
}

function categoryChange(input: CategoryInput): CategoryChange {
  return {
    parentId: input.parent_id,
    bk: input.bk,
    slugs: input.urls,
    sortOrder: input.sort_order,
    active: input.active,
    showInTree: input.show_in_tree,
    hasOwnPage: input.has_own_page,
    ...(input.translations ? { texts: input.translations } : {}),
    pictureIds: input.Resources.map((picture) => picture.id),
    attributeSet: input.AttributeTypeConfigs.map((config) => ({
      typeId: config.attribute_type_id,
      sortOrder: config.sort_order,
    })),
  };
}

const categoryFields: RequestFields = [
  [/^parentId$/, "body.parent_id"],
  [/^slugs\.(\w+)$/, "body.urls.$1"],
  [/^pictureIds\.(\d+)$/, "body.Resources.$1.id"],
  [/^attributeSet\.(\d+)\.typeId$/, "body.AttributeTypeConfigs.$1.attribute_type_id"],
];

function flatHierarchyItem({ category, label, path }: CategoryOption): FlatHierarchyItem {
  return {
    id: category.id,
    parent_id: category.parentId,
    bk: category.bk,
    level: category.level,
    url: category.slugs.en,
    active: category.active,
    label,
    path,
  };
}
