// /api/translations: translation keys with their texts, and their editing. Visitors read no
// texts of content the site does not show them (inactive categories, products only in those,
// unpublished articles); administrators read every key.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/database.server.ts";
import { type Caller, editorOf } from "../../http/access.server.ts";
import {
  apiRoute,
  createApiRouter,
  idParam,
  jsonBody,
  jsonResponse,
  okResponse,
} from "../../http/api-route.server.ts";
import { inRequestTerms, type RequestFields } from "../../http/request-fields.server.ts";
import { audienceOf } from "../catalogue/audience.server.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import type { Articles } from "../content/articles.server.ts";
import type { History } from "../history/revisions.server.ts";
import type { TextSets } from "../i18n/text-data-sets.server.ts";
import { translationDto, translationKeyDto } from "./translation-dto.ts";
import {
  keyCode,
  translationInputSchema,
  translationKeyInputSchema,
  translationKeySchema,
  translationKeyUpdateSchema,
  translationSchema,
  translationUpdateSchema,
} from "./translations.schema.ts";
import {
  changeTranslation,
  changeTranslationKey,
  createTranslation,
  createTranslationKey,
  listTranslationKeys,
  removeTranslation,
  removeTranslationKey,
  setTranslation,
  translationKeysStamp,
} from "./translations.service.server.ts";
import type { TextChange, TranslationChange, TranslationKeyChange } from "./translations-model.ts";

type SentText = { lang_code: TextChange["locale"]; t_text: string };
const fromSentText = (text: SentText): TextChange => ({
  locale: text.lang_code,
  text: text.t_text,
});
const fromSentTranslation = (input: SentText & { key_code: string }): TranslationChange => ({
  key: input.key_code,
  ...fromSentText(input),
});

type SentKey = z.infer<typeof translationKeyInputSchema>;
type SentKeyUpdate = z.infer<typeof translationKeyUpdateSchema>;
function fromSentKey(input: SentKey): TranslationKeyChange;
function fromSentKey(input: SentKeyUpdate): Partial<TranslationKeyChange>;
function fromSentKey(input: SentKeyUpdate): Partial<TranslationKeyChange> {
  return {
    key: input.key_code,
    richText: input.is_rich_text,
    texts: input.Translations?.map(fromSentText),
  };
}

/** The fields the service refuses, named as the request sent them. */
const sentFields: RequestFields = [
  [/^key$/, "body.key_code"],
  [/^locale$/, "body.lang_code"],
  [/^text$/, "body.t_text"],
  [/^texts\.(\d+)\.text$/, "body.Translations.$1.t_text"],
  [/^id$/, "path.id"],
];

const placeholdersRule =
  "A text in another language than English must name the placeholders (`{{name}}`) of the key's English text, sent with it or stored; the English text defines them and is not checked.";

const keyResponse = jsonResponse(z.object({ translationKey: translationKeySchema }), "The key");
const translationResponse = jsonResponse(z.object({ translation: translationSchema }), "The text");

const keysListBody = z
  .object({
    cachedOn: z.number().nullable().optional(),
    prefix: z.string().max(100).optional(),
  })
  .nullable()
  .optional();

/**
 * Whether visitors may read a key's texts: not those of a category they do not see, of a
 * product listed only in such categories, or of an article that is not published. The key
 * codes are those of catalogue/content-keys.ts and content/articles.schema.ts.
 */
function keyShownToVisitors(
  key: string,
  model: CatalogueReadModel,
  publishedArticleIds: ReadonlySet<number>,
): boolean {
  const category = /^CAT-(\d+)-/.exec(key);
  if (category) {
    const found = model.category(Number(category[1]));
    return found !== undefined && model.shownToVisitors(found);
  }
  const product = /^PRODUCT-(.+)-TITLE$/.exec(key);
  if (product) {
    const found = model.productByBk(product[1] ?? "");
    return found !== undefined && model.productShownToVisitors(found);
  }
  const article = /^BLOG-(\d+)-/.exec(key);
  if (article) return publishedArticleIds.has(Number(article[1]));
  return true;
}

export function translationsApi(services: {
  db: Db;
  textSets: TextSets;
  catalogue: Catalogue;
  articles: Articles;
  history: History;
}) {
  const { db, textSets, catalogue, articles, history } = services;
  /** The revisions of the caller's writes. */
  const revisionsOf = (c: { get(name: "caller"): Caller | undefined }) =>
    history.by(editorOf(c.get("caller")));
  const router = createApiRouter();

  /** The keys a visitor may read, and the stamp that moves when that choice may change. */
  async function keysForVisitors(prefix: string | undefined, held: number | null) {
    const [textsStamp, catalogueStamp, articlesStamp] = await Promise.all([
      translationKeysStamp(db),
      catalogue.stamp(),
      articles.stamp(),
    ]);
    const cachedOn = Math.max(textsStamp, catalogueStamp, articlesStamp);
    if (held !== null && held >= cachedOn) return { cachedOn };
    const [keys, model, published] = await Promise.all([
      listTranslationKeys(db, prefix),
      catalogue.read(),
      articles.published(),
    ]);
    const publishedIds = new Set(published.map((article) => article.id));
    const shown = keys.filter((key) => keyShownToVisitors(key.key, model, publishedIds));
    return { translationKeys: shown.map(translationKeyDto), cachedOn };
  }

  router.openapi(
    apiRoute("public", {
      method: "post",
      path: "/keys",
      summary:
        "Translation keys with their texts (or those starting with `prefix`); visitors get none of content the site does not show them",
      request: {
        body: { content: { "application/json": { schema: keysListBody } }, required: false },
      },
      responses: jsonResponse(
        z.object({
          translationKeys: z.array(translationKeySchema).optional(),
          cachedOn: z.number(),
        }),
        "Keys, unless the client holds them already",
      ),
    }),
    async (c) => {
      const body = c.req.valid("json");
      const held = body?.cachedOn ?? null;
      if (audienceOf(c.get("caller")) === "visitors") {
        return c.json(await keysForVisitors(body?.prefix, held), 200);
      }
      const cachedOn = await translationKeysStamp(db);
      if (held !== null && held >= cachedOn) return c.json({ cachedOn }, 200);
      const keys = await listTranslationKeys(db, body?.prefix);
      return c.json({ translationKeys: keys.map(translationKeyDto), cachedOn }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/keys/create",
      summary: "Create a translation key, with texts if given",
      description: placeholdersRule,
      request: jsonBody(translationKeyInputSchema),
      responses: keyResponse,
    }),
    async (c) => {
      const change = fromSentKey(c.req.valid("json"));
      const key = await inRequestTerms(sentFields, () =>
        createTranslationKey(db, textSets, change),
      );
      return c.json({ translationKey: translationKeyDto(key) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/keys/{id}",
      summary: "Rename a key, change whether it holds rich text, and set its texts at once",
      description: placeholdersRule,
      request: { params: idParam, ...jsonBody(translationKeyUpdateSchema) },
      responses: keyResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = fromSentKey(c.req.valid("json"));
      const key = await inRequestTerms(sentFields, () =>
        changeTranslationKey(db, textSets, revisionsOf(c), id, change),
      );
      return c.json({ translationKey: translationKeyDto(key) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/keys/{id}",
      summary: "Delete a key and its texts",
      description:
        "The key goes to the trash (/api/trash), from which it can be restored with its texts in every language. The URL key of an article that exists (BLOG-{id}-URL) is refused (409): deleting the article takes it along.",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await inRequestTerms(sentFields, () =>
        removeTranslationKey(db, textSets, revisionsOf(c), id),
      );
      return c.json({ ok: true as const }, 200);
    },
  );

  const setRoute = (path: "/set" | "/set/") =>
    apiRoute("admin", {
      method: "post",
      path,
      summary: "Set the text of a key in a language (the key is created if needed)",
      description: placeholdersRule,
      request: jsonBody(
        z.object({
          key_code: keyCode,
          lang_code: translationInputSchema.shape.lang_code,
          t_text: translationInputSchema.shape.t_text,
        }),
      ),
      responses: translationResponse,
    });
  for (const path of ["/set/", "/set"] as const) {
    router.openapi(setRoute(path), async (c) => {
      const change = fromSentTranslation(c.req.valid("json"));
      const translation = await inRequestTerms(sentFields, () =>
        setTranslation(db, textSets, revisionsOf(c), change),
      );
      return c.json({ translation: translationDto(translation) }, 200);
    });
  }

  router.openapi(
    apiRoute("admin", {
      method: "post",
      path: "/",
      summary: "Add the text of a key in a language",
      description: placeholdersRule,
      request: jsonBody(translationInputSchema),
      responses: translationResponse,
    }),
    async (c) => {
      const change = fromSentTranslation(c.req.valid("json"));
      const translation = await inRequestTerms(sentFields, () =>
        createTranslation(db, textSets, revisionsOf(c), change),
      );
      return c.json({ translation: translationDto(translation) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "put",
      path: "/{id}",
      summary: "Change a text",
      description: placeholdersRule,
      request: { params: idParam, ...jsonBody(translationUpdateSchema) },
      responses: translationResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const text = c.req.valid("json").t_text;
      const translation = await inRequestTerms(sentFields, () =>
        changeTranslation(db, textSets, revisionsOf(c), id, { text }),
      );
      return c.json({ translation: translationDto(translation) }, 200);
    },
  );

  router.openapi(
    apiRoute("admin", {
      method: "delete",
      path: "/{id}",
      summary: "Delete a text",
      description:
        "A URL of an article that exists (BLOG-{id}-URL) is refused (400): an article has a URL in every language, which can be changed, not deleted.",
      request: { params: idParam },
      responses: okResponse,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await inRequestTerms(sentFields, () => removeTranslation(db, textSets, revisionsOf(c), id));
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
