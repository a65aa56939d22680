// /api/products/search: the product search, by keywords, category and filters, with the facets
// of what it found. Mounted under /api/products beside the catalogue's product calls, before
// them, so `/search` is not read as a product's id.
import { z } from "@hono/zod-openapi";
import { invalid } from "../../domain/errors.ts";
import {
  apiRoute,
  countQuery,
  createApiRouter,
  jsonResponse,
} from "../../http/api-route.server.ts";
import { facetSchema, searchResultSchema } from "../catalogue/catalogue.schema.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import type { Product } from "../catalogue/catalogue-model.ts";
import type { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import type { Facet } from "../catalogue/filter-model.ts";
import { searchWords } from "../catalogue/search-text.ts";
import { type Locale, locales } from "../i18n/locales.ts";
import type { SiteSettings } from "../settings/site-settings.server.ts";
import { facetedProducts, facetsOf } from "./facet-counts.ts";
import { parseFilters } from "./filter-address.ts";
import { searchLimit, searchResult, searchWithin } from "./product-search.server.ts";
import { maxSearchLength } from "./search-limits.ts";
import type { SearchRecorder } from "./search-recorder.ts";
import type { Synonyms } from "./synonyms.server.ts";

/** What the site's search box says of its own searches (ADR 46). */
const suggestionUses = ["shown", "opened"] as const;

/** The products a search may find in a category given by id or address, visitors' view. */
function searchScope(model: CatalogueReadModel, category: string, locale: Locale) {
  const found = /^\d{1,9}$/.test(category)
    ? model.category(Number(category))
    : model.categoryBySlug(category, locale);
  if (!found || !model.shownToVisitors(found)) {
    const message = `category: no category has the id or address "${category}"`;
    throw invalid(message, [{ path: "query.category", message }]);
  }
  return model.productsUnder(found, locale);
}

/**
 * What a search without keywords lists: the category's products, else — filters alone — every
 * product visitors see; nothing at all asked, nothing.
 */
function listedWithoutKeywords(
  model: CatalogueReadModel,
  locale: Locale,
  scope: readonly Product[] | undefined,
  filtered: boolean,
): readonly Product[] {
  if (scope) return scope;
  if (filtered && model.root) return model.productsUnder(model.root, locale);
  return [];
}

export function searchApi(services: {
  catalogue: Catalogue;
  siteSettings: SiteSettings;
  synonyms: Synonyms;
  searchRecorder: SearchRecorder;
}) {
  const { catalogue } = services;
  const router = createApiRouter();

  router.openapi(
    apiRoute("public", {
      method: "get",
      path: "/search",
      summary:
        "Products matching every word of `q` in their code, title, attribute values or category text",
      description: [
        "Keywords, a category and filters combine; at least one of them must be given, else the answer is empty.",
        "Filters are named by an attribute's code in lower case (the `param` of each facet): a list of values comma-separated, a comma inside a value written `\\,` (`material=EPDM,NBR`), or for a numeric attribute a range `min..max` in its unit with either end left out, or one number (`thickness=..5`, `temp_min=-40..`). Filters combine with AND, a filter's values with OR. A parameter naming no attribute is ignored; a range that is not one is refused (400, naming the parameter).",
        "`facets` gives, for the attributes of the products found without the filters, each value with the number of products it would show given the other filters, and each numeric attribute's lowest and highest value.",
        "A search with keywords is counted in the shop's search report (its words, language and total; nothing of the caller), unless `suggestion=shown` says it is the site's search box suggesting as the visitor types.",
      ].join("\n\n"),
      request: {
        query: z
          .object({
            q: z
              .string()
              .max(maxSearchLength, `The search is at most ${maxSearchLength} characters`)
              .default(""),
            lang: z.enum(locales, "lang must be en, fr or nl").default("en"),
            limit: countQuery("limit"),
            category: z.string().max(200, "category is at most 200 characters").optional().openapi({
              description: "A category's id or address (slug); its subcategories are included",
            }),
            suggestion: z
              .enum(suggestionUses, `suggestion must be ${suggestionUses.join(" or ")}`)
              .optional()
              .openapi({
                description:
                  "The site's search box: `shown` for the suggestions shown as the visitor types (not counted in the search report), `opened` when the visitor opened one (counted, as opened)",
              }),
          })
          .loose(),
      },
      responses: jsonResponse(
        z.object({
          products: z.array(searchResultSchema),
          limit: z.number().int(),
          total: z.number().int().openapi({ description: "How many products match, in all" }),
          facets: z.array(facetSchema),
          nearest: z.object({ number: z.number() }).optional().openapi({
            description:
              "Present when no product measures the query's number exactly: the products the other words find are listed instead, those with the closest numeric value first",
          }),
        }),
        "Matching products, best first, and the facets of what matched",
      ),
    }),
    async (c) => {
      const { q, lang, limit, category, suggestion } = c.req.valid("query");
      const cap = await searchLimit(services.siteSettings);
      const effective = Math.min(limit ?? cap, cap);
      const model = await catalogue.read();
      const { filters, errors } = parseFilters(
        new URL(c.req.url).searchParams,
        model.attributeTypes,
      );
      if (errors.length > 0) {
        throw invalid(
          errors.map((error) => error.message).join("; "),
          errors.map((error) => ({ ...error, path: `query.${error.path}` })),
        );
      }
      const scope = category === undefined ? undefined : searchScope(model, category, lang);
      const answer = (
        products: readonly Product[],
        total: number,
        facets: Facet[],
        nearest?: { number: number },
      ) =>
        c.json(
          {
            products: products
              .slice(0, effective)
              .map((product) => searchResult(model, product, lang)),
            limit: effective,
            total,
            facets,
            ...(nearest && { nearest }),
          },
          200,
        );
      if (searchWords(q).length === 0) {
        const listed = listedWithoutKeywords(model, lang, scope, filters.length > 0);
        const found = facetedProducts(model, listed, filters, lang);
        return answer(found.products, found.products.length, found.facets);
      }
      // Keywords: the matches in the category are the facets' list; only those meeting the
      // filters are ranked.
      const postings = model.postings();
      const matching = postings.matching(filters);
      const found = searchWithin(
        model,
        q,
        lang,
        effective,
        scope && postings.setOf(scope).bits,
        postings.meetingAll(matching),
        await services.synonyms.expansion(lang),
      );
      const facets = facetsOf(postings, model, found.matched, filters, matching, lang);
      if (suggestion !== "shown") {
        services.searchRecorder.searched({ keywords: q, locale: lang, results: found.total });
        if (suggestion === "opened") services.searchRecorder.opened({ keywords: q, locale: lang });
      }
      return answer(found.products, found.total, facets, found.nearest);
    },
  );

  return router;
}
