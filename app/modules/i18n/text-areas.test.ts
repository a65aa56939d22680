// A page shows the frame's texts and its own area's: this reads the source of every public
// page, with every module it imports for the browser, and checks that each text key it names
// is one the page carries — a key of another page's area would show as its bare code.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import { type PageTextArea, pageTextAreas, textAreaOf } from "./text-areas.ts";

const appDir = path.join(import.meta.dirname, "../..");
const relativeImport = /(?:from|import)\s+"(\.{1,2}\/[^"]+)"/g;
const keyLiteral = /"([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)"/g;

/** The files a module brings into the browser: relative imports, server modules left out. */
function browserModules(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const [, specifier] of readFileSync(entry, "utf8").matchAll(relativeImport)) {
    if (!specifier || !/\.tsx?$/.test(specifier) || /\.server\.tsx?$/.test(specifier)) continue;
    browserModules(path.resolve(path.dirname(entry), specifier), seen);
  }
  return seen;
}

/** The text keys of a page area named by the modules' source. */
function areaKeysNamed(modules: Iterable<string>): Map<string, PageTextArea> {
  const keys = new Map<string, PageTextArea>();
  for (const file of modules) {
    for (const [, key] of readFileSync(file, "utf8").matchAll(keyLiteral)) {
      const area = key ? textAreaOf(key) : undefined;
      if (key && area) keys.set(key, area);
    }
  }
  return keys;
}

/** The areas a route module asks its loader for (`packed(locale, "search", "catalogue")`). */
function areasLoadedBy(file: string): PageTextArea[] {
  const calls = readFileSync(file, "utf8").matchAll(/\.packed\([^,]+((?:,\s*"\w+")+)\s*,?\s*\)/g);
  return [...calls].flatMap(([, parts]) =>
    [...(parts ?? "").matchAll(/"(\w+)"/g)].map(([, area]) => area as PageTextArea),
  );
}

const route = (name: string) => path.join(appDir, "routes", name);

/** Every public page, under the layout that wraps it. */
const publicPages = [
  ...[
    "home",
    "blog",
    "blog-article",
    "services",
    "terms",
    "contact",
    "products-category",
    "product-view",
    "products-search",
    "site-map",
    "not-found",
  ].map((name) => ({ page: route(`site/${name}.tsx`), layout: route("site/layout.tsx") })),
  ...["sign-in", "account"].map((name) => ({
    page: route(`account/${name}.tsx`),
    layout: route("account/layout.tsx"),
  })),
];

describe("the interface texts a page carries", () => {
  it("sorts keys into the page areas by their prefix; any other key is the frame's", () => {
    expect(textAreaOf("CONTACT-ERRORS-TITLE")).toBe("contact");
    expect(textAreaOf("MAIL-SENT")).toBe("contact");
    expect(textAreaOf("LOGIN-TITLE")).toBe("account");
    expect(textAreaOf("CATALOGUE-PAGES")).toBe("catalogue");
    expect(textAreaOf("HOME-TITLE")).toBe("home");
    expect(textAreaOf("ARTICLE-READ-MORE")).toBe("blog");
    expect(textAreaOf("SEARCH-RESULTS-FOUND-ONE")).toBe("search");
    // Written into the page by its loader: no page carries them as texts.
    expect(textAreaOf("HOME-META-TITLE")).toBe("written");
    expect(textAreaOf("SEARCH-RESULTS-META-TITLE")).toBe("written");
    expect(textAreaOf("TERMS-BODY")).toBe("written");
    // The search box of every page's header.
    expect(textAreaOf("SEARCH-INPUT-LABEL")).toBeUndefined();
    expect(textAreaOf("SEARCH-SUGGESTIONS-NONE")).toBeUndefined();
    expect(textAreaOf("CATALOGUE-COMPARE-NO-DIFFERENCE")).toBe("compare");
    expect(textAreaOf("CATALOGUE-COMPARE-TOGGLE")).toBe("catalogue");
    expect(textAreaOf("MENU-HOME")).toBeUndefined();
    expect(textAreaOf("A-KEY-ADDED-LATER")).toBeUndefined();
  });

  it("gives every area texts of the seed, so that no area is empty by a typo", () => {
    for (const area of Object.keys(pageTextAreas) as PageTextArea[]) {
      expect(
        Object.keys(interfaceTexts).filter((key) => textAreaOf(key) === area).length,
        area,
      ).toBeGreaterThan(0);
    }
  });

  it("keeps the frame (document, layouts, header, footer) to the frame's texts", () => {
    const frame = [route("../root.tsx"), route("site/layout.tsx"), route("account/layout.tsx")];
    const named = areaKeysNamed(new Set(frame.flatMap((file) => [...browserModules(file)])));
    expect([...named.keys()]).toEqual([]);
  });

  for (const { page, layout } of publicPages) {
    it(`loads with ${path.relative(appDir, page)} the area of every text it names`, () => {
      const carried = new Set([...areasLoadedBy(page), ...areasLoadedBy(layout)]);
      const missing = [...areaKeysNamed(browserModules(page))].filter(
        ([, area]) => !carried.has(area),
      );
      expect(missing).toEqual([]);
    });
  }

  it("finds the keys a page names through its components", () => {
    // The check above means something only if it sees through imports: the contact page names
    // its form's texts in ContactForm.tsx, not in the route module.
    const contact = areaKeysNamed(browserModules(route("site/contact.tsx")));
    expect(contact.get("CONTACT-ERRORS-TITLE")).toBe("contact");
  });
});
