// A small catalogue for the spreadsheet tests, made through the catalogue's own services:
// three attribute types (a listed one, a number in mm, a listed one taking several values), a
// root with two categories below it and two products.
import type { TestServices } from "../../../tests/support/test-services.ts";
import {
  createAttributeType,
  createAttributeTypeValue,
} from "../catalogue/attributes.service.server.ts";
import { createCategory } from "../catalogue/categories.service.server.ts";
import { createProduct } from "../catalogue/products.service.server.ts";

export type SheetTestCatalogue = {
  material: number;
  thickness: number;
  colour: number;
  root: number;
  sheets: number;
  seals: number;
};

export async function makeSheetTestCatalogue(services: TestServices): Promise<SheetTestCatalogue> {
  const { db, catalogue } = services;
  const material = await createAttributeType(db, {
    code: "MATERIAL",
    group: "general",
    unit: "",
    min: null,
    max: null,
    allowsMultiple: false,
    sortOrder: 10,
    filter: true,
    filterOrder: 10,
    labels: { en: "Material", fr: "Matière", nl: "Materiaal" },
  });
  for (const value of ["NBR", "EPDM"]) {
    await createAttributeTypeValue(db, { typeId: material, value, sortOrder: 0 });
  }
  const thickness = await createAttributeType(db, {
    code: "THICKNESS",
    group: "technical",
    unit: "mm",
    min: 0.5,
    max: 50,
    allowsMultiple: false,
    sortOrder: 20,
    filter: true,
    filterOrder: 20,
    labels: { en: "Thickness", fr: "Épaisseur", nl: "Dikte" },
  });
  const colour = await createAttributeType(db, {
    code: "COLOUR",
    group: "general",
    unit: "",
    min: null,
    max: null,
    allowsMultiple: true,
    sortOrder: 30,
    filter: true,
    filterOrder: 30,
  });
  for (const value of ["BLACK", "WHITE", "RED"]) {
    await createAttributeTypeValue(db, { typeId: colour, value, sortOrder: 0 });
  }
  const root = (await catalogue.read()).root?.id;
  if (root === undefined) throw new Error("The database has no root category");
  const set = [{ typeId: material }, { typeId: thickness }, { typeId: colour }];
  const sheets = await createCategory(db, catalogue, {
    parentId: root,
    bk: "sheets",
    slugs: { en: "rubber-sheets", fr: "plaques-caoutchouc", nl: "rubberplaten" },
    sortOrder: 1,
    active: true,
    showInTree: true,
    hasOwnPage: true,
    texts: {
      en: { title: "Rubber sheets", body: "<p>Sheets cut to size.</p>" },
      fr: { title: "Plaques en caoutchouc", body: "<p>Découpées à la demande.</p>" },
      nl: { title: "Rubberplaten" },
    },
    pictureIds: [],
    attributeSet: set,
  });
  const seals = await createCategory(db, catalogue, {
    parentId: root,
    bk: "seals",
    slugs: { en: "seals", fr: "joints", nl: "afdichtingen" },
    sortOrder: 2,
    active: true,
    showInTree: true,
    hasOwnPage: true,
    texts: { en: { title: "Seals" }, fr: { title: "Joints" }, nl: { title: "Afdichtingen" } },
    pictureIds: [],
    attributeSet: [{ typeId: material }],
  });
  await createProduct(db, catalogue, {
    bk: "NBR-2",
    categoryIds: [sheets, seals],
    pictureIds: [],
    lines: [
      { typeId: material, value: "NBR", min: null, max: null },
      { typeId: thickness, value: "2", min: null, max: null },
      { typeId: colour, value: "BLACK", min: null, max: null },
      { typeId: colour, value: "RED", min: null, max: null },
    ],
    titles: { en: "NBR sheet 2 mm", fr: "Plaque NBR 2 mm, façonnée", nl: "NBR-plaat 2 mm" },
  });
  await createProduct(db, catalogue, {
    bk: "EPDM-3",
    categoryIds: [sheets],
    pictureIds: [],
    lines: [
      { typeId: material, value: "EPDM", min: null, max: null },
      { typeId: thickness, value: "3.5", min: null, max: null },
    ],
    titles: { en: "EPDM sheet 3.5 mm", fr: "Plaque EPDM 3,5 mm" },
  });
  return { material, thickness, colour, root, sheets, seals };
}

/** A CSV file's bytes from its lines, as a spreadsheet program saves it. */
export function csvFile(lines: readonly string[], { bom = true } = {}): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${bom ? "\uFEFF" : ""}${lines.join("\r\n")}\r\n`);
}
