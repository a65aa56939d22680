// Integrity of the demo shop's content: category tree, attributes, products, texts and pictures.
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  type DemoCategory,
  demoContentDir,
  type Localized,
  loadDemoContent,
  pictureKindSchema,
} from "./demo-content.ts";
import {
  demoPicture,
  demoPictureFile,
  demoPicturesDir,
  demoPictureVariants,
} from "./pictures.server.ts";

const {
  attributeTypes: demoAttributeTypes,
  categories: demoCategories,
  products: demoProducts,
  articles: demoArticles,
  pages: demoPages,
} = loadDemoContent();

const languages = ["en", "fr", "nl"] as const;
const PRODUCT_NO = "General_PRODUCT_N°";
const pictureKinds = pictureKindSchema.options;
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Placed = { category: DemoCategory; depth: number; top: string | undefined };

function flatten(categories: DemoCategory[], depth = 0, top?: string): Placed[] {
  return categories.flatMap((category) => [
    { category, depth, top },
    ...flatten(category.children ?? [], depth + 1, depth === 1 ? category.bk : top),
  ]);
}

const placed = flatten(demoCategories);
const categoryByBk = new Map(placed.map((entry) => [entry.category.bk, entry.category]));
const typeByCode = new Map(demoAttributeTypes.map((type) => [type.code, type]));
const isLeaf = (category: DemoCategory) => (category.children ?? []).length === 0;
const isNumeric = (code: string) => {
  const type = typeByCode.get(code);
  return type?.min !== undefined || type?.max !== undefined;
};

describe("demo categories", () => {
  const root = demoCategories[0];

  it("hang under a single root, All products", () => {
    expect(demoCategories).toHaveLength(1);
    expect(root?.bk).toBe("all");
    expect(root?.slug).toEqual({ en: "all", fr: "tous", nl: "alles" });
    expect(root?.title).toEqual({
      en: "All products",
      fr: "Tous les produits",
      nl: "Alle producten",
    });
  });

  it("have at least eight top categories covering the shop's main families", () => {
    const tops = (root?.children ?? []).map((category) => category.bk);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const family of [
      "sheets",
      "o-rings-seals",
      "hoses",
      "profiles",
      "mats",
      "foam",
      "expansion-joints",
      "moulded-parts",
    ]) {
      expect(tops).toContain(family);
    }
  });

  it("have unique lowercase business keys", () => {
    const keys = placed.map((entry) => entry.category.bk);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(slugPattern);
  });

  it("have slugs that are unique per language and URL-safe", () => {
    for (const lang of languages) {
      const slugs = placed.map((entry) => entry.category.slug[lang]);
      expect(new Set(slugs).size, `duplicate ${lang} slug`).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(slugPattern);
    }
  });

  it("go three to four levels below the root in most branches", () => {
    const deepest = new Map<string, number>();
    for (const entry of placed) {
      expect(entry.depth).toBeLessThanOrEqual(4);
      if (entry.top) deepest.set(entry.top, Math.max(deepest.get(entry.top) ?? 0, entry.depth));
    }
    const tops = root?.children ?? [];
    const deep = tops.filter((top) => (deepest.get(top.bk) ?? 1) >= 3);
    expect(deep.length / tops.length).toBeGreaterThanOrEqual(0.8);
    expect(Math.max(...deepest.values())).toBe(4);
  });

  it("list known attribute types, with the product number first where they hold products", () => {
    for (const { category } of placed) {
      const codes = category.attributeTypes;
      expect(new Set(codes).size, category.bk).toBe(codes.length);
      for (const code of codes) expect(typeByCode.has(code), `${category.bk}: ${code}`).toBe(true);
      if (isLeaf(category)) expect(codes[0], category.bk).toBe(PRODUCT_NO);
    }
  });

  it("have HTML bodies, one of them speaking of caoutchouc in French", () => {
    for (const { category } of placed) {
      for (const lang of languages) {
        expect(category.body[lang], category.bk).toMatch(/^<p>[\s\S]*<\/p>$/);
        if (category.extra) expect(category.extra[lang], category.bk).toMatch(/^<p>/);
      }
      expect(category.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(placed.some(({ category }) => category.body.fr.includes("caoutchouc"))).toBe(true);
  });

  it("give every leaf at least one product", () => {
    const used = new Set(demoProducts.map((product) => product.category));
    const empty = placed.filter(({ category }) => isLeaf(category) && !used.has(category.bk));
    expect(empty.map(({ category }) => category.bk)).toEqual([]);
  });
});

describe("demo attribute types", () => {
  it("have unique codes and include the hidden product number", () => {
    const codes = demoAttributeTypes.map((type) => type.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(typeByCode.get(PRODUCT_NO)?.group).toBe("general");
  });

  it("have upper-snake value codes, unique per type, and sensible ranges", () => {
    for (const type of demoAttributeTypes) {
      if (type.values) {
        expect(type.values.length, type.code).toBeGreaterThan(0);
        const values = type.values.map((value) => value.value);
        expect(new Set(values).size, type.code).toBe(values.length);
        for (const value of values) expect(value).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/);
        expect(type.min, type.code).toBeUndefined();
        expect(type.max, type.code).toBeUndefined();
      }
      if (type.min !== undefined && type.max !== undefined) {
        expect(type.min, type.code).toBeLessThan(type.max);
      }
    }
    expect(typeByCode.get("COLOUR")?.allowMultiple).toBe(true);
    expect(typeByCode.get("APPLICATION")?.allowMultiple).toBe(true);
    expect(typeByCode.get("TEMP_MIN")?.unit).toBe("°C");
    expect(typeByCode.get("TEMP_MAX")?.unit).toBe("°C");
  });
});

describe("demo products", () => {
  it("number at least sixty, with unique uppercase codes", () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(60);
    const keys = demoProducts.map((product) => product.bk);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
  });

  it("sit in existing categories that can hold them", () => {
    for (const product of demoProducts) {
      const category = categoryByBk.get(product.category);
      expect(category, product.bk).toBeDefined();
      if (!category) continue;
      expect(isLeaf(category) || category.attributeTypes.length > 0, product.bk).toBe(true);
      for (const other of product.alsoIn ?? []) {
        expect(categoryByBk.has(other), `${product.bk} also in ${other}`).toBe(true);
        expect(other, product.bk).not.toBe(product.category);
      }
    }
  });

  it("carry their own product number", () => {
    for (const product of demoProducts) {
      const number = product.attributes.find((attribute) => attribute.code === PRODUCT_NO);
      expect(number?.values, product.bk).toEqual([product.bk]);
    }
  });

  it("only use attributes of their category, with valid values", () => {
    for (const product of demoProducts) {
      const allowed = categoryByBk.get(product.category)?.attributeTypes ?? [];
      const codes = product.attributes.map((attribute) => attribute.code);
      expect(new Set(codes).size, product.bk).toBe(codes.length);
      for (const { code, values } of product.attributes) {
        const where = `${product.bk} ${code}`;
        const type = typeByCode.get(code);
        expect(allowed, where).toContain(code);
        expect(type, where).toBeDefined();
        if (!type) continue;
        expect(values.length, where).toBeGreaterThan(0);
        if (values.length > 1) expect(type.allowMultiple, where).toBe(true);
        expect(new Set(values).size, where).toBe(values.length);
        if (type.values) {
          const known = type.values.map((value) => value.value);
          for (const value of values) expect(known, where).toContain(value);
        } else if (isNumeric(code)) {
          for (const value of values) {
            expect(value, where).toMatch(/^-?\d+(\.\d+)?$/);
            const number = Number(value);
            if (type.min !== undefined) expect(number, where).toBeGreaterThanOrEqual(type.min);
            if (type.max !== undefined) expect(number, where).toBeLessThanOrEqual(type.max);
          }
        } else {
          expect(code, `${where} is free text`).toBe(PRODUCT_NO);
        }
      }
    }
  });

  it("name their material in the title", () => {
    const materialWords: Record<string, string[]> = {
      VMQ: ["silicone", "siliconen"],
      NR: ["natural rubber", "caoutchouc naturel", "natuurrubber", "NR"],
      CR: ["neoprene", "néoprène", "neopreen", "CR"],
      RECYCLED_RUBBER: ["recycled", "recyclé", "gerecycleerd"],
    };
    for (const product of demoProducts) {
      const material = product.attributes.find((attribute) => attribute.code === "MATERIAL");
      const code = material?.values[0] ?? "";
      const words = materialWords[code] ?? [code];
      for (const lang of languages) {
        const title = product.title[lang].toLowerCase();
        const found = words.some((word) => title.includes(word.toLowerCase()));
        expect(found, `${product.bk} ${lang}: ${product.title[lang]}`).toBe(true);
      }
    }
  });

  it("include EPDM products and French O-rings called joints toriques", () => {
    const materialOf = (bk: string) =>
      demoProducts
        .find((product) => product.bk === bk)
        ?.attributes.find((attribute) => attribute.code === "MATERIAL")?.values[0];
    expect(demoProducts.some((product) => materialOf(product.bk) === "EPDM")).toBe(true);
    const oRings = demoProducts.filter((product) => product.picture === "o-ring");
    expect(oRings.some((product) => product.title.fr.includes("Joint torique"))).toBe(true);
    for (const product of demoProducts) expect(product.colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("demo O-rings", () => {
  // The rings (not the cord, nor the assortments): a product with an inner diameter and a
  // cross-section, drawn as an O-ring.
  const number = (product: (typeof demoProducts)[number], code: string) =>
    Number(product.attributes.find((attribute) => attribute.code === code)?.values[0]);
  const rings = demoProducts
    .filter((product) => product.picture === "o-ring")
    .filter((product) => product.attributes.some((attribute) => attribute.code === "CROSS_SECTION"))
    .filter((product) =>
      product.attributes.some((attribute) => attribute.code === "INNER_DIAMETER"),
    );
  const byCategory = Map.groupBy(rings, (product) => product.category);

  it("come in a few dozen common metric sizes per compound, 3 to 100 mm across", () => {
    expect([...byCategory.keys()].sort()).toEqual([
      "o-rings-epdm",
      "o-rings-fkm",
      "o-rings-nbr-70",
      "o-rings-nbr-90",
      "o-rings-silicone",
    ]);
    for (const [category, products] of byCategory) {
      expect(products.length, category).toBeGreaterThanOrEqual(24);
      const sizes = products.map(
        (product) => `${number(product, "INNER_DIAMETER")}×${number(product, "CROSS_SECTION")}`,
      );
      expect(new Set(sizes).size, `${category}: one product per size`).toBe(sizes.length);
    }
    const inner = rings.map((product) => number(product, "INNER_DIAMETER"));
    expect(Math.min(...inner)).toBeLessThanOrEqual(3);
    expect(Math.max(...inner)).toBeGreaterThanOrEqual(100);
    const sections = new Set(rings.map((product) => number(product, "CROSS_SECTION")));
    expect([...sections].sort((a, b) => a - b)).toEqual([1.5, 2, 2.5, 3, 3.5, 4, 5]);
  });

  it("have an outer diameter of the inner plus twice the cross-section, named in code and title", () => {
    for (const product of rings) {
      const inner = number(product, "INNER_DIAMETER");
      const section = number(product, "CROSS_SECTION");
      expect(number(product, "OUTER_DIAMETER"), product.bk).toBeCloseTo(inner + 2 * section, 9);
      // OR-NBR70-0200-030 is 20.0 × 3.0 mm: tenths of a millimetre.
      const tenths = (value: number, digits: number) =>
        String(Math.round(value * 10)).padStart(digits, "0");
      expect(product.bk).toMatch(
        new RegExp(`^OR-[A-Z]+\\d+-${tenths(inner, 4)}-${tenths(section, 3)}$`),
      );
      const size = `${inner} × ${section} mm`;
      expect(product.title.en, product.bk).toContain(size);
      expect(product.title.fr, product.bk).toContain(size.replaceAll(".", ","));
      expect(product.title.nl, product.bk).toContain(size.replaceAll(".", ","));
    }
  });
});

describe("demo articles", () => {
  it("are exactly six, with unique slugs per language and dates in 2025–2026", () => {
    expect(demoArticles).toHaveLength(6);
    for (const lang of languages) {
      const slugs = demoArticles.map((article) => article.slug[lang]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(slugPattern);
    }
    for (const article of demoArticles) {
      expect(article.publishedAt).toMatch(/^202[56]-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.publishedAt))).toBe(false);
    }
  });

  it("have a plain one-sentence summary and an HTML body of three to six paragraphs", () => {
    for (const article of demoArticles) {
      for (const lang of languages) {
        const where = `${article.slug.en} ${lang}`;
        expect(article.summary[lang], where).not.toMatch(/[<>]/);
        expect(article.summary[lang].trim(), where).toMatch(/[.!?]$/);
        const paragraphs = article.body[lang].match(/<p>/g) ?? [];
        expect(paragraphs.length, where).toBeGreaterThanOrEqual(3);
        expect(paragraphs.length, where).toBeLessThanOrEqual(6);
      }
    }
  });
});

describe("demo pages", () => {
  it("hold the services and terms pages", () => {
    expect(Object.keys(demoPages).sort()).toEqual([
      "SERVICES-BODY",
      "SERVICES-TITLE",
      "TERMS-BODY",
      "TERMS-TITLE",
    ]);
    for (const lang of languages) {
      expect(demoPages["SERVICES-TITLE"]?.[lang]).not.toMatch(/[<>]/);
      expect(demoPages["TERMS-TITLE"]?.[lang]).not.toMatch(/[<>]/);
      expect(demoPages["SERVICES-BODY"]?.[lang]).toMatch(/<h2>[\s\S]*<p>/);
      expect(demoPages["TERMS-BODY"]?.[lang]).toMatch(/<h2>[\s\S]*<p>/);
    }
  });
});

describe("demo texts", () => {
  const texts: { where: string; text: Localized }[] = [
    ...placed.flatMap(({ category }) => [
      { where: `category ${category.bk} slug`, text: category.slug },
      { where: `category ${category.bk} title`, text: category.title },
      { where: `category ${category.bk} body`, text: category.body },
      ...(category.extra ? [{ where: `category ${category.bk} extra`, text: category.extra }] : []),
    ]),
    ...demoAttributeTypes.flatMap((type) => [
      { where: `attribute ${type.code}`, text: type.label },
      ...(type.values ?? []).map((value) => ({
        where: `attribute ${type.code} ${value.value}`,
        text: value.label,
      })),
    ]),
    ...demoProducts.map((product) => ({ where: `product ${product.bk}`, text: product.title })),
    ...demoArticles.flatMap((article) => [
      { where: `article ${article.slug.en} slug`, text: article.slug },
      { where: `article ${article.slug.en} title`, text: article.title },
      { where: `article ${article.slug.en} summary`, text: article.summary },
      { where: `article ${article.slug.en} body`, text: article.body },
    ]),
    ...Object.entries(demoPages).map(([key, text]) => ({ where: `page ${key}`, text })),
  ];

  it("are filled in every language", () => {
    for (const { where, text } of texts) {
      for (const lang of languages) expect(text[lang].trim(), `${where} ${lang}`).not.toBe("");
    }
  });

  it("are translated, apart from codes and very short words", () => {
    // Material and thread codes read the same in every language; so does the odd short word.
    const sameEverywhere = new Set(["EPDM", "Water"]);
    const untranslated = texts.flatMap(({ where, text }) =>
      (["fr", "nl"] as const)
        .filter((lang) => text[lang] === text.en)
        .filter(() => text.en.length > 3 && !sameEverywhere.has(text.en))
        .map((lang) => `${where} ${lang}: ${text.en}`),
    );
    expect(untranslated).toEqual([]);
  });
});

describe("demo pictures", () => {
  // What the seed asks for: each item's picture by its kind, its colour and its place in its
  // list (a category's among its siblings).
  const asked = new Set<string>();
  const visit = (category: DemoCategory, place: number) => {
    asked.add(demoPictureFile(category.picture, category.colour, place));
    for (const [childPlace, child] of (category.children ?? []).entries()) visit(child, childPlace);
  };
  for (const [place, category] of demoCategories.entries()) visit(category, place);
  for (const [place, item] of [...demoProducts.entries(), ...demoArticles.entries()]) {
    asked.add(demoPictureFile(item.picture, item.colour, place));
  }
  const files = readdirSync(demoPicturesDir);

  it("have a file for every picture the content shows, and no file it does not show", () => {
    expect([...asked].filter((file) => !files.includes(file))).toEqual([]);
    expect(files.filter((file) => !asked.has(file))).toEqual([]);
    // Every kind, in its variants: neighbours of one kind and colour differ.
    for (const kind of pictureKinds) {
      expect(files.filter((file) => file.startsWith(`${kind}-`)).length).toBeGreaterThan(0);
    }
    expect(files.some((file) => file.endsWith(`-${demoPictureVariants - 1}.webp`))).toBe(true);
  });

  it("are 800×600 WebP pictures, about 1 MB together", async () => {
    let bytes = 0;
    for (const file of files) {
      const picture = readFileSync(path.join(demoPicturesDir, file));
      bytes += picture.length;
      const metadata = await sharp(picture).metadata();
      expect({
        file,
        format: metadata.format,
        width: metadata.width,
        height: metadata.height,
      }).toEqual({ file, format: "webp", width: 800, height: 600 });
    }
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  });

  it("are read by kind, colour and place, and a missing one is named", () => {
    expect(demoPicture("hose", "#B3261E", 4)).toEqual(
      readFileSync(path.join(demoPicturesDir, "hose-b3261e-1.webp")),
    );
    expect(() => demoPicture("sheet", "#123456", 2)).toThrow(/sheet-123456-2\.webp/);
  });
});

describe("demo content files", () => {
  /** A copy of the shop's files in a temporary folder, so a test may spoil one of them. */
  function copyOfContent(): string {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-demo-"));
    for (const file of readdirSync(demoContentDir)) {
      copyFileSync(path.join(demoContentDir, file), path.join(dir, file));
    }
    return dir;
  }

  it("refuse a malformed entry, naming the file, where the entry is and what is wrong", () => {
    const dir = copyOfContent();
    try {
      const file = path.join(dir, "categories.json");
      const categories = JSON.parse(readFileSync(file, "utf8")) as DemoCategory[];
      const sheets = categories[0]?.children?.[0] as DemoCategory;
      sheets.slug = { en: sheets.slug.en, fr: sheets.slug.fr } as Localized;
      writeFileSync(file, JSON.stringify(categories));
      expect(() => loadDemoContent(dir)).toThrow(
        `${file}: [0].children[0].slug.nl (${sheets.bk}): Invalid input: expected string`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuse a file that is not JSON, naming it", () => {
    const dir = copyOfContent();
    try {
      writeFileSync(path.join(dir, "products.json"), '[{ "bk": "NBR-SH-2-1400", }]');
      expect(() => loadDemoContent(dir)).toThrow(`${path.join(dir, "products.json")}: `);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
