// Interface texts of the back office's overview: counts and translation completeness (its
// enquiries' texts are with the enquiry screens', in admin-enquiries.ts).
import type { InterfaceTextSet } from "./text-set.ts";

export const adminHomeTexts: InterfaceTextSet = {
  "ADMIN-HOME-TITLE": { en: "Overview", fr: "Vue d'ensemble", nl: "Overzicht" },
  "ADMIN-HOME-COUNTS": {
    en: "The shop in numbers",
    fr: "La boutique en chiffres",
    nl: "De winkel in cijfers",
  },
  "ADMIN-HOME-PRODUCTS": { en: "Products", fr: "Produits", nl: "Producten" },
  "ADMIN-HOME-CATEGORIES": { en: "Categories", fr: "Catégories", nl: "Categorieën" },
  "ADMIN-HOME-ARTICLES": { en: "Articles", fr: "Articles", nl: "Artikels" },
  "ADMIN-HOME-PICTURES": { en: "Pictures", fr: "Images", nl: "Afbeeldingen" },
  "ADMIN-HOME-COMPLETENESS": {
    en: "Translation completeness",
    fr: "État des traductions",
    nl: "Volledigheid van de vertalingen",
  },
  "ADMIN-HOME-COMPLETENESS-HELP": {
    en: "The share of texts that exist in each language. Choose a bar to see what is missing.",
    fr: "La part des textes qui existent dans chaque langue. Choisissez une barre pour voir ce qui manque.",
    nl: "Het aandeel teksten dat in elke taal bestaat. Kies een balk om te zien wat ontbreekt.",
  },
  "ADMIN-HOME-KIND": { en: "Texts of", fr: "Textes des", nl: "Teksten van" },
  "ADMIN-HOME-KIND-CATEGORIES": { en: "Categories", fr: "Catégories", nl: "Categorieën" },
  "ADMIN-HOME-KIND-PRODUCTS": { en: "Products", fr: "Produits", nl: "Producten" },
  "ADMIN-HOME-KIND-ATTRIBUTES": { en: "Attributes", fr: "Attributs", nl: "Kenmerken" },
  "ADMIN-HOME-KIND-ATTRIBUTE-VALUES": {
    en: "Attribute values",
    fr: "Valeurs d'attributs",
    nl: "Kenmerkwaarden",
  },
  "ADMIN-HOME-KIND-ARTICLES": { en: "Articles", fr: "Articles", nl: "Artikels" },
  "ADMIN-HOME-KIND-INTERFACE": {
    en: "Interface texts",
    fr: "Textes de l'interface",
    nl: "Interfaceteksten",
  },
  "ADMIN-HOME-KIND-ALL": { en: "Everything", fr: "Tout", nl: "Alles" },
  "ADMIN-HOME-ITEMS-ONE": {
    en: "{{count}} text",
    fr: "{{count}} texte",
    nl: "{{count}} tekst",
  },
  "ADMIN-HOME-ITEMS-OTHER": {
    en: "{{count}} texts",
    fr: "{{count}} textes",
    nl: "{{count}} teksten",
  },
  "ADMIN-HOME-TRANSLATED": {
    en: "{{percent}} % translated in {{language}}",
    fr: "{{percent}} % traduit en {{language}}",
    nl: "{{percent}} % vertaald in het {{language}}",
  },
  "ADMIN-HOME-MISSING-ONE": {
    en: "{{count}} missing",
    fr: "{{count}} manquant",
    nl: "{{count}} ontbreekt",
  },
  "ADMIN-HOME-MISSING-OTHER": {
    en: "{{count}} missing",
    fr: "{{count}} manquants",
    nl: "{{count}} ontbreken",
  },
  "ADMIN-HOME-SHOW-MISSING-ONE": {
    en: "Show {{count}} {{kind}} text missing in {{language}}",
    fr: "Afficher {{count}} texte manquant en {{language}} : {{kind}}",
    nl: "Toon {{count}} ontbrekende tekst in het {{language}}: {{kind}}",
  },
  "ADMIN-HOME-SHOW-MISSING-OTHER": {
    en: "Show the {{count}} {{kind}} texts missing in {{language}}",
    fr: "Afficher les {{count}} textes manquants en {{language}} : {{kind}}",
    nl: "Toon de {{count}} ontbrekende teksten in het {{language}}: {{kind}}",
  },
};
