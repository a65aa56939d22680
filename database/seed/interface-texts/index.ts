// Every text of the interface in the shop's three languages, one file per area of the site.
// Administrators edit them afterwards in the translations screen; the seed only adds what is
// missing. A key defined in two files is a mistake the seed test catches.
import { catalogueTexts } from "./catalogue.ts";
import { contactTexts } from "./contact.ts";
import { contentTexts } from "./content.ts";
import { layoutTexts } from "./layout.ts";
import { searchTexts } from "./search.ts";
import { siteTexts } from "./site.ts";
import type { InterfaceTextSet } from "./text-set.ts";

export const interfaceTextSets: Record<string, InterfaceTextSet> = {
  site: siteTexts,
  layout: layoutTexts,
  catalogue: catalogueTexts,
  search: searchTexts,
  contact: contactTexts,
  content: contentTexts,
};

export const interfaceTexts: InterfaceTextSet = Object.assign(
  {},
  ...Object.values(interfaceTextSets),
);
