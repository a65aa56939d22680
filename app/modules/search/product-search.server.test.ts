import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogueStructureOf } from "../../../tests/support/catalogue-structure.ts";
import type { Category, Localized, Product } from "../catalogue/catalogue-model.ts";
import { CatalogueReadModel } from "../catalogue/catalogue-read-model.server.ts";
import { contentKeys } from "../catalogue/content-keys.ts";
import { normalizeForSearch, searchWords } from "../catalogue/search-text.ts";
import type { Locale } from "../i18n/locales.ts";
import { searchProducts } from "./product-search.server.ts";
import { prepareSearch, type SearchableCatalogue } from "./search-index.server.ts";
import { rankedProducts } from "./search-relevance.server.ts";
import { typoMatches } from "./word-matching.server.ts";

type Texts = Record<Locale, string>;
type CategorySpec = { id: number; urls: Texts; body: Texts };
type ProductSpec = {
  bk: string;
  title: Texts;
  category?: CategorySpec;
  picture?: number;
  draft?: boolean;
};

/** A read model holding these products, their categories and their texts. */
function catalogueOf(specs: ProductSpec[]): SearchableCatalogue {
  const texts = new Map<string, Localized>();
  const categoryById = new Map<number, Category>();
  for (const spec of specs) {
    if (!spec.category || categoryById.has(spec.category.id)) continue;
    const { id, urls, body } = spec.category;
    texts.set(contentKeys.categoryBody(id), body);
    categoryById.set(id, {
      id,
      parentId: null,
      bk: `CAT-${id}`,
      slugs: urls,
      level: 0,
      sortOrder: 0,
      active: true,
      showInTree: 1,
      hasOwnPage: true,
      childIds: [],
      pictureIds: [],
      attributeSet: [],
    });
  }
  const products: Product[] = specs.map((spec, index) => {
    texts.set(contentKeys.productTitle(spec.bk), spec.title);
    return {
      id: index + 1,
      bk: spec.bk,
      active: !spec.draft,
      updatedAt: "2026-11-24T09:00:00.000Z",
      categoryIds: spec.category ? [spec.category.id] : [],
      pictureIds: spec.picture ? [spec.picture] : [],
      lines: [],
    };
  });
  const structure = catalogueStructureOf([], [...categoryById.values()], products);
  const noTexts = { en: "", fr: "", nl: "" };
  return new CatalogueReadModel(structure, {
    of: (keyCode) => texts.get(keyCode) ?? noTexts,
    size: texts.size,
  });
}

const sheets: CategorySpec = {
  id: 10,
  urls: { en: "rubber-sheets", fr: "plaques-caoutchouc", nl: "rubberplaten" },
  body: {
    en: "Oil-resistant sheets, cut to size in our workshop.",
    fr: "Plaques résistantes à l'huile, découpées sur mesure dans notre atelier.",
    nl: "Oliebestendige platen, op maat gesneden in onze werkplaats.",
  },
};
const seals: CategorySpec = {
  id: 20,
  urls: { en: "seals", fr: "joints", nl: "afdichtingen" },
  body: {
    en: "For every machine.",
    fr: "Joints pour chaque machine.",
    nl: "Afdichtingen voor elke machine.",
  },
};

const catalogue = catalogueOf([
  {
    bk: "NBR-SH-3",
    title: {
      en: "NBR rubber sheet 3 mm",
      fr: "Plaque en caoutchouc NBR 3 mm",
      nl: "NBR-rubberplaat 3 mm",
    },
    category: sheets,
    picture: 7,
  },
  {
    bk: "NBR-SH-10",
    title: {
      en: "NBR rubber sheet 10 mm",
      fr: "Plaque en caoutchouc NBR 10 mm",
      nl: "NBR-rubberplaat 10 mm",
    },
    category: sheets,
  },
  {
    bk: "NBR",
    title: { en: "NBR sample", fr: "Échantillon NBR", nl: "NBR-staal" },
    category: sheets,
  },
  {
    bk: "OR-NBR70-20",
    title: {
      en: "NBR 70 O-ring 20 × 3 mm",
      fr: "Joint torique élastomère NBR 70, 20 × 3 mm",
      nl: "O-ring NBR 70, 20 × 3 mm",
    },
    category: seals,
  },
  {
    bk: "SS-NBR-40",
    title: {
      en: "NBR rotary shaft seals 40 mm",
      fr: "Bagues d'étanchéité NBR 40 mm",
      nl: "NBR-keerringen 40 mm",
    },
    category: seals,
  },
  {
    bk: "AA-STRIP",
    title: {
      en: "Sealing strip 20 mm",
      fr: "Bande d'étanchéité 20 mm",
      nl: "Afdichtingsstrip 20 mm",
    },
    category: seals,
  },
  {
    bk: "ZZ-RING",
    title: { en: "Ring gauge", fr: "Jauge à bague", nl: "Ringkaliber" },
  },
  {
    bk: "NBR-SH-4",
    title: {
      en: "NBR rubber sheet 4 mm",
      fr: "Plaque en caoutchouc NBR 4 mm",
      nl: "NBR-rubberplaat 4 mm",
    },
    category: sheets,
    draft: true,
  },
]);

const codes = (query: string, locale: Locale = "en", limit = 200) =>
  searchProducts(catalogue, query, locale, limit).map((result) => result.bk);

describe("searchProducts: every word, in the code, the title or the main category's body", () => {
  it("needs every word of the query", () => {
    expect(codes("joint torique", "fr")).toEqual(["OR-NBR70-20"]);
    expect(codes("joint carré", "fr")).toEqual([]);
  });

  it("ignores case and accents, in the query and in the texts", () => {
    expect(codes("ELASTOMERE", "fr")).toEqual(["OR-NBR70-20"]);
    expect(codes("échantillon", "fr")).toEqual(["NBR"]);
    expect(codes("Echantillon", "fr")).toEqual(["NBR"]);
  });

  it("searches the title in the chosen language, and the other languages' titles after it", () => {
    // The third one through its category's body: "plaques résistantes à l'huile".
    expect(codes("plaque", "fr")).toEqual(["NBR-SH-3", "NBR-SH-10", "NBR"]);
    // Not through the French body: only the titles speak every language.
    expect(codes("plaque", "en")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
    expect(codes("werkplaats", "en")).toEqual([]);
  });

  it("finds products through their main category's body text", () => {
    expect(codes("workshop", "en")).toEqual(["NBR", "NBR-SH-3", "NBR-SH-10"]);
    expect(codes("werkplaats", "nl")).toHaveLength(3);
  });

  it("never finds a draft, by its code or its title", () => {
    expect(codes("NBR-SH-4")).not.toContain("NBR-SH-4");
    // No sheet visitors see is 4 mm thick: the nearest sizes, the draft still left out.
    expect(codes("sheet 4 mm")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
    expect(codes("rubber sheet")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
  });

  it("answers nothing for an empty or blank query", () => {
    expect(codes("")).toEqual([]);
    expect(codes("  -- ")).toEqual([]);
  });

  it("gives the title in the language, the main category's URL in the language and the picture", () => {
    const [first] = searchProducts(catalogue, "nbr-sh-3", "nl", 10);
    expect(first).toEqual({
      id: 1,
      bk: "NBR-SH-3",
      title: "NBR-rubberplaat 3 mm",
      category: { id: 10, url: "rubberplaten" },
      thumbnail: 7,
    });
    expect(searchProducts(catalogue, "ring gauge", "en", 10)[0]?.category).toBeNull();
  });
});

describe("searchProducts: ranking and cap", () => {
  it("puts the exact code first, then codes starting with the query, then title matches", () => {
    // NBR is the exact code, NBR-SH-* start with "nbr", the last two have it in their title.
    expect(codes("nbr")).toEqual(["NBR", "NBR-SH-3", "NBR-SH-10", "OR-NBR70-20", "SS-NBR-40"]);
  });

  it("lists title matches before matches through the category's body", () => {
    // "joint" is in the O-ring's title and in the body of the seals' category ("joints").
    expect(codes("joint", "fr")).toEqual(["OR-NBR70-20", "AA-STRIP", "SS-NBR-40"]);
  });

  it("orders codes holding numbers by their value (3 before 10)", () => {
    expect(codes("rubber sheet")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
  });

  it("stops at the limit", () => {
    expect(codes("nbr", "en", 2)).toEqual(["NBR", "NBR-SH-3"]);
    expect(codes("nbr", "en", 0)).toEqual([]);
  });
});

describe("searchProducts: one typo forgiven in words of four letters or more", () => {
  it("forgives a changed letter", () => {
    expect(codes("torigue", "fr")).toEqual(["OR-NBR70-20"]);
  });

  it("forgives two swapped letters", () => {
    expect(codes("toriqeu", "fr")).toEqual(["OR-NBR70-20"]);
    expect(codes("rubebr sheet", "en")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
  });

  it("forgives a letter too many or one left out", () => {
    expect(codes("rubbber", "en")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
    expect(codes("rubbr", "en")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
  });

  it("forgives a typo at the beginning of a longer word (a word being typed, a Dutch compound)", () => {
    expect(codes("rubbre", "nl")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
    expect(codes("elastpme", "fr")).toEqual(["OR-NBR70-20"]);
  });

  it("forgives a typo in a word of the category's body", () => {
    expect(codes("workshpo", "en")).toEqual(["NBR", "NBR-SH-3", "NBR-SH-10"]);
  });

  it("does not forgive two typos", () => {
    expect(codes("torrigue", "fr")).toEqual([]);
    expect(codes("rbuebr", "en")).toEqual([]);
  });

  it("forgives a typo in a word of four letters, first and last letters too", () => {
    expect(codes("shet", "en")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
    for (const typo of ["rign", "xing", "rinq"])
      expect(codes(typo, "en")).toEqual(["OR-NBR70-20", "ZZ-RING"]);
    // Against a whole word only: "rubr" is one typo from "rubb", the beginning of "rubber".
    expect(codes("rubr", "en")).toEqual([]);
    expect(typoMatches("rubbr", "rubber")).toBe(true);
  });

  it("does not forgive a typo in a word shorter than four letters", () => {
    expect(codes("nbt", "en")).toEqual([]);
    expect(typoMatches("rng", "ring")).toBe(false);
  });

  it("does not forgive a typo in numbers: sizes and codes must be exact", () => {
    expect(codes("nbr70", "en")).toEqual(["OR-NBR70-20"]);
    expect(codes("nbr71", "en")).toEqual([]);
    expect(typoMatches("12345", "12346")).toBe(false);
  });

  it("lists exact matches before typo matches, whatever their codes", () => {
    // "seals" is in the shaft seals' title; "sealing" (strip) is one typo away from it.
    expect(codes("seals", "en")).toEqual(["SS-NBR-40", "AA-STRIP"]);
  });

  it("lists typo matches in the code or title before typo matches in the category's body", () => {
    // "machina" is one typo from "machine", only in the seals' body;
    // "sheat" is one typo from the sheets' titles ("sheet") and their body ("sheets").
    expect(codes("machina", "en")).toEqual(["AA-STRIP", "OR-NBR70-20", "SS-NBR-40"]);
    expect(codes("sheat", "en")).toEqual(["NBR-SH-3", "NBR-SH-10", "NBR"]);
  });

  it("combines an exact word with a forgiven one", () => {
    expect(codes("nbr rubbre", "en")).toEqual(["NBR-SH-3", "NBR-SH-10"]);
    expect(codes("epdm rubbre", "en")).toEqual([]);
  });
});

describe("prepareSearch", () => {
  it("prepares every language once; searches then answer the same", () => {
    const fresh = catalogueOf([{ bk: "X-1", title: { en: "Gasket", fr: "Joint", nl: "Pakking" } }]);
    prepareSearch(fresh);
    expect(searchProducts(fresh, "pakking", "nl", 5).map((result) => result.bk)).toEqual(["X-1"]);
    expect(searchProducts(fresh, "gaskte", "en", 5).map((result) => result.bk)).toEqual(["X-1"]);
  });
});

describe("the index that narrows a search", () => {
  // Words as a catalogue holds them: accents, compounds, sizes, codes; queries made of their
  // pieces, whole or cut, long or short, with or without a typo.
  const words = [
    "rubberplaat",
    "caoutchouc",
    "élastomère",
    "joint",
    "torique",
    "epdm",
    "nbr",
    "70",
    "3",
    "mm",
    "siliconen",
    "afdichting",
    "plaque",
    "ø20",
  ];
  const word = fc.constantFrom(...words);
  const title = fc.array(word, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(" "));
  const categories = [sheets, seals];
  // A title per language, drawn apart: a word may be in one language's title only.
  const product = fc.record({
    code: fc.stringMatching(/^[A-Z]{2,4}-[0-9]{1,3}$/),
    titles: fc.record({ en: title, fr: title, nl: title }),
    category: fc.constantFrom(undefined, ...categories),
  });
  const piece = fc
    .tuple(word, fc.nat(), fc.nat(), fc.boolean())
    .map(([whole, start, length, typo]) => {
      const cut = whole.slice(
        start % whole.length,
        (start % whole.length) + 1 + (length % whole.length),
      );
      return typo && cut.length > 5 ? `${cut.slice(0, 2)}${cut.slice(3)}` : cut;
    });
  const query = fc.array(piece, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(" "));

  /** Two neighbouring words of letters written as one: "o ring" → "oring". */
  const joinedPairs = (text: string) =>
    text
      .split(" ")
      .flatMap((word, at, words) =>
        at > 0 && /^\p{L}+$/u.test(words[at - 1] as string) && /^\p{L}+$/u.test(word)
          ? [`${words[at - 1]}${word}`]
          : [],
      );

  /**
   * Whether a product matches, read the long way: every word in a text of the language (code
   * and title, the title's words joined in pairs, the category's body) or one typo from a word
   * of its code, title or body; else the same in the code and title of another language.
   */
  function matchesScanning(
    spec: { code: string; titles: Texts; category: CategorySpec | undefined },
    queryText: string,
  ): boolean {
    const body = spec.category ? normalizeForSearch(spec.category.body.en) : "";
    const foundIn = (queryWord: string, locale: Locale, withBody: boolean) => {
      const title = normalizeForSearch(spec.titles[locale]);
      const texts = [normalizeForSearch(`${spec.code} ${title}`), ...(withBody ? [body] : [])];
      return (
        [...texts, ...joinedPairs(title)].some((text) => text.includes(queryWord)) ||
        texts.some((text) => text.split(" ").some((candidate) => typoMatches(queryWord, candidate)))
      );
    };
    return searchWords(queryText).every(
      (queryWord) =>
        foundIn(queryWord, "en", true) ||
        foundIn(queryWord, "fr", false) ||
        foundIn(queryWord, "nl", false),
    );
  }

  it("finds exactly the products a reading of every product finds", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(product, { minLength: 1, maxLength: 40, selector: (spec) => spec.code }),
        query,
        (specs, queryText) => {
          const model = catalogueOf(
            specs.map((spec) => ({
              bk: spec.code,
              title: spec.titles,
              category: spec.category,
            })),
          );
          const found = rankedProducts(model, queryText, "en").map((product) => product.bk);
          const expected = specs
            .filter((spec) => matchesScanning(spec, queryText))
            .map((spec) => spec.code);
          expect(new Set(found)).toEqual(new Set(expected));
        },
      ),
      { numRuns: 300 },
    );
  });
});
