// Finding a part by its specification on a category page: the filter panel narrows the products
// of the category and its subcategories, counts what each choice would show, keeps the filters
// in the address and in the other languages, removes them one by one or all at once, and works
// as a plain form without JavaScript; long names and values wrap inside the panel.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { type Locale, languageNames } from "../../app/modules/i18n/locales.ts";
import { localizedPath, productQueryParameter } from "../../app/routing/localized-routes.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi } from "../support/admin-session.ts";
import { categoryChain } from "../support/demo-catalogue.ts";
import { categoryPageRunning, holdModules } from "../support/hydration.ts";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts.ts";
import { text } from "../support/texts.ts";

const { attributeTypes, categories, products } = loadDemoContent();
const sheets = categoryChain("sheets").at(-1);
if (!sheets) throw new Error("No demo category sheets");
const sheetsPath = (locale: Locale) =>
  localizedPath("products-catUrl", locale, { catUrl: sheets.slug[locale] });

// The demo products of the branch, with their material and thickness.
const branch = new Set<string>();
const collect = (node: (typeof categories)[number], inside: boolean) => {
  const within = inside || node.bk === sheets.bk;
  if (within) branch.add(node.bk);
  for (const child of node.children ?? []) collect(child, within);
};
for (const root of categories) collect(root, false);
const sheetProducts = products
  .filter((product) => branch.has(product.category))
  .map((product) => {
    const value = (code: string) =>
      product.attributes.find((attribute) => attribute.code === code)?.values[0] ?? "";
    return { bk: product.bk, material: value("MATERIAL"), thickness: Number(value("THICKNESS")) };
  });
const matching = (materials: string[], min = -Infinity, max = Infinity) =>
  sheetProducts.filter(
    (product) =>
      materials.includes(product.material) && product.thickness >= min && product.thickness <= max,
  );

const label = (code: string, locale: Locale) =>
  attributeTypes.find((type) => type.code === code)?.label[locale] ?? code;
const valueLabel = (value: string, locale: Locale) =>
  attributeTypes
    .find((type) => type.code === "MATERIAL")
    ?.values?.find((one) => one.value === value)?.label[locale] ?? value;
const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function panel(page: Page, locale: Locale) {
  const material = page.getByRole("group", { name: label("MATERIAL", locale) });
  const thickness = page.getByRole("group", { name: `${label("THICKNESS", locale)} (mm)` });
  return {
    material: (value: string) =>
      material.getByRole("checkbox", {
        name: new RegExp(`^${escaped(valueLabel(value, locale))} \\(`),
      }),
    from: thickness.getByRole("textbox", { name: text("CATALOGUE-FILTER-FROM", locale) }),
    to: thickness.getByRole("textbox", { name: text("CATALOGUE-FILTER-TO", locale) }),
    count: page.getByRole("status").filter({ hasText: /\d/ }),
    countText: (count: number) =>
      text("CATALOGUE-FILTER-COUNT", locale).replace("{{count}}", String(count)),
  };
}

/** The business keys of the products listed, from their links. */
async function listed(page: Page, locale: Locale): Promise<string[]> {
  const list: Locator = page
    .getByRole("region", { name: text("CATALOGUE-PRODUCTS", locale) })
    .getByRole("list")
    .first();
  const links = await list
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return links.map((href) => new URL(href).searchParams.get(productQueryParameter[locale]) ?? "");
}
const bks = (found: { bk: string }[]) => found.map((product) => product.bk).sort();

test("filters narrow a category's branch without reloading, follow the language, and come off", async ({
  page,
}) => {
  await page.goto(sheetsPath("fr"));
  // The panel opens by itself on a wide screen once the page runs: from then on it is live.
  await expect(page.locator("details:has(> summary#filters-title)")).toHaveAttribute("open", "");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const fr = panel(page, "fr");

  await fr.material("EPDM").check();
  await expect(page).toHaveURL(`${sheetsPath("fr")}?material=EPDM`);
  await expect(fr.count).toHaveText(fr.countText(matching(["EPDM"]).length));
  await fr.material("NBR").check();
  await expect(page).toHaveURL(`${sheetsPath("fr")}?material=NBR,EPDM`);
  await expect(fr.material("SBR")).toHaveAccessibleName(
    new RegExp(`\\(${matching(["SBR"]).length}\\)$`),
  );

  await fr.from.fill("3");
  await fr.to.fill("5");
  await fr.to.press("Enter");
  const expected = matching(["EPDM", "NBR"], 3, 5);
  await expect(page).toHaveURL(`${sheetsPath("fr")}?material=NBR,EPDM&thickness=3..5`);
  await expect(fr.count).toHaveText(fr.countText(expected.length));
  // Every value's count follows the other filters: SBR sheets of 3 to 5 mm.
  await expect(fr.material("SBR")).toHaveAccessibleName(
    new RegExp(`\\(${matching(["SBR"], 3, 5).length}\\)$`),
  );
  expect((await listed(page, "fr")).sort()).toEqual(bks(expected));
  expect(documents).toEqual([]);

  // Another language keeps the filters.
  await page
    .getByRole("navigation", { name: text("LANGUAGE-SELECTOR-LABEL", "fr") })
    .getByRole("link", { name: languageNames.nl })
    .click();
  await expect(page).toHaveURL(`${sheetsPath("nl")}?material=NBR,EPDM&thickness=3..5`);
  const nl = panel(page, "nl");
  await expect(nl.count).toHaveText(nl.countText(expected.length));
  await expect(nl.from).toHaveValue("3");
  await expect(nl.material("NBR")).toBeChecked();

  // One filter off, then all of them.
  const chips = page.getByRole("list", { name: text("CATALOGUE-FILTERS-ACTIVE", "nl") });
  const chip = text("CATALOGUE-FILTER-CHIP", "nl")
    .replace("{{name}}", label("MATERIAL", "nl"))
    .replace("{{value}}", valueLabel("EPDM", "nl"));
  await chips
    .getByRole("link", { name: text("CATALOGUE-FILTER-REMOVE", "nl").replace("{{filter}}", chip) })
    .click();
  await expect(page).toHaveURL(`${sheetsPath("nl")}?material=NBR&thickness=3..5`);
  await expect(nl.count).toHaveText(nl.countText(matching(["NBR"], 3, 5).length));
  await expect(nl.material("EPDM")).not.toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("link", { name: text("CATALOGUE-FILTERS-CLEAR", "nl") }).click();
  await expect(page).toHaveURL(sheetsPath("nl"));
  await expect(chips).toBeHidden();
  await expect(nl.material("NBR")).not.toBeChecked();
  await expect(nl.from).toHaveValue("");
});

test("a material ticked and an order chosen before the page runs filter the list once it runs", async ({
  page,
}) => {
  // Untouched, the page sends nothing as it comes to life.
  await page.goto(sheetsPath("en"));
  await categoryPageRunning(page);
  expect(new URL(page.url()).search).toBe("");

  // The modules wait until the visitor has ticked a box and chosen an order: no script saw
  // either change, and the page sends them once it runs.
  const release = await holdModules(page);
  await page.goto(sheetsPath("en"), { waitUntil: "domcontentloaded" });
  const en = panel(page, "en");
  await en.material("EPDM").check();
  const order = page.getByRole("combobox", { name: text("CATALOGUE-SORT", "en") });
  const thickest = await order
    .getByRole("option", { name: new RegExp(`^${label("THICKNESS", "en")}`) })
    .last()
    .getAttribute("value");
  await order.selectOption(thickest ?? "");
  expect(new URL(page.url()).search).toBe("");
  release();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get("material") === "EPDM" && url.searchParams.get("sort") === thickest,
  );
  await expect(en.count).toHaveText(en.countText(matching(["EPDM"]).length));
  await expect(en.material("EPDM")).toBeChecked();

  // A box ticked alone keeps the focus, and is sent all the same.
  const again = await holdModules(page);
  await page.goto(sheetsPath("en"), { waitUntil: "domcontentloaded" });
  await en.material("NBR").check();
  await expect(en.material("NBR")).toBeFocused();
  again();
  await expect(page).toHaveURL((url) => url.searchParams.getAll("material").join() === "NBR");
  await expect(en.count).toHaveText(en.countText(matching(["NBR"]).length));
});

test("without JavaScript the same form filters and sorts, and search engines are kept away", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(sheetsPath("en"));
  await page.getByText(text("CATALOGUE-FILTERS", "en"), { exact: true }).click();
  const en = panel(page, "en");
  await en.material("NBR").check();
  await en.material("EPDM").check();
  await en.from.fill("4");
  await page
    .getByRole("combobox", { name: text("CATALOGUE-SORT", "en") })
    .selectOption({ label: `${label("THICKNESS", "en")} (mm)` });
  await page.getByRole("button", { name: text("CATALOGUE-FILTER-APPLY", "en") }).click();

  await expect(page).toHaveURL(
    `${sheetsPath("en")}?material=NBR,EPDM&thickness=4..&sort=thickness`,
  );
  const expected = matching(["NBR", "EPDM"], 4).sort((a, b) => a.thickness - b.thickness);
  await expect(en.count).toHaveText(en.countText(expected.length));
  const shown = await listed(page, "en");
  expect(shown.sort()).toEqual(bks(expected));
  // Lowest first: each product's thickness is at least the one before it.
  const thicknesses = (await listed(page, "en")).map(
    (bk) => sheetProducts.find((product) => product.bk === bk)?.thickness ?? Number.NaN,
  );
  expect(thicknesses).toEqual([...thicknesses].sort((a, b) => a - b));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${escaped(sheetsPath("en"))}$`),
  );
  await context.close();
});

test("on a wide screen the filters show before the page runs, so nothing under them moves", async ({
  browser,
}) => {
  // Without scripts, as before the page runs: shown on a wide screen, folded on a phone.
  for (const [width, shown] of [
    [1280, true],
    [412, false],
  ] as const) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(sheetsPath("en"));
    const nbr = panel(page, "en").material("NBR");
    if (shown) await expect(nbr, `${width} px wide`).toBeVisible();
    else await expect(nbr, `${width} px wide`).toBeHidden();
    await context.close();
  }
  // With scripts, the panel opens once the page runs: no layout shift on the way.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  await page.goto(sheetsPath("en"));
  await categoryPageRunning(page);
  await expect(panel(page, "en").material("NBR")).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

/**
 * What of a filter group's text lies beyond its column, or is cut off by its list: a name or a
 * value must wrap inside the group, however long its words.
 */
function textOutside(page: Page, groupName: string) {
  return page.getByRole("group", { name: groupName }).evaluate((group) => {
    const box = group.getBoundingClientRect();
    const outside: string[] = [];
    const walker = document.createTreeWalker(group, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const piece = walker.currentNode as Text;
      if (!piece.data.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(piece);
      for (const line of range.getClientRects()) {
        if (line.left < box.left - 0.5 || line.right > box.right + 0.5) outside.push(piece.data);
      }
    }
    for (const list of group.querySelectorAll("ul")) {
      if (list.scrollWidth > list.clientWidth) outside.push(`a list ${list.scrollWidth} px wide`);
    }
    return outside;
  });
}

test("long filter names and values wrap inside their column instead of being cut off", async ({
  page,
}) => {
  // Data made through the API, two widths and an axe scan.
  test.slow();
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const name = "Temperatuurbestendigheidsklasse";
  const value = "Polytetrafluorethyleenversterking";
  const { attributeType } = await adminApi<{ attributeType: { id: number } }>(
    "POST",
    "/attributes/create",
    {
      attribute_code: `E2E_LONG_${stamp.replace("-", "_")}`,
      translations: {
        en: "Temperature resistance class",
        fr: "Classe de résistance à la température",
        nl: name,
      },
    },
  );
  await adminApi("POST", "/attributes/value", {
    attribute_type_id: attributeType.id,
    value: "PTFE",
    translations: { en: "PTFE reinforcement", fr: "Renfort en PTFE", nl: value },
  });
  // A second value, on a second product: a facet with one value is not offered.
  await adminApi("POST", "/attributes/value", {
    attribute_type_id: attributeType.id,
    value: "EPDM",
    translations: { en: "EPDM", fr: "EPDM", nl: "EPDM" },
  });
  const { category: root } = await adminApi<{ category: { id: number } }>(
    "GET",
    "/categories/categoryByUrl/all",
  );
  const { category } = await adminApi<{ category: { id: number } }>("POST", "/categories/create", {
    parent_id: root.id,
    bk: `long-names-${stamp}`,
    urls: { en: `long-names-${stamp}`, fr: `noms-longs-${stamp}`, nl: `lange-namen-${stamp}` },
    translations: {
      en: { title: `Liners ${stamp}` },
      fr: { title: `Garnitures ${stamp}` },
      nl: { title: `Bekledingen ${stamp}` },
    },
    AttributeTypeConfigs: [{ attribute_type_id: attributeType.id, sort_order: 1 }],
  });
  await adminApi("POST", "/products", {
    bk: `LONG-${stamp}`,
    Categories: [{ id: category.id }],
    titleTranslations: { en: `Liner ${stamp}`, fr: `Garniture ${stamp}`, nl: `Bekleding ${stamp}` },
    Attributes: [{ attribute_type_id: attributeType.id, attribute_value: "PTFE" }],
  });
  await adminApi("POST", "/products", {
    bk: `LONG-EPDM-${stamp}`,
    Categories: [{ id: category.id }],
    titleTranslations: {
      en: `Liner B ${stamp}`,
      fr: `Garniture B ${stamp}`,
      nl: `Bekleding B ${stamp}`,
    },
    Attributes: [{ attribute_type_id: attributeType.id, attribute_value: "EPDM" }],
  });
  const categoryPage = localizedPath("products-catUrl", "nl", { catUrl: `lange-namen-${stamp}` });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(categoryPage);
  const box = page
    .getByRole("group", { name })
    .getByRole("checkbox", { name: new RegExp(`^${value} \\(1\\)$`) });
  await expect(box).toBeVisible();
  expect(await textOutside(page, name)).toEqual([]);

  // Chosen, it becomes a link that removes it: that one wraps inside the panel too.
  await box.check();
  const chips = page.getByRole("list", { name: text("CATALOGUE-FILTERS-ACTIVE", "nl") });
  await expect(chips.getByRole("link")).toHaveCount(1);
  const panelBox = await page.locator("section", { has: chips }).boundingBox();
  const chipBox = await chips.getByRole("link").boundingBox();
  expect((chipBox?.x ?? 0) + (chipBox?.width ?? 0)).toBeLessThanOrEqual(
    (panelBox?.x ?? 0) + (panelBox?.width ?? 0) + 0.5,
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  // On a phone, the panel open.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(box).toBeVisible();
  expect(await textOutside(page, name)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
});
