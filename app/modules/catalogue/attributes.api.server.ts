// /api/attributes: attribute types and their values.
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
import { unlessHeld } from "../caches/cached-on.ts";
import type { History } from "../history/revisions.server.ts";
import {
  changeAttributeType,
  changeAttributeTypeValue,
  createAttributeType,
  createAttributeTypeValue,
  removeAttributeType,
  removeAttributeTypeValue,
} from "./attributes.service.server.ts";
import type {
  AttributeTypeDto,
  AttributeTypeInput,
  AttributeTypeValueInput,
} from "./catalogue.schema.ts";
import {
  attributeTypeInputSchema,
  attributeTypeSchema,
  attributeTypeValueInputSchema,
} from "./catalogue.schema.ts";
import type { Catalogue } from "./catalogue.server.ts";
import {
  attributeTypeAnswerSchema,
  attributeValueAnswerSchema,
} from "./catalogue-answers.schema.ts";
import { attributeTypeDto, attributeValueDto } from "./catalogue-dtos.server.ts";
import type { AttributeTypeChange, AttributeValueChange } from "./catalogue-model.ts";

const typeResponse = jsonResponse(attributeTypeAnswerSchema, "The attribute type");
const valueResponse = jsonResponse(attributeValueAnswerSchema, "The attribute type value");

export function attributesApi(services: { db: Db; catalogue: Catalogue; history: History }) {
  const { db, catalogue, history } = services;
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/",
      summary: "Every attribute type with its values",
      request: {
        body: { content: { "application/json": { schema: cachedOnBody } }, required: false },
      },
      responses: jsonResponse(
        z.object({ attributeTypes: z.array(attributeTypeSchema).optional(), cachedOn: z.number() }),
        "Attribute types, unless the client holds them already",
      ),
    }),
    async (c) => {
      const [model, cachedOn] = await Promise.all([catalogue.read(), catalogue.stamp()]);
      const answer = unlessHeld(cachedOn, c.req.valid("json"), () => ({
        attributeTypes: model.attributeTypes.map((type) => attributeTypeDto(model, type)),
      }));
      return c.json(answer, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/create",
      summary: "Create an attribute type",
      request: jsonBody(attributeTypeInputSchema),
      responses: typeResponse,
    }),
    async (c) => {
      const change = attributeTypeChange(c.req.valid("json"));
      const id = await inRequestTerms(typeFields, () => createAttributeType(db, change));
      return c.json({ attributeType: await typeAnswer(catalogue, id) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/value",
      summary: "Add a value to an attribute type",
      request: jsonBody(attributeTypeValueInputSchema),
      responses: valueResponse,
    }),
    async (c) => {
      const change = attributeValueChange(c.req.valid("json"));
      const id = await inRequestTerms(valueFields, () => createAttributeTypeValue(db, change));
      return c.json({ attributeTypeValue: await valueAnswer(catalogue, id) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/value/{id}",
      summary: "Change an attribute type value",
      request: { params: idParam, ...jsonBody(attributeTypeValueInputSchema) },
      responses: valueResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = attributeValueChange(c.req.valid("json"));
      const revisions = history.by(editorOf(c.get("caller")));
      await inRequestTerms(valueFields, () => changeAttributeTypeValue(db, revisions, id, change));
      return c.json({ attributeTypeValue: await valueAnswer(catalogue, id) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/value/{id}",
      summary:
        'Delete an attribute type value — or, with `{ "type": true }` in the body, the attribute type {id}',
      request: {
        params: idParam,
        body: {
          content: {
            "application/json": {
              schema: z
                .object({ id: z.number().int().optional(), type: z.boolean().optional() })
                .nullable()
                .optional(),
            },
          },
          required: false,
        },
      },
      responses: okResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const revisions = history.by(editorOf(c.get("caller")));
      if (c.req.valid("json")?.type) await removeAttributeType(db, catalogue, revisions, id);
      else await removeAttributeTypeValue(db, revisions, id);
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change an attribute type",
      request: { params: idParam, ...jsonBody(attributeTypeInputSchema) },
      responses: typeResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = attributeTypeChange(c.req.valid("json"));
      const revisions = history.by(editorOf(c.get("caller")));
      await inRequestTerms(typeFields, () =>
        changeAttributeType(db, catalogue, revisions, id, change),
      );
      return c.json({ attributeType: await typeAnswer(catalogue, id) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete an attribute type no category or product uses",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      const revisions = history.by(editorOf(c.get("caller")));
      await removeAttributeType(db, catalogue, revisions, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}

async function typeAnswer(catalogue: Catalogue, id: number): Promise<AttributeTypeDto> {
  const model = await catalogue.read();
  const type = model.attributeType(id);
  if (!type) throw notFound(`Attribute type ${id}`);
  return attributeTypeDto(model, type);
}

async function valueAnswer(catalogue: Catalogue, id: number) {
  const found = attributeValueDto(await catalogue.read(), id);
  if (!found) throw notFound(`Attribute type value ${id}`);
  return found.value;
}

function attributeTypeChange(input: AttributeTypeInput): AttributeTypeChange {
  return {
    code: input.attribute_code,
    group: input.attribute_group,
    unit: input.data_unit,
    min: input.min_value ?? null,
    max: input.max_value ?? null,
    allowsMultiple: input.allowMultiple,
    sortOrder: input.sort_order,
    filter: input.filter,
    filterOrder: input.filter_order ?? input.sort_order,
    ...(input.translations ? { labels: input.translations } : {}),
  };
}

function attributeValueChange(input: AttributeTypeValueInput): AttributeValueChange {
  return {
    typeId: input.attribute_type_id,
    value: input.value,
    sortOrder: input.sort_order,
    ...(input.translations ? { labels: input.translations } : {}),
  };
}

const typeFields: RequestFields = [[/^code$/, "body.attribute_code"]];
const valueFields: RequestFields = [[/^typeId$/, "body.attribute_type_id"]];
