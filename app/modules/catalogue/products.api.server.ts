// /api/products: product administration, and the titles a quote list names its products by.
// The product search under the same address is the search module's (`search.api.server.ts`).
import type { Db } from "../../db/database.server.ts";
import { notFound } from "../../domain/errors.ts";
import { editorOf } from "../../http/access.server.ts";
import {
  apiRoute,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { inRequestTerms, type RequestFields } from "../../http/request-fields.server.ts";
import type { History } from "../history/revisions.server.ts";
import { audienceOf, categoriesShownTo } from "./audience.server.ts";
import type { ProductDto } from "./catalogue.schema.ts";
import { productTitlesRequestSchema, productTitlesSchema } from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { productAnswerSchema } from "./catalogue-answers.schema.ts";
import { productDto } from "./catalogue-dtos.server.ts";
import type { ProductChange } from "./catalogue-model.ts";
import {
  maxProductsChangedAtOnce,
  type ProductBulkActionDto,
  productBulkRequestSchema,
  productBulkResultSchema,
} from "./product-bulk.schema.ts";
import { changeProductsInBulk, type ProductBulkAction } from "./product-bulk.service.server.ts";
import { duplicateProduct } from "./product-copies.server.ts";
import { type ProductInput, productInputSchema } from "./product-input.schema.ts";
import { changeProduct, createProduct, removeProduct } from "./products.service.server.ts";

const productResponse = jsonResponse(productAnswerSchema, "The product");

export function productsApi(services: { db: Db; catalogue: Catalogue; history: History }) {
  const { db, catalogue, history } = services;
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/titles",
      summary: "Products' titles in a language, by business key",
      description:
        "What the visitor's quote list needs to name its products in the page's language: it keeps business keys only. A business key of no product the caller may see is left out of the answer.",
      request: jsonBody(productTitlesRequestSchema),
      responses: jsonResponse(productTitlesSchema, "The titles of the products found"),
    }),
    async (c) => {
      const { lang, bk } = c.req.valid("json");
      const audience = audienceOf(c.get("caller"));
      const model = await catalogue.read();
      const titles = [...new Set(bk)].flatMap((code) => {
        const product = model.productByBk(code);
        if (!product || (audience === "visitors" && !model.productShownToVisitors(product))) {
          return [];
        }
        return [{ bk: product.bk, title: model.productTitle(product, lang) }];
      });
      return c.json({ titles }, 200);
    },
  );

  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/{id}",
      summary: "One product",
      request: { params: idParam },
      responses: productResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const audience = audienceOf(c.get("caller"));
      const model = await catalogue.read();
      const product = model.product(id);
      // Visitors do not read a product the site does not show them.
      if (!product || (audience === "visitors" && !model.productShownToVisitors(product))) {
        throw notFound(`Product ${id}`);
      }
      return c.json(
        { product: productDto(model, product, categoriesShownTo(model, audience)) },
        200,
      );
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/",
      summary: "Create a product",
      request: jsonBody(productInputSchema),
      responses: productResponse,
    }),
    async (c) => {
      const change = productChange(c.req.valid("json"));
      const id = await inRequestTerms(productFields, () => createProduct(db, catalogue, change));
      return c.json({ product: await productAnswer(catalogue, id) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a product",
      request: { params: idParam, ...jsonBody(productInputSchema) },
      responses: productResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = productChange(c.req.valid("json"));
      await inRequestTerms(productFields, () =>
        changeProduct(db, catalogue, history.by(editorOf(c.get("caller"))), id, change),
      );
      return c.json({ product: await productAnswer(catalogue, id) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/{id}/duplicate",
      summary: "Copy a product as a draft",
      description:
        'The copy has the same categories, titles, pictures and attribute lines, and the first free business key of "{bk}-COPY", "{bk}-COPY-2", "{bk}-COPY-3"…; it is a draft (`active` false) until published.',
      request: { params: idParam },
      responses: jsonResponse(productAnswerSchema, "The copy"),
    }),
    async (c) => {
      const copyId = await duplicateProduct(db, catalogue, c.req.valid("param").id);
      return c.json({ product: await productAnswer(catalogue, copyId) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/bulk",
      summary: "Change many products at once",
      description: `One action applied to every product of \`ids\` (at most ${maxProductsChangedAtOnce}), in one transaction: every product named changes, or none does. Each is checked as its own save would be, and a refusal names the field (\`body.ids.3\` for an id of no product). Every product changed gets a new \`updated_at\` and keeps its state before the change as a revision (/api/revisions); products deleted go to the trash (/api/trash), from which they can be restored.`,
      request: jsonBody(productBulkRequestSchema),
      responses: jsonResponse(productBulkResultSchema, "How many products changed"),
    }),
    async (c) => {
      const { ids, action } = c.req.valid("json");
      const changed = await inRequestTerms(bulkFields, () =>
        changeProductsInBulk(
          db,
          catalogue,
          history.by(editorOf(c.get("caller"))),
          ids,
          bulkAction(action),
        ),
      );
      return c.json({ changed }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a product",
      description: "The product goes to the trash (/api/trash), from which it can be restored.",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      const revisions = history.by(editorOf(c.get("caller")));
      await removeProduct(db, catalogue, revisions, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}

async function productAnswer(catalogue: Catalogue, id: number): Promise<ProductDto> {
  const model = await catalogue.read();
  const product = model.product(id);
  if (!product) throw notFound(`Product ${id}`);
  return productDto(model, product);
}

function productChange(input: ProductInput): ProductChange {
  return {
    bk: input.bk,
    ...(input.active === undefined ? {} : { active: input.active }),
    categoryIds: input.Categories.map((category) => category.id),
    pictureIds: input.Resources.map((picture) => picture.id),
    lines: input.Attributes.map((line) => ({
      typeId: line.attribute_type_id,
      value: line.attribute_value,
      min: line.min_value ?? null,
      max: line.max_value ?? null,
    })),
    ...(input.titleTranslations ? { titles: input.titleTranslations } : {}),
    ...(input.availability === undefined ? {} : { availability: input.availability }),
  };
}

const productFields: RequestFields = [
  [/^categoryIds\.(\d+)$/, "body.Categories.$1.id"],
  [/^pictureIds\.(\d+)$/, "body.Resources.$1.id"],
  [/^lines\.(\d+)\.typeId$/, "body.Attributes.$1.attribute_type_id"],
  [/^lines\.(\d+)\.value$/, "body.Attributes.$1.attribute_value"],
];

function bulkAction(action: ProductBulkActionDto): ProductBulkAction {
  return action.kind === "setAttribute"
    ? { kind: "setAttribute", typeId: action.attributeTypeId, value: action.value }
    : action;
}

const bulkFields: RequestFields = [[/^action\.typeId$/, "body.action.attributeTypeId"]];
