// Interface texts of a product's data sheet: the link on the product's view and the PDF's words.
import type { InterfaceTextSet } from "./text-set.ts";

export const datasheetTexts: InterfaceTextSet = {
  "CATALOGUE-DATASHEET": {
    en: "Data sheet (PDF)",
    fr: "Fiche technique (PDF)",
    nl: "Technische fiche (PDF)",
  },
  "DATASHEET-HEADING": { en: "Data sheet", fr: "Fiche technique", nl: "Technische fiche" },
  "DATASHEET-DATE": { en: "Date: {{date}}", fr: "Date : {{date}}", nl: "Datum: {{date}}" },
  "DATASHEET-PHONE": { en: "Phone: {{phone}}", fr: "Tél. : {{phone}}", nl: "Tel.: {{phone}}" },
  "DATASHEET-LABEL": { en: "{{label}}:", fr: "{{label}} :", nl: "{{label}}:" },
  "DATASHEET-EMAIL": {
    en: "E-mail: {{email}}",
    fr: "E-mail : {{email}}",
    nl: "E-mail: {{email}}",
  },
};
