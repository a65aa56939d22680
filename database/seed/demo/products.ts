// Products of the demo shop, grouped by family; each one sits in a leaf of the category tree.
import type { DemoProduct, Localized, PictureKind } from "./demo-types.ts";

type Lang = keyof Localized;
type Value = string | number | readonly string[];
type Attributes = Record<string, Value>;

const PRODUCT_NO = "General_PRODUCT_N°";
const BLACK = "#2b2b2b";
const WHITE = "#efefea";

/** Writes a number the way each language does: 1.2 in English, 1,2 in French and Dutch. */
function num(n: number, lang: Lang): string {
  const text = String(n);
  return lang === "en" ? text : text.replace(".", ",");
}

/** Dimensions joined by a multiplication sign, e.g. "20 × 3,5". */
function dims(lang: Lang, sizes: number[]): string {
  return sizes.map((n) => num(n, lang)).join(" × ");
}

/** A name followed by its dimensions in millimetres: "NBR rubber sheet 3 mm". */
function sized(name: Localized, ...sizes: number[]): Localized {
  return {
    en: `${name.en} ${dims("en", sizes)} mm`,
    fr: `${name.fr} ${dims("fr", sizes)} mm`,
    nl: `${name.nl} ${dims("nl", sizes)} mm`,
  };
}

/** Dimensions as they appear in a product code: 3.5 becomes "3P5". */
function code(...sizes: number[]): string {
  return sizes.map((n) => String(n).replace(".", "P")).join("X");
}

function product(input: {
  bk: string;
  category: string;
  title: Localized;
  picture: PictureKind;
  colour: string;
  attributes: Attributes;
  alsoIn?: string[];
}): DemoProduct {
  const attributes = Object.entries(input.attributes).map(([attributeCode, value]) => ({
    code: attributeCode,
    values: typeof value === "object" ? [...value] : [String(value)],
  }));
  return {
    bk: input.bk,
    category: input.category,
    ...(input.alsoIn ? { alsoIn: input.alsoIn } : {}),
    title: input.title,
    picture: input.picture,
    colour: input.colour,
    attributes: [{ code: PRODUCT_NO, values: [input.bk] }, ...attributes],
  };
}

// ---------------------------------------------------------------- rubber sheets

function sheets(
  category: string,
  prefix: string,
  name: Localized,
  colour: string,
  width: number,
  thicknesses: number[],
  attributes: Attributes,
): DemoProduct[] {
  return thicknesses.map((thickness) =>
    product({
      bk: `${prefix}-${code(thickness)}-${width}`,
      category,
      title: sized(name, thickness),
      picture: "sheet",
      colour,
      attributes: { ...attributes, THICKNESS: thickness, WIDTH: width },
    }),
  );
}

const sheetProducts: DemoProduct[] = [
  ...sheets(
    "sheets-nbr-oil",
    "NBR-SH",
    { en: "NBR rubber sheet", fr: "Plaque en caoutchouc NBR", nl: "NBR-rubberplaat" },
    BLACK,
    1400,
    [2, 3, 5],
    {
      MATERIAL: "NBR",
      HARDNESS: 70,
      LENGTH: 10,
      SURFACE: "SMOOTH",
      REINFORCEMENT: "NONE",
      COLOUR: ["BLACK"],
      TEMP_MIN: -20,
      TEMP_MAX: 100,
      FOOD_GRADE: "NO",
      APPLICATION: ["OIL_FUEL", "SEALING"],
    },
  ),
  ...sheets(
    "sheets-nbr-food",
    "NBR-FD",
    {
      en: "White food-grade NBR sheet",
      fr: "Plaque NBR alimentaire blanche",
      nl: "Witte NBR-plaat in voedingskwaliteit",
    },
    "#f2f2ee",
    1200,
    [3, 5],
    {
      MATERIAL: "NBR",
      HARDNESS: 65,
      LENGTH: 10,
      SURFACE: "SMOOTH",
      REINFORCEMENT: "NONE",
      COLOUR: ["WHITE"],
      TEMP_MIN: -20,
      TEMP_MAX: 90,
      FOOD_GRADE: "YES",
      APPLICATION: ["FOOD", "OIL_FUEL"],
    },
  ),
  ...sheets(
    "sheets-epdm-weather",
    "EPDM-SH",
    { en: "EPDM rubber sheet", fr: "Plaque en caoutchouc EPDM", nl: "EPDM-rubberplaat" },
    BLACK,
    1400,
    [2, 4, 10],
    {
      MATERIAL: "EPDM",
      HARDNESS: 65,
      LENGTH: 10,
      SURFACE: "CLOTH_FINISH",
      REINFORCEMENT: "NONE",
      COLOUR: ["BLACK"],
      TEMP_MIN: -40,
      TEMP_MAX: 120,
      FOOD_GRADE: "NO",
      APPLICATION: ["OUTDOOR", "WATER", "SEALING"],
    },
  ),
  product({
    bk: "EPDM-MB-1P2-3050",
    category: "sheets-epdm-membrane",
    title: sized(
      { en: "EPDM roofing membrane", fr: "Membrane de toiture EPDM", nl: "EPDM-dakmembraan" },
      1.2,
    ),
    picture: "sheet",
    colour: "#1f1f1f",
    attributes: {
      MATERIAL: "EPDM",
      HARDNESS: 60,
      THICKNESS: 1.2,
      WIDTH: 3050,
      LENGTH: 20,
      SURFACE: "SMOOTH",
      REINFORCEMENT: "NONE",
      COLOUR: ["BLACK"],
      TEMP_MIN: -40,
      TEMP_MAX: 120,
      FOOD_GRADE: "NO",
      APPLICATION: ["OUTDOOR", "WATER"],
    },
  }),
  product({
    bk: "EPDM-MB-1-6100",
    category: "sheets-epdm-membrane",
    title: sized({ en: "EPDM pond liner", fr: "Bâche de bassin EPDM", nl: "EPDM-vijverfolie" }, 1),
    picture: "sheet",
    colour: "#1f1f1f",
    attributes: {
      MATERIAL: "EPDM",
      HARDNESS: 60,
      THICKNESS: 1,
      WIDTH: 6100,
      LENGTH: 15,
      SURFACE: "SMOOTH",
      REINFORCEMENT: "NONE",
      COLOUR: ["BLACK"],
      TEMP_MIN: -40,
      TEMP_MAX: 100,
      FOOD_GRADE: "NO",
      APPLICATION: ["OUTDOOR", "WATER"],
    },
  }),
  ...sheets(
    "sheets-sbr-plain",
    "SBR-SH",
    { en: "SBR rubber sheet", fr: "Plaque en caoutchouc SBR", nl: "SBR-rubberplaat" },
    "#363636",
    1400,
    [3, 6, 10],
    {
      MATERIAL: "SBR",
      HARDNESS: 65,
      LENGTH: 10,
      SURFACE: "CLOTH_FINISH",
      REINFORCEMENT: "NONE",
      COLOUR: ["BLACK"],
      TEMP_MIN: -30,
      TEMP_MAX: 70,
      FOOD_GRADE: "NO",
      APPLICATION: ["GENERAL", "ABRASION"],
    },
  ),
  ...sheets(
    "sheets-sbr-insertion",
    "SBR-IN1",
    {
      en: "SBR sheet with one fabric ply",
      fr: "Plaque SBR avec une nappe textile",
      nl: "SBR-plaat met één weefselinlage",
    },
    "#303030",
    1400,
    [3],
    {
      MATERIAL: "SBR",
      HARDNESS: 70,
      LENGTH: 10,
      SURFACE: "CLOTH_FINISH",
      REINFORCEMENT: "FABRIC_1",
      COLOUR: ["BLACK"],
      TEMP_MIN: -30,
      TEMP_MAX: 70,
      FOOD_GRADE: "NO",
      APPLICATION: ["GENERAL", "SEALING"],
    },
  ),
  ...sheets(
    "sheets-sbr-insertion",
    "SBR-IN2",
    {
      en: "SBR sheet with two fabric plies",
      fr: "Plaque SBR avec deux nappes textiles",
      nl: "SBR-plaat met twee weefselinlagen",
    },
    "#303030",
    1400,
    [5, 8],
    {
      MATERIAL: "SBR",
      HARDNESS: 70,
      LENGTH: 10,
      SURFACE: "CLOTH_FINISH",
      REINFORCEMENT: "FABRIC_2",
      COLOUR: ["BLACK"],
      TEMP_MIN: -30,
      TEMP_MAX: 70,
      FOOD_GRADE: "NO",
      APPLICATION: ["GENERAL", "ABRASION"],
    },
  ),
  ...sheets(
    "sheets-nr",
    "NR-SH",
    {
      en: "Abrasion-resistant natural rubber sheet",
      fr: "Plaque en caoutchouc naturel anti-abrasion",
      nl: "Slijtvaste natuurrubberplaat",
    },
    "#b5835a",
    1200,
    [3, 6],
    {
      MATERIAL: "NR",
      HARDNESS: 40,
      LENGTH: 10,
      SURFACE: "SMOOTH",
      REINFORCEMENT: "NONE",
      COLOUR: ["BROWN"],
      TEMP_MIN: -40,
      TEMP_MAX: 70,
      FOOD_GRADE: "NO",
      APPLICATION: ["ABRASION"],
    },
  ),
  ...sheets(
    "sheets-silicone",
    "VMQ-SH-TR",
    {
      en: "Translucent silicone sheet",
      fr: "Plaque en silicone translucide",
      nl: "Doorschijnende siliconenplaat",
    },
    "#e3dccb",
    1200,
    [1, 2],
    {
      MATERIAL: "VMQ",
      HARDNESS: 60,
      LENGTH: 10,
      SURFACE: "SMOOTH",
      REINFORCEMENT: "NONE",
      COLOUR: ["TRANSLUCENT"],
      TEMP_MIN: -60,
      TEMP_MAX: 200,
      FOOD_GRADE: "YES",
      APPLICATION: ["FOOD", "HIGH_TEMPERATURE"],
    },
  ),
  ...sheets(
    "sheets-silicone",
    "VMQ-SH-RD",
    { en: "Red silicone sheet", fr: "Plaque en silicone rouge", nl: "Rode siliconenplaat" },
    "#c0392b",
    1200,
    [3],
    {
      MATERIAL: "VMQ",
      HARDNESS: 60,
      LENGTH: 10,
      SURFACE: "SMOOTH",
      REINFORCEMENT: "NONE",
      COLOUR: ["RED"],
      TEMP_MIN: -60,
      TEMP_MAX: 200,
      FOOD_GRADE: "NO",
      APPLICATION: ["HIGH_TEMPERATURE", "SEALING"],
    },
  ),
  ...sheets(
    "sheets-fkm",
    "FKM-SH",
    { en: "FKM rubber sheet", fr: "Plaque en caoutchouc FKM", nl: "FKM-rubberplaat" },
    "#3a2a22",
    1200,
    [2, 3],
    {
      MATERIAL: "FKM",
      HARDNESS: 75,
      LENGTH: 5,
      SURFACE: "SMOOTH",
      REINFORCEMENT: "NONE",
      COLOUR: ["BLACK"],
      TEMP_MIN: -20,
      TEMP_MAX: 200,
      FOOD_GRADE: "NO",
      APPLICATION: ["OIL_FUEL", "CHEMICALS", "HIGH_TEMPERATURE"],
    },
  ),
  ...sheets(
    "sheets-cr",
    "CR-SH",
    { en: "CR neoprene sheet", fr: "Plaque en néoprène CR", nl: "CR-neopreenplaat" },
    "#2e2e2e",
    1400,
    [3, 5],
    {
      MATERIAL: "CR",
      HARDNESS: 65,
      LENGTH: 10,
      SURFACE: "SMOOTH",
      REINFORCEMENT: "NONE",
      COLOUR: ["BLACK"],
      TEMP_MIN: -30,
      TEMP_MAX: 100,
      FOOD_GRADE: "NO",
      APPLICATION: ["OUTDOOR", "OIL_FUEL"],
    },
  ),
];

// ---------------------------------------------------------------- O-rings and seals

type Compound = {
  material: string;
  hardness: number;
  name: Localized;
  colour: string;
  colourCode: string;
  tempMin: number;
  tempMax: number;
  foodGrade: "YES" | "NO";
  application: string[];
};

const nbr70: Compound = {
  material: "NBR",
  hardness: 70,
  name: { en: "NBR 70", fr: "NBR 70", nl: "NBR 70" },
  colour: "#222222",
  colourCode: "BLACK",
  tempMin: -30,
  tempMax: 100,
  foodGrade: "NO",
  application: ["OIL_FUEL", "SEALING"],
};
const nbr90: Compound = {
  ...nbr70,
  hardness: 90,
  name: { en: "NBR 90", fr: "NBR 90", nl: "NBR 90" },
  colour: "#1d1d1d",
  application: ["OIL_FUEL"],
};
const fkm75: Compound = {
  material: "FKM",
  hardness: 75,
  name: { en: "FKM 75", fr: "FKM 75", nl: "FKM 75" },
  colour: "#6b3f2a",
  colourCode: "BROWN",
  tempMin: -20,
  tempMax: 200,
  foodGrade: "NO",
  application: ["OIL_FUEL", "CHEMICALS", "HIGH_TEMPERATURE"],
};
const epdm70: Compound = {
  material: "EPDM",
  hardness: 70,
  name: { en: "EPDM 70", fr: "EPDM 70", nl: "EPDM 70" },
  colour: "#2d2d2d",
  colourCode: "BLACK",
  tempMin: -40,
  tempMax: 140,
  foodGrade: "NO",
  application: ["WATER", "HEATING"],
};
const silicone70: Compound = {
  material: "VMQ",
  hardness: 70,
  name: { en: "Silicone 70", fr: "silicone 70", nl: "siliconen 70" },
  colour: "#c0392b",
  colourCode: "RED",
  tempMin: -60,
  tempMax: 200,
  foodGrade: "YES",
  application: ["FOOD", "HIGH_TEMPERATURE"],
};

function oRings(category: string, compound: Compound, sizes: [number, number][]): DemoProduct[] {
  return sizes.map(([inner, section]) => {
    const size = (lang: Lang) => dims(lang, [inner, section]);
    const innerCode = String(Math.round(inner * 10)).padStart(4, "0");
    const sectionCode = String(Math.round(section * 10)).padStart(3, "0");
    return product({
      bk: `OR-${compound.material}${compound.hardness}-${innerCode}-${sectionCode}`,
      category,
      title: {
        en: `${compound.name.en} O-ring ${size("en")} mm`,
        fr: `Joint torique ${compound.name.fr}, ${size("fr")} mm`,
        nl: `O-ring ${compound.name.nl}, ${size("nl")} mm`,
      },
      picture: "o-ring",
      colour: compound.colour,
      attributes: {
        MATERIAL: compound.material,
        HARDNESS: compound.hardness,
        INNER_DIAMETER: inner,
        CROSS_SECTION: section,
        OUTER_DIAMETER: Math.round((inner + 2 * section) * 10) / 10,
        COLOUR: [compound.colourCode],
        TEMP_MIN: compound.tempMin,
        TEMP_MAX: compound.tempMax,
        FOOD_GRADE: compound.foodGrade,
        APPLICATION: compound.application,
      },
    });
  });
}

function oRingKit(compound: Compound, pieces: number): DemoProduct {
  return product({
    bk: `OR-KIT-${compound.material}${compound.hardness}-${pieces}`,
    category: "o-ring-kits",
    title: {
      en: `${compound.name.en} O-ring assortment, ${pieces} pieces`,
      fr: `Coffret de joints toriques ${compound.name.fr}, ${pieces} pièces`,
      nl: `O-ringassortiment ${compound.name.nl}, ${pieces} stuks`,
    },
    picture: "o-ring",
    colour: compound.colour,
    attributes: {
      MATERIAL: compound.material,
      HARDNESS: compound.hardness,
      QUANTITY: pieces,
      COLOUR: [compound.colourCode],
      TEMP_MIN: compound.tempMin,
      TEMP_MAX: compound.tempMax,
      APPLICATION: compound.application,
    },
  });
}

function flangeGasket(
  compound: Compound,
  nominal: number,
  inner: number,
  outer: number,
): DemoProduct {
  const material = compound.material;
  return product({
    bk: `FG-${material}-DN${nominal}-PN16`,
    category: "flange-gaskets",
    title: {
      en: `${material} flange gasket DN ${nominal} PN 16`,
      fr: `Joint de bride ${material} DN ${nominal} PN 16`,
      nl: `${material}-flenspakking DN ${nominal} PN 16`,
    },
    picture: "seal",
    colour: BLACK,
    attributes: {
      MATERIAL: material,
      HARDNESS: compound.hardness,
      NOMINAL_DIAMETER: nominal,
      INNER_DIAMETER: inner,
      OUTER_DIAMETER: outer,
      THICKNESS: 3,
      COLOUR: [compound.colourCode],
      TEMP_MIN: compound.tempMin,
      TEMP_MAX: Math.min(compound.tempMax, 120),
      FOOD_GRADE: compound.foodGrade,
      APPLICATION: compound.application,
    },
  });
}

function shaftSeal(compound: Compound, inner: number, outer: number, width: number): DemoProduct {
  const material = compound.material;
  return product({
    bk: `SS-${material}-${code(inner, outer, width)}`,
    category: "shaft-seals",
    title: sized(
      {
        en: `${material} rotary shaft seal`,
        fr: `Bague d'étanchéité ${material}`,
        nl: `${material}-keerring`,
      },
      inner,
      outer,
      width,
    ),
    picture: "seal",
    colour: compound.colour,
    attributes: {
      MATERIAL: material,
      INNER_DIAMETER: inner,
      OUTER_DIAMETER: outer,
      WIDTH: width,
      TEMP_MIN: compound.tempMin,
      TEMP_MAX: compound.tempMax,
      APPLICATION: compound.application,
    },
  });
}

function cord(compound: Compound, section: number, length: number, alsoIn?: string[]): DemoProduct {
  return product({
    bk: `CORD-${compound.material}${compound.hardness}-${code(section)}`,
    category: "o-ring-cord",
    ...(alsoIn ? { alsoIn } : {}),
    title: {
      en: `${compound.name.en} O-ring cord ${num(section, "en")} mm`,
      fr: `Cordon torique ${compound.name.fr}, ${num(section, "fr")} mm`,
      nl: `O-ringsnoer ${compound.name.nl}, ${num(section, "nl")} mm`,
    },
    picture: "o-ring",
    colour: compound.colour,
    attributes: {
      MATERIAL: compound.material,
      HARDNESS: compound.hardness,
      CROSS_SECTION: section,
      LENGTH: length,
      COLOUR: [compound.colourCode],
      TEMP_MIN: compound.tempMin,
      TEMP_MAX: compound.tempMax,
      APPLICATION: compound.application,
    },
  });
}

const sealProducts: DemoProduct[] = [
  ...oRings("o-rings-nbr-70", nbr70, [
    [10, 2],
    [20, 3],
    [50, 4],
  ]),
  ...oRings("o-rings-nbr-90", nbr90, [
    [25, 3.5],
    [40, 5],
  ]),
  ...oRings("o-rings-fkm", fkm75, [
    [20, 3],
    [30, 3],
  ]),
  ...oRings("o-rings-epdm", epdm70, [
    [25, 3.5],
    [45, 3],
  ]),
  ...oRings("o-rings-silicone", silicone70, [
    [15, 2],
    [30, 2.5],
  ]),
  oRingKit(nbr70, 382),
  oRingKit(fkm75, 220),
  flangeGasket(epdm70, 50, 61, 107),
  flangeGasket(epdm70, 80, 89, 142),
  flangeGasket(nbr70, 100, 115, 162),
  shaftSeal(nbr70, 20, 35, 7),
  shaftSeal(nbr70, 40, 62, 8),
  shaftSeal(fkm75, 30, 47, 7),
  cord(nbr70, 5, 10),
  cord(nbr70, 8, 10),
  cord(epdm70, 6, 10, ["o-rings-epdm"]),
];

// ---------------------------------------------------------------- hoses

function hose(input: {
  bk: string;
  category: string;
  name: Localized;
  colour: string;
  alsoIn?: string[];
  attributes: Attributes & { INNER_DIAMETER: number };
}): DemoProduct {
  return product({
    bk: input.bk,
    category: input.category,
    ...(input.alsoIn ? { alsoIn: input.alsoIn } : {}),
    title: sized(input.name, input.attributes.INNER_DIAMETER),
    picture: "hose",
    colour: input.colour,
    attributes: input.attributes,
  });
}

const hoseProducts: DemoProduct[] = [
  ...[
    { inner: 19, outer: 29, length: 25 },
    { inner: 25, outer: 35, length: 50 },
  ].map(({ inner, outer, length }) =>
    hose({
      bk: `HOSE-EPDM-W-${inner}-${length}`,
      category: "hoses-water-general",
      name: { en: "EPDM water hose", fr: "Tuyau d'eau EPDM", nl: "EPDM-waterslang" },
      colour: BLACK,
      attributes: {
        MATERIAL: "EPDM",
        REINFORCEMENT: "FABRIC_2",
        INNER_DIAMETER: inner,
        OUTER_DIAMETER: outer,
        LENGTH: length,
        WORKING_PRESSURE: 10,
        TEMP_MIN: -25,
        TEMP_MAX: 70,
        COLOUR: ["BLACK"],
        FOOD_GRADE: "NO",
        APPLICATION: ["WATER", "GENERAL"],
      },
    }),
  ),
  hose({
    bk: "HOSE-EPDM-HW-25-20",
    category: "hoses-water-hot",
    name: { en: "EPDM hot-water hose", fr: "Tuyau d'eau chaude EPDM", nl: "EPDM-warmwaterslang" },
    colour: "#9c2a22",
    attributes: {
      MATERIAL: "EPDM",
      REINFORCEMENT: "FABRIC_2",
      INNER_DIAMETER: 25,
      OUTER_DIAMETER: 37,
      LENGTH: 20,
      WORKING_PRESSURE: 10,
      TEMP_MIN: -40,
      TEMP_MAX: 100,
      COLOUR: ["RED"],
      FOOD_GRADE: "NO",
      APPLICATION: ["WATER", "HEATING"],
    },
  }),
  hose({
    bk: "HOSE-EPDM-ST-19-20",
    category: "hoses-water-hot",
    name: { en: "EPDM steam hose", fr: "Tuyau vapeur EPDM", nl: "EPDM-stoomslang" },
    colour: BLACK,
    attributes: {
      MATERIAL: "EPDM",
      REINFORCEMENT: "STEEL_BRAID",
      INNER_DIAMETER: 19,
      OUTER_DIAMETER: 35,
      LENGTH: 20,
      WORKING_PRESSURE: 6,
      TEMP_MIN: -40,
      TEMP_MAX: 165,
      COLOUR: ["BLACK", "RED"],
      FOOD_GRADE: "NO",
      APPLICATION: ["HIGH_TEMPERATURE", "HEATING"],
    },
  }),
  ...[
    { inner: 10, outer: 17, length: 20, colour: "#1f4e8c", colourCode: "BLUE" },
    { inner: 13, outer: 21, length: 50, colour: "#b3261e", colourCode: "RED" },
  ].map(({ inner, outer, length, colour, colourCode }) =>
    hose({
      bk: `HOSE-NBR-AIR-${inner}-${length}`,
      category: "hoses-air",
      name: {
        en: "NBR compressed-air hose",
        fr: "Tuyau d'air comprimé NBR",
        nl: "NBR-persluchtslang",
      },
      colour,
      attributes: {
        MATERIAL: "NBR",
        REINFORCEMENT: "FABRIC_1",
        INNER_DIAMETER: inner,
        OUTER_DIAMETER: outer,
        LENGTH: length,
        WORKING_PRESSURE: 20,
        TEMP_MIN: -30,
        TEMP_MAX: 70,
        COLOUR: [colourCode],
        FOOD_GRADE: "NO",
        APPLICATION: ["COMPRESSED_AIR"],
      },
    }),
  ),
  hose({
    bk: "HOSE-NBR-OIL-19-20",
    category: "hoses-oil",
    name: {
      en: "NBR oil and fuel hose",
      fr: "Tuyau NBR pour huile et carburant",
      nl: "Olie- en brandstofslang in NBR",
    },
    colour: BLACK,
    attributes: {
      MATERIAL: "NBR",
      REINFORCEMENT: "FABRIC_2",
      INNER_DIAMETER: 19,
      OUTER_DIAMETER: 31,
      LENGTH: 20,
      WORKING_PRESSURE: 20,
      TEMP_MIN: -30,
      TEMP_MAX: 90,
      COLOUR: ["BLACK"],
      FOOD_GRADE: "NO",
      APPLICATION: ["OIL_FUEL"],
    },
  }),
  hose({
    bk: "HOSE-NBR-SUC-50-10",
    category: "hoses-oil",
    name: {
      en: "NBR oil suction hose",
      fr: "Tuyau d'aspiration NBR pour huile",
      nl: "Oliezuigslang in NBR",
    },
    colour: "#262626",
    attributes: {
      MATERIAL: "NBR",
      REINFORCEMENT: "STEEL_HELIX",
      INNER_DIAMETER: 50,
      OUTER_DIAMETER: 62,
      LENGTH: 10,
      WORKING_PRESSURE: 10,
      TEMP_MIN: -30,
      TEMP_MAX: 90,
      COLOUR: ["BLACK"],
      FOOD_GRADE: "NO",
      APPLICATION: ["OIL_FUEL"],
    },
  }),
  hose({
    bk: "HOSE-NBR-FD-25-40",
    category: "hoses-food",
    name: {
      en: "NBR food hose for milk",
      fr: "Tuyau alimentaire NBR pour le lait",
      nl: "NBR-voedingsslang voor melk",
    },
    colour: WHITE,
    attributes: {
      MATERIAL: "NBR",
      REINFORCEMENT: "FABRIC_2",
      INNER_DIAMETER: 25,
      OUTER_DIAMETER: 37,
      LENGTH: 40,
      WORKING_PRESSURE: 10,
      TEMP_MIN: -30,
      TEMP_MAX: 90,
      COLOUR: ["WHITE"],
      FOOD_GRADE: "YES",
      APPLICATION: ["FOOD"],
    },
  }),
  hose({
    bk: "HOSE-EPDM-FD-38-40",
    category: "hoses-food",
    name: {
      en: "EPDM beverage suction hose",
      fr: "Tuyau d'aspiration EPDM pour boissons",
      nl: "EPDM-zuigslang voor dranken",
    },
    colour: WHITE,
    attributes: {
      MATERIAL: "EPDM",
      REINFORCEMENT: "STEEL_HELIX",
      INNER_DIAMETER: 38,
      OUTER_DIAMETER: 50,
      LENGTH: 40,
      WORKING_PRESSURE: 10,
      TEMP_MIN: -40,
      TEMP_MAX: 100,
      COLOUR: ["WHITE"],
      FOOD_GRADE: "YES",
      APPLICATION: ["FOOD", "WATER"],
    },
  }),
  product({
    bk: "TUBE-VMQ-6X10-25",
    category: "hoses-tubing",
    title: sized({ en: "Silicone tubing", fr: "Tube en silicone", nl: "Siliconenslang" }, 6, 10),
    picture: "hose",
    colour: "#e3dccb",
    attributes: {
      MATERIAL: "VMQ",
      REINFORCEMENT: "NONE",
      INNER_DIAMETER: 6,
      OUTER_DIAMETER: 10,
      LENGTH: 25,
      WORKING_PRESSURE: 0.5,
      TEMP_MIN: -60,
      TEMP_MAX: 200,
      COLOUR: ["TRANSLUCENT"],
      FOOD_GRADE: "YES",
      APPLICATION: ["FOOD", "HIGH_TEMPERATURE"],
    },
  }),
  product({
    bk: "TUBE-NR-8X12-25",
    category: "hoses-tubing",
    title: sized(
      {
        en: "Natural rubber tubing",
        fr: "Tube en caoutchouc naturel",
        nl: "Natuurrubberslang",
      },
      8,
      12,
    ),
    picture: "hose",
    colour: "#a9543a",
    attributes: {
      MATERIAL: "NR",
      REINFORCEMENT: "NONE",
      INNER_DIAMETER: 8,
      OUTER_DIAMETER: 12,
      LENGTH: 25,
      TEMP_MIN: -40,
      TEMP_MAX: 70,
      COLOUR: ["RED"],
      FOOD_GRADE: "NO",
      APPLICATION: ["GENERAL"],
    },
  }),
];

// ---------------------------------------------------------------- profiles

const epdmProfile = {
  MATERIAL: "EPDM",
  COLOUR: ["BLACK"],
  SELF_ADHESIVE: "NO",
  TEMP_MIN: -40,
  TEMP_MAX: 100,
} satisfies Attributes;

const profileProducts: DemoProduct[] = [
  ...[
    { width: 10, height: 7, length: 50 },
    { width: 14, height: 10, length: 25 },
  ].map(({ width, height, length }) =>
    product({
      bk: `PR-U-EPDM-${code(width, height)}`,
      category: "profiles-u",
      title: sized(
        { en: "EPDM U-profile", fr: "Profilé en U EPDM", nl: "U-profiel in EPDM" },
        width,
        height,
      ),
      picture: "profile",
      colour: BLACK,
      attributes: {
        ...epdmProfile,
        HARDNESS: 70,
        WIDTH: width,
        HEIGHT: height,
        LENGTH: length,
        APPLICATION: ["OUTDOOR", "GENERAL"],
      },
    }),
  ),
  product({
    bk: "PR-SQ-EPDM-10X10",
    category: "profiles-square",
    title: sized(
      { en: "EPDM square profile", fr: "Profilé carré EPDM", nl: "Vierkant profiel in EPDM" },
      10,
      10,
    ),
    picture: "profile",
    colour: BLACK,
    attributes: {
      ...epdmProfile,
      HARDNESS: 65,
      WIDTH: 10,
      HEIGHT: 10,
      LENGTH: 50,
      APPLICATION: ["OUTDOOR", "SEALING"],
    },
  }),
  product({
    bk: "PR-RE-NBR-20X10",
    category: "profiles-square",
    title: sized(
      {
        en: "NBR rectangular profile",
        fr: "Profilé rectangulaire NBR",
        nl: "Rechthoekig profiel in NBR",
      },
      20,
      10,
    ),
    picture: "profile",
    colour: "#262626",
    attributes: {
      MATERIAL: "NBR",
      HARDNESS: 70,
      WIDTH: 20,
      HEIGHT: 10,
      LENGTH: 25,
      COLOUR: ["BLACK"],
      SELF_ADHESIVE: "NO",
      TEMP_MIN: -20,
      TEMP_MAX: 100,
      APPLICATION: ["OIL_FUEL", "SEALING"],
    },
  }),
  ...[
    { width: 9, height: 7 },
    { width: 12, height: 10 },
  ].map(({ width, height }) =>
    product({
      bk: `PR-D-EPDM-${code(width, height)}`,
      category: "profiles-d",
      alsoIn: ["profiles-door"],
      title: sized(
        {
          en: "Self-adhesive EPDM sponge D-profile",
          fr: "Profilé en D autocollant en EPDM cellulaire",
          nl: "Zelfklevend D-profiel in EPDM-celrubber",
        },
        width,
        height,
      ),
      picture: "profile",
      colour: BLACK,
      attributes: {
        ...epdmProfile,
        WIDTH: width,
        HEIGHT: height,
        LENGTH: 25,
        DENSITY: 500,
        SELF_ADHESIVE: "YES",
        APPLICATION: ["SEALING", "OUTDOOR"],
      },
    }),
  ),
  ...[
    { width: 10, height: 8, colour: BLACK, colourCode: "BLACK" },
    { width: 15, height: 12, colour: WHITE, colourCode: "WHITE" },
  ].map(({ width, height, colour, colourCode }) =>
    product({
      bk: `PR-P-EPDM-${code(width, height)}-${colourCode.slice(0, 2)}`,
      category: "profiles-p",
      title: sized(
        {
          en: "Self-adhesive EPDM sponge P-profile",
          fr: "Profilé en P autocollant en EPDM cellulaire",
          nl: "Zelfklevend P-profiel in EPDM-celrubber",
        },
        width,
        height,
      ),
      picture: "profile",
      colour,
      attributes: {
        ...epdmProfile,
        WIDTH: width,
        HEIGHT: height,
        LENGTH: 25,
        DENSITY: 500,
        COLOUR: [colourCode],
        SELF_ADHESIVE: "YES",
        APPLICATION: ["SEALING"],
      },
    }),
  ),
  ...[3, 5].map((gap) =>
    product({
      bk: `PR-GL-EPDM-${gap}`,
      category: "profiles-glazing",
      title: {
        en: `EPDM glazing wedge for a ${gap} mm gap`,
        fr: `Joint de calage EPDM pour un jeu de ${gap} mm`,
        nl: `EPDM-wigrubber voor een voeg van ${gap} mm`,
      },
      picture: "profile",
      colour: BLACK,
      attributes: {
        ...epdmProfile,
        HARDNESS: 70,
        WIDTH: gap + 3,
        HEIGHT: 9,
        LENGTH: 50,
        APPLICATION: ["OUTDOOR", "SEALING"],
      },
    }),
  ),
  product({
    bk: "PR-DR-EPDM-20",
    category: "profiles-door",
    title: sized(
      {
        en: "EPDM bulb seal for doors",
        fr: "Joint à bourrelet EPDM pour portes",
        nl: "EPDM-ballonrubber voor deuren",
      },
      20,
    ),
    picture: "profile",
    colour: BLACK,
    attributes: {
      ...epdmProfile,
      HARDNESS: 70,
      WIDTH: 20,
      HEIGHT: 25,
      LENGTH: 25,
      APPLICATION: ["OUTDOOR", "SEALING"],
    },
  }),
  product({
    bk: "PR-DR-EPDM-60",
    category: "profiles-door",
    title: sized(
      {
        en: "EPDM garage door bottom seal",
        fr: "Joint bas de porte de garage EPDM",
        nl: "EPDM-onderrubber voor garagepoort",
      },
      60,
    ),
    picture: "profile",
    colour: "#292929",
    attributes: {
      ...epdmProfile,
      HARDNESS: 65,
      WIDTH: 60,
      HEIGHT: 12,
      LENGTH: 10,
      APPLICATION: ["OUTDOOR", "SEALING"],
    },
  }),
];

// ---------------------------------------------------------------- mats

function mat(input: {
  bk: string;
  category: string;
  name: Localized;
  colour: string;
  alsoIn?: string[];
  attributes: Attributes & { THICKNESS: number };
}): DemoProduct {
  return product({
    bk: input.bk,
    category: input.category,
    ...(input.alsoIn ? { alsoIn: input.alsoIn } : {}),
    title: sized(input.name, input.attributes.THICKNESS),
    picture: "mat",
    colour: input.colour,
    attributes: input.attributes,
  });
}

const matProducts: DemoProduct[] = [
  ...[
    { thickness: 3, width: 1200 },
    { thickness: 6, width: 1500 },
  ].map(({ thickness, width }) =>
    mat({
      bk: `MAT-SBR-RIB-${thickness}-${width}`,
      category: "mats-ribbed",
      name: { en: "SBR ribbed mat", fr: "Tapis strié en SBR", nl: "Geribde SBR-mat" },
      colour: BLACK,
      attributes: {
        MATERIAL: "SBR",
        THICKNESS: thickness,
        WIDTH: width,
        LENGTH: 10,
        SURFACE: "RIBBED",
        HARDNESS: 65,
        COLOUR: ["BLACK"],
        APPLICATION: ["FLOORING"],
      },
    }),
  ),
  mat({
    bk: "MAT-SBR-COIN-3-1200",
    category: "mats-studded",
    name: { en: "SBR studded mat", fr: "Tapis à pastilles en SBR", nl: "SBR-noppenmat" },
    colour: BLACK,
    attributes: {
      MATERIAL: "SBR",
      THICKNESS: 3,
      WIDTH: 1200,
      LENGTH: 10,
      SURFACE: "COIN",
      HARDNESS: 65,
      COLOUR: ["BLACK"],
      APPLICATION: ["FLOORING"],
    },
  }),
  mat({
    bk: "MAT-SBR-DIA-5-1200",
    category: "mats-studded",
    name: {
      en: "SBR diamond-pattern mat",
      fr: "Tapis à motif losange en SBR",
      nl: "SBR-mat met ruitmotief",
    },
    colour: "#5d6165",
    attributes: {
      MATERIAL: "SBR",
      THICKNESS: 5,
      WIDTH: 1200,
      LENGTH: 10,
      SURFACE: "DIAMOND",
      HARDNESS: 65,
      COLOUR: ["GREY"],
      APPLICATION: ["FLOORING", "ABRASION"],
    },
  }),
  mat({
    bk: "MAT-NBR-AF-14-900",
    category: "mats-anti-fatigue",
    name: {
      en: "NBR anti-fatigue mat",
      fr: "Tapis anti-fatigue NBR",
      nl: "Anti-vermoeidheidsmat in NBR",
    },
    colour: BLACK,
    attributes: {
      MATERIAL: "NBR",
      THICKNESS: 14,
      WIDTH: 900,
      LENGTH: 1.5,
      SURFACE: "PERFORATED",
      HARDNESS: 60,
      COLOUR: ["BLACK"],
      APPLICATION: ["FLOORING", "OIL_FUEL"],
    },
  }),
  mat({
    bk: "MAT-NR-AF-12-600",
    category: "mats-anti-fatigue",
    name: {
      en: "Natural rubber anti-fatigue mat",
      fr: "Tapis anti-fatigue en caoutchouc naturel",
      nl: "Anti-vermoeidheidsmat in natuurrubber",
    },
    colour: "#303030",
    attributes: {
      MATERIAL: "NR",
      THICKNESS: 12,
      WIDTH: 600,
      LENGTH: 0.9,
      SURFACE: "COIN",
      HARDNESS: 50,
      COLOUR: ["BLACK"],
      APPLICATION: ["FLOORING"],
    },
  }),
  ...[
    { thickness: 30, colour: "#3e7b3a", colourCode: "GREEN" },
    { thickness: 45, colour: "#9e3b2c", colourCode: "RED" },
  ].map(({ thickness, colour, colourCode }) =>
    mat({
      bk: `MAT-REC-TILE-${thickness}-${colourCode.slice(0, 2)}`,
      category: "mats-tiles",
      name: {
        en: "Recycled rubber safety tile",
        fr: "Dalle de sécurité en caoutchouc recyclé",
        nl: "Valtegel in gerecycleerd rubber",
      },
      colour,
      attributes: {
        MATERIAL: "RECYCLED_RUBBER",
        THICKNESS: thickness,
        WIDTH: 500,
        LENGTH: 0.5,
        SURFACE: "SMOOTH",
        HARDNESS: 55,
        COLOUR: [colourCode],
        APPLICATION: ["FLOORING", "OUTDOOR"],
      },
    }),
  ),
  ...[
    { thickness: 17, width: 1000, length: 1.5 },
    { thickness: 22, width: 1200, length: 1.8 },
  ].map(({ thickness, width, length }) =>
    mat({
      bk: `MAT-REC-STB-${thickness}`,
      category: "mats-stable",
      name: {
        en: "Recycled rubber stable mat",
        fr: "Tapis d'écurie en caoutchouc recyclé",
        nl: "Stalmat in gerecycleerd rubber",
      },
      colour: "#262626",
      attributes: {
        MATERIAL: "RECYCLED_RUBBER",
        THICKNESS: thickness,
        WIDTH: width,
        LENGTH: length,
        SURFACE: "DIAMOND",
        HARDNESS: 65,
        COLOUR: ["BLACK"],
        APPLICATION: ["AGRICULTURE", "FLOORING"],
      },
    }),
  ),
];

// ---------------------------------------------------------------- cellular rubber

const foamProducts: DemoProduct[] = [
  product({
    bk: "CELL-EPDM-SH-5",
    category: "foam-sheets-epdm",
    title: sized(
      {
        en: "EPDM cellular rubber sheet",
        fr: "Plaque en caoutchouc cellulaire EPDM",
        nl: "EPDM-celrubberplaat",
      },
      5,
    ),
    picture: "foam",
    colour: BLACK,
    attributes: {
      MATERIAL: "EPDM",
      THICKNESS: 5,
      WIDTH: 1000,
      LENGTH: 2,
      DENSITY: 140,
      COLOUR: ["BLACK"],
      SELF_ADHESIVE: "NO",
      TEMP_MIN: -40,
      TEMP_MAX: 100,
      APPLICATION: ["SEALING", "OUTDOOR"],
    },
  }),
  product({
    bk: "CELL-EPDM-SH-10-A",
    category: "foam-sheets-epdm",
    title: sized(
      {
        en: "Self-adhesive EPDM cellular rubber sheet",
        fr: "Plaque autocollante en caoutchouc cellulaire EPDM",
        nl: "Zelfklevende EPDM-celrubberplaat",
      },
      10,
    ),
    picture: "foam",
    colour: BLACK,
    attributes: {
      MATERIAL: "EPDM",
      THICKNESS: 10,
      WIDTH: 1000,
      LENGTH: 2,
      DENSITY: 140,
      COLOUR: ["BLACK"],
      SELF_ADHESIVE: "YES",
      TEMP_MIN: -40,
      TEMP_MAX: 100,
      APPLICATION: ["SEALING", "VIBRATION"],
    },
  }),
  ...[3, 6].map((thickness) =>
    product({
      bk: `CELL-CR-SH-${thickness}`,
      category: "foam-sheets-cr",
      title: sized(
        {
          en: "Neoprene cellular rubber sheet",
          fr: "Plaque en néoprène cellulaire",
          nl: "Neopreen-celrubberplaat",
        },
        thickness,
      ),
      picture: "foam",
      colour: "#2a2a2a",
      attributes: {
        MATERIAL: "CR",
        THICKNESS: thickness,
        WIDTH: 1000,
        LENGTH: 2,
        DENSITY: 150,
        COLOUR: ["BLACK"],
        SELF_ADHESIVE: "NO",
        TEMP_MIN: -30,
        TEMP_MAX: 90,
        APPLICATION: ["SEALING", "OIL_FUEL"],
      },
    }),
  ),
  ...[
    { thickness: 3, colour: "#8d8f91", colourCode: "GREY" },
    { thickness: 6, colour: WHITE, colourCode: "WHITE" },
  ].map(({ thickness, colour, colourCode }) =>
    product({
      bk: `CELL-VMQ-SH-${thickness}`,
      category: "foam-sheets-silicone",
      title: sized(
        {
          en: "Silicone sponge sheet",
          fr: "Plaque en silicone cellulaire",
          nl: "Siliconen-celrubberplaat",
        },
        thickness,
      ),
      picture: "foam",
      colour,
      attributes: {
        MATERIAL: "VMQ",
        THICKNESS: thickness,
        WIDTH: 1000,
        LENGTH: 1,
        DENSITY: 400,
        COLOUR: [colourCode],
        SELF_ADHESIVE: "NO",
        TEMP_MIN: -60,
        TEMP_MAX: 200,
        APPLICATION: ["HIGH_TEMPERATURE", "SEALING"],
      },
    }),
  ),
  ...[
    { width: 20, thickness: 5 },
    { width: 50, thickness: 10 },
  ].map(({ width, thickness }) =>
    product({
      bk: `CELL-EPDM-ST-${code(width, thickness)}`,
      category: "foam-strips-epdm",
      alsoIn: ["strips-adhesive"],
      title: sized(
        {
          en: "Self-adhesive EPDM cellular strip",
          fr: "Bande autocollante en EPDM cellulaire",
          nl: "Zelfklevende EPDM-celrubberstrip",
        },
        width,
        thickness,
      ),
      picture: "strip",
      colour: BLACK,
      attributes: {
        MATERIAL: "EPDM",
        THICKNESS: thickness,
        WIDTH: width,
        LENGTH: 10,
        DENSITY: 140,
        COLOUR: ["BLACK"],
        SELF_ADHESIVE: "YES",
        TEMP_MIN: -40,
        TEMP_MAX: 100,
        APPLICATION: ["SEALING", "OUTDOOR"],
      },
    }),
  ),
  ...[
    { width: 15, thickness: 3 },
    { width: 30, thickness: 6 },
  ].map(({ width, thickness }) =>
    product({
      bk: `CELL-CR-ST-${code(width, thickness)}`,
      category: "foam-strips-cr",
      title: sized(
        {
          en: "Self-adhesive neoprene cellular strip",
          fr: "Bande autocollante en néoprène cellulaire",
          nl: "Zelfklevende neopreen-celrubberstrip",
        },
        width,
        thickness,
      ),
      picture: "strip",
      colour: "#2a2a2a",
      attributes: {
        MATERIAL: "CR",
        THICKNESS: thickness,
        WIDTH: width,
        LENGTH: 10,
        DENSITY: 150,
        COLOUR: ["BLACK"],
        SELF_ADHESIVE: "YES",
        TEMP_MIN: -30,
        TEMP_MAX: 90,
        APPLICATION: ["SEALING", "OIL_FUEL"],
      },
    }),
  ),
];

// ---------------------------------------------------------------- expansion joints

function expansionJoint(input: {
  category: string;
  kind: "1S" | "2S" | "TH";
  material: "EPDM" | "NBR";
  nominal: number;
  faceToFace: number;
  connection: string;
  pressure: number;
}): DemoProduct {
  const { material, nominal } = input;
  const names: Record<typeof input.kind, Localized> = {
    "1S": {
      en: `${material} single-sphere expansion joint`,
      fr: `Compensateur à simple onde ${material}`,
      nl: `${material}-compensator met één bol`,
    },
    "2S": {
      en: `${material} twin-sphere expansion joint`,
      fr: `Compensateur à double onde ${material}`,
      nl: `${material}-compensator met twee bollen`,
    },
    TH: {
      en: `Threaded ${material} expansion joint`,
      fr: `Compensateur fileté ${material}`,
      nl: `${material}-draadcompensator`,
    },
  };
  const name = names[input.kind];
  return product({
    bk: `EJ-${input.kind}-${material}-DN${nominal}`,
    category: input.category,
    title: {
      en: `${name.en} DN ${nominal}`,
      fr: `${name.fr} DN ${nominal}`,
      nl: `${name.nl} DN ${nominal}`,
    },
    picture: "expansion-joint",
    colour: material === "NBR" ? "#242424" : BLACK,
    attributes: {
      MATERIAL: material,
      NOMINAL_DIAMETER: nominal,
      FACE_TO_FACE: input.faceToFace,
      CONNECTION: input.connection,
      WORKING_PRESSURE: input.pressure,
      TEMP_MIN: -10,
      TEMP_MAX: material === "NBR" ? 80 : 100,
      APPLICATION:
        material === "NBR" ? ["OIL_FUEL", "COMPRESSED_AIR"] : ["WATER", "HEATING", "VIBRATION"],
    },
  });
}

const expansionJointProducts: DemoProduct[] = [
  expansionJoint({
    category: "ej-single-sphere",
    kind: "1S",
    material: "EPDM",
    nominal: 50,
    faceToFace: 105,
    connection: "FLANGE_PN16",
    pressure: 16,
  }),
  expansionJoint({
    category: "ej-single-sphere",
    kind: "1S",
    material: "EPDM",
    nominal: 100,
    faceToFace: 130,
    connection: "FLANGE_PN16",
    pressure: 16,
  }),
  expansionJoint({
    category: "ej-single-sphere",
    kind: "1S",
    material: "NBR",
    nominal: 80,
    faceToFace: 130,
    connection: "FLANGE_PN16",
    pressure: 10,
  }),
  expansionJoint({
    category: "ej-twin-sphere",
    kind: "2S",
    material: "EPDM",
    nominal: 80,
    faceToFace: 175,
    connection: "FLANGE_PN16",
    pressure: 16,
  }),
  expansionJoint({
    category: "ej-twin-sphere",
    kind: "2S",
    material: "EPDM",
    nominal: 150,
    faceToFace: 225,
    connection: "FLANGE_PN10",
    pressure: 10,
  }),
  expansionJoint({
    category: "ej-threaded",
    kind: "TH",
    material: "EPDM",
    nominal: 25,
    faceToFace: 200,
    connection: "THREAD_BSP",
    pressure: 10,
  }),
  expansionJoint({
    category: "ej-threaded",
    kind: "TH",
    material: "EPDM",
    nominal: 40,
    faceToFace: 220,
    connection: "THREAD_BSP",
    pressure: 10,
  }),
];

// ---------------------------------------------------------------- moulded parts

const mouldedProducts: DemoProduct[] = [
  ...[
    { diameter: 60, height: 45, thread: "M10", load: 500 },
    { diameter: 80, height: 55, thread: "M12", load: 900 },
  ].map(({ diameter, height, thread, load }) =>
    product({
      bk: `FOOT-NR-${diameter}-${thread}`,
      category: "machine-feet",
      title: {
        en: `NR levelling foot Ø ${diameter} mm ${thread}`,
        fr: `Pied de machine réglable NR Ø ${diameter} mm ${thread}`,
        nl: `NR-stelvoet Ø ${diameter} mm ${thread}`,
      },
      picture: "moulded-part",
      colour: BLACK,
      attributes: {
        MATERIAL: "NR",
        HARDNESS: 60,
        OUTER_DIAMETER: diameter,
        HEIGHT: height,
        THREAD: thread,
        LOAD_MAX: load,
        APPLICATION: ["VIBRATION"],
      },
    }),
  ),
  product({
    bk: "PAD-NR-100X100X20",
    category: "anti-vibration-pads",
    title: sized(
      {
        en: "NR anti-vibration pad",
        fr: "Plaque antivibratoire NR",
        nl: "Trillingsdempende NR-plaat",
      },
      100,
      100,
      20,
    ),
    picture: "mat",
    colour: BLACK,
    attributes: {
      MATERIAL: "NR",
      HARDNESS: 50,
      WIDTH: 100,
      THICKNESS: 20,
      LOAD_MAX: 400,
      APPLICATION: ["VIBRATION"],
    },
  }),
  product({
    bk: "PAD-SBR-450X450X10",
    category: "anti-vibration-pads",
    title: sized(
      {
        en: "Ribbed SBR anti-vibration pad",
        fr: "Plaque antivibratoire striée en SBR",
        nl: "Geribde trillingsdempende SBR-plaat",
      },
      450,
      450,
      10,
    ),
    picture: "mat",
    colour: "#333333",
    attributes: {
      MATERIAL: "SBR",
      HARDNESS: 60,
      WIDTH: 450,
      THICKNESS: 10,
      LOAD_MAX: 1000,
      APPLICATION: ["VIBRATION", "GENERAL"],
    },
  }),
  product({
    bk: "CAP-EPDM-20",
    category: "end-caps",
    title: {
      en: "EPDM end cap for 20 mm tube",
      fr: "Embout EPDM pour tube de 20 mm",
      nl: "EPDM-beschermkap voor buis van 20 mm",
    },
    picture: "moulded-part",
    colour: BLACK,
    attributes: {
      MATERIAL: "EPDM",
      HARDNESS: 60,
      INNER_DIAMETER: 20,
      OUTER_DIAMETER: 24,
      HEIGHT: 25,
      COLOUR: ["BLACK"],
      TEMP_MIN: -40,
      TEMP_MAX: 120,
    },
  }),
  product({
    bk: "CAP-VMQ-12",
    category: "end-caps",
    title: {
      en: "Silicone masking cap for 12 mm stud",
      fr: "Capuchon de masquage en silicone pour tige de 12 mm",
      nl: "Siliconen maskeerkap voor draadeind van 12 mm",
    },
    picture: "moulded-part",
    colour: "#c0392b",
    attributes: {
      MATERIAL: "VMQ",
      HARDNESS: 50,
      INNER_DIAMETER: 12,
      OUTER_DIAMETER: 15,
      HEIGHT: 25,
      COLOUR: ["RED"],
      TEMP_MIN: -60,
      TEMP_MAX: 250,
    },
  }),
  product({
    bk: "STOP-NR-29",
    category: "stoppers",
    title: {
      en: "NR tapered stopper 29 mm",
      fr: "Bouchon conique NR 29 mm",
      nl: "Conische NR-stop 29 mm",
    },
    picture: "moulded-part",
    colour: "#a33a2a",
    attributes: {
      MATERIAL: "NR",
      HARDNESS: 45,
      OUTER_DIAMETER: 29,
      HEIGHT: 30,
      COLOUR: ["RED"],
      TEMP_MIN: -30,
      TEMP_MAX: 70,
      FOOD_GRADE: "NO",
    },
  }),
  product({
    bk: "STOP-VMQ-45",
    category: "stoppers",
    title: {
      en: "Silicone tapered stopper 45 mm",
      fr: "Bouchon conique en silicone 45 mm",
      nl: "Conische siliconenstop 45 mm",
    },
    picture: "moulded-part",
    colour: "#e3dccb",
    attributes: {
      MATERIAL: "VMQ",
      HARDNESS: 50,
      OUTER_DIAMETER: 45,
      HEIGHT: 35,
      COLOUR: ["TRANSLUCENT"],
      TEMP_MIN: -60,
      TEMP_MAX: 200,
      FOOD_GRADE: "YES",
    },
  }),
  product({
    bk: "BEL-CR-40X80",
    category: "bellows",
    title: sized(
      { en: "CR protective bellows", fr: "Soufflet de protection CR", nl: "CR-beschermbalg" },
      40,
      80,
    ),
    picture: "moulded-part",
    colour: BLACK,
    attributes: {
      MATERIAL: "CR",
      INNER_DIAMETER: 40,
      OUTER_DIAMETER: 80,
      HEIGHT: 120,
      TEMP_MIN: -30,
      TEMP_MAX: 100,
      APPLICATION: ["OUTDOOR", "OIL_FUEL"],
    },
  }),
  product({
    bk: "BEL-EPDM-25X60",
    category: "bellows",
    title: sized(
      {
        en: "EPDM protective bellows",
        fr: "Soufflet de protection EPDM",
        nl: "EPDM-beschermbalg",
      },
      25,
      60,
    ),
    picture: "moulded-part",
    colour: "#262626",
    attributes: {
      MATERIAL: "EPDM",
      INNER_DIAMETER: 25,
      OUTER_DIAMETER: 60,
      HEIGHT: 90,
      TEMP_MIN: -40,
      TEMP_MAX: 120,
      APPLICATION: ["OUTDOOR", "WATER"],
    },
  }),
];

// ---------------------------------------------------------------- strips

function strip(input: {
  category: string;
  material: "EPDM" | "NBR" | "SBR";
  width: number;
  thickness: number;
  adhesive?: boolean;
}): DemoProduct {
  const { material, width, thickness } = input;
  const byMaterial = {
    EPDM: { tempMin: -40, tempMax: 120, application: ["OUTDOOR", "SEALING"], hardness: 65 },
    NBR: { tempMin: -20, tempMax: 100, application: ["OIL_FUEL", "SEALING"], hardness: 70 },
    SBR: { tempMin: -30, tempMax: 70, application: ["GENERAL", "ABRASION"], hardness: 65 },
  }[material];
  const name: Localized = input.adhesive
    ? {
        en: `Self-adhesive ${material} rubber strip`,
        fr: `Bande autocollante en caoutchouc ${material}`,
        nl: `Zelfklevende ${material}-rubberstrook`,
      }
    : {
        en: `${material} rubber strip`,
        fr: `Bande en caoutchouc ${material}`,
        nl: `${material}-rubberstrook`,
      };
  return product({
    bk: `STRIP-${material}${input.adhesive ? "-A" : ""}-${code(width, thickness)}`,
    category: input.category,
    title: sized(name, width, thickness),
    picture: "strip",
    colour: material === "NBR" ? "#262626" : BLACK,
    attributes: {
      MATERIAL: material,
      HARDNESS: byMaterial.hardness,
      WIDTH: width,
      THICKNESS: thickness,
      LENGTH: 10,
      COLOUR: ["BLACK"],
      SELF_ADHESIVE: input.adhesive ? "YES" : "NO",
      TEMP_MIN: byMaterial.tempMin,
      TEMP_MAX: byMaterial.tempMax,
      APPLICATION: byMaterial.application,
    },
  });
}

const stripProducts: DemoProduct[] = [
  strip({ category: "strips-epdm", material: "EPDM", width: 50, thickness: 3 }),
  strip({ category: "strips-epdm", material: "EPDM", width: 100, thickness: 5 }),
  strip({ category: "strips-nbr", material: "NBR", width: 30, thickness: 2 }),
  strip({ category: "strips-nbr", material: "NBR", width: 100, thickness: 10 }),
  strip({
    category: "strips-adhesive",
    material: "EPDM",
    width: 20,
    thickness: 2,
    adhesive: true,
  }),
  strip({
    category: "strips-adhesive",
    material: "SBR",
    width: 50,
    thickness: 3,
    adhesive: true,
  }),
];

// ---------------------------------------------------------------- grommets

function grommet(input: {
  kind: "open" | "membrane" | "blanking";
  material: "EPDM" | "NBR";
  hole: number;
  panel: number;
  inner?: number;
  outer: number;
}): DemoProduct {
  const { material, hole } = input;
  const titles: Record<typeof input.kind, Localized> = {
    open: {
      en: `${material} grommet for a ${hole} mm hole`,
      fr: `Passe-câble ${material} pour trou de ${hole} mm`,
      nl: `${material}-kabeldoorvoer voor een gat van ${hole} mm`,
    },
    membrane: {
      en: `${material} membrane grommet for a ${hole} mm hole`,
      fr: `Passe-câble à membrane ${material} pour trou de ${hole} mm`,
      nl: `${material}-membraandoorvoer voor een gat van ${hole} mm`,
    },
    blanking: {
      en: `${material} blanking grommet for a ${hole} mm hole`,
      fr: `Bouchon obturateur ${material} pour trou de ${hole} mm`,
      nl: `Blinde ${material}-doorvoerrubber voor een gat van ${hole} mm`,
    },
  };
  const prefixes = { open: "GR", membrane: "GR-MEM", blanking: "GR-BL" };
  const categories = {
    open: "grommets-open",
    membrane: "grommets-membrane",
    blanking: "grommets-blanking",
  };
  return product({
    bk: `${prefixes[input.kind]}-${material}-${hole}`,
    category: categories[input.kind],
    title: titles[input.kind],
    picture: "grommet",
    colour: material === "NBR" ? "#262626" : BLACK,
    attributes: {
      MATERIAL: material,
      HOLE_DIAMETER: hole,
      PANEL_THICKNESS: input.panel,
      ...(input.inner === undefined ? {} : { INNER_DIAMETER: input.inner }),
      OUTER_DIAMETER: input.outer,
      COLOUR: ["BLACK"],
      TEMP_MIN: material === "NBR" ? -20 : -40,
      TEMP_MAX: material === "NBR" ? 100 : 120,
    },
  });
}

const grommetProducts: DemoProduct[] = [
  grommet({ kind: "open", material: "EPDM", hole: 12, panel: 2, inner: 7, outer: 17 }),
  grommet({ kind: "open", material: "NBR", hole: 20, panel: 3, inner: 13, outer: 26 }),
  grommet({ kind: "membrane", material: "EPDM", hole: 22, panel: 2, inner: 16, outer: 28 }),
  grommet({ kind: "membrane", material: "EPDM", hole: 32, panel: 2, inner: 25, outer: 40 }),
  grommet({ kind: "blanking", material: "EPDM", hole: 16, panel: 2, outer: 21 }),
  grommet({ kind: "blanking", material: "EPDM", hole: 25, panel: 3, outer: 31 }),
];

// ---------------------------------------------------------------- buffers

function threadedBuffer(input: {
  type: "MM" | "MF";
  diameter: number;
  height: number;
  thread: string;
  load: number;
}): DemoProduct {
  const { diameter, height, thread } = input;
  const maleMale = input.type === "MM";
  const name: Localized = maleMale
    ? {
        en: "NR male-male buffer",
        fr: "Butée mâle-mâle NR",
        nl: "NR-buffer buitendraad-buitendraad",
      }
    : {
        en: "NR male-female buffer",
        fr: "Butée mâle-femelle NR",
        nl: "NR-buffer buitendraad-binnendraad",
      };
  const size = sized(name, diameter, height);
  return product({
    bk: `BUF-${input.type}-${code(diameter, height)}-${thread}`,
    category: maleMale ? "buffers-male-male" : "buffers-male-female",
    title: { en: `${size.en} ${thread}`, fr: `${size.fr} ${thread}`, nl: `${size.nl} ${thread}` },
    picture: "buffer",
    colour: maleMale ? BLACK : "#292929",
    attributes: {
      MATERIAL: "NR",
      HARDNESS: 55,
      OUTER_DIAMETER: diameter,
      HEIGHT: height,
      THREAD: thread,
      LOAD_MAX: input.load,
      APPLICATION: ["VIBRATION"],
    },
  });
}

const bufferProducts: DemoProduct[] = [
  threadedBuffer({ type: "MM", diameter: 30, height: 20, thread: "M8", load: 80 }),
  threadedBuffer({ type: "MM", diameter: 50, height: 30, thread: "M10", load: 250 }),
  threadedBuffer({ type: "MF", diameter: 25, height: 20, thread: "M6", load: 50 }),
  threadedBuffer({ type: "MF", diameter: 40, height: 30, thread: "M8", load: 150 }),
  ...[
    { material: "EPDM", height: 500, width: 250, thickness: 100 },
    { material: "SBR", height: 250, width: 250, thickness: 80 },
  ].map(({ material, height, width, thickness }) =>
    product({
      bk: `DOCK-${material}-${code(height, width, thickness)}`,
      category: "dock-bumpers",
      title: sized(
        {
          en: `${material} dock bumper`,
          fr: `Butoir de quai ${material}`,
          nl: `${material}-stootbuffer voor laadperron`,
        },
        height,
        width,
        thickness,
      ),
      picture: "buffer",
      colour: "#1f1f1f",
      attributes: {
        MATERIAL: material,
        HARDNESS: 70,
        HEIGHT: height,
        WIDTH: width,
        THICKNESS: thickness,
        COLOUR: ["BLACK"],
        APPLICATION: ["OUTDOOR", "ABRASION"],
      },
    }),
  ),
];

export const demoProducts: DemoProduct[] = [
  ...sheetProducts,
  ...sealProducts,
  ...hoseProducts,
  ...profileProducts,
  ...matProducts,
  ...foamProducts,
  ...expansionJointProducts,
  ...mouldedProducts,
  ...stripProducts,
  ...grommetProducts,
  ...bufferProducts,
];
