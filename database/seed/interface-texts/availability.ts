// Interface texts of a product's availability: what the product's page and the category's
// cards say (their `CATALOGUE-` keys), and the back office's form, bulk action and list.
import type { InterfaceTextSet } from "./text-set.ts";

export const availabilityTexts: InterfaceTextSet = {
  "CATALOGUE-AVAILABILITY": { en: "Availability", fr: "Disponibilité", nl: "Beschikbaarheid" },
  "CATALOGUE-AVAILABILITY-IN-STOCK": { en: "In stock", fr: "En stock", nl: "Op voorraad" },
  "CATALOGUE-AVAILABILITY-ON-REQUEST": {
    en: "On request",
    fr: "Sur demande",
    nl: "Op aanvraag",
  },
  "CATALOGUE-AVAILABILITY-MADE-TO-ORDER": {
    en: "Made to order",
    fr: "Fabriqué sur commande",
    nl: "Op bestelling gemaakt",
  },
  "CATALOGUE-AVAILABILITY-MADE-TO-ORDER-DAYS-ONE": {
    en: "Made to order, {{days}} working day",
    fr: "Fabriqué sur commande, {{days}} jour ouvrable",
    nl: "Op bestelling gemaakt, {{days}} werkdag",
  },
  "CATALOGUE-AVAILABILITY-MADE-TO-ORDER-DAYS-OTHER": {
    en: "Made to order, {{days}} working days",
    fr: "Fabriqué sur commande, {{days}} jours ouvrables",
    nl: "Op bestelling gemaakt, {{days}} werkdagen",
  },
  "ADMIN-PRODUCT-AVAILABILITY": {
    en: "Availability",
    fr: "Disponibilité",
    nl: "Beschikbaarheid",
  },
  "ADMIN-PRODUCT-AVAILABILITY-HINT": {
    en: "Shown on the product's page and in its category; not said, the site says nothing",
    fr: "Affichée sur la page du produit et dans sa catégorie ; non précisée, le site n'en dit rien",
    nl: "Getoond op de productpagina en in de categorie; niet vermeld, dan zegt de website niets",
  },
  "ADMIN-PRODUCT-AVAILABILITY-NONE": {
    en: "Not said",
    fr: "Non précisée",
    nl: "Niet vermeld",
  },
  "ADMIN-PRODUCT-AVAILABILITY-IN-STOCK": { en: "In stock", fr: "En stock", nl: "Op voorraad" },
  "ADMIN-PRODUCT-AVAILABILITY-ON-REQUEST": {
    en: "On request",
    fr: "Sur demande",
    nl: "Op aanvraag",
  },
  "ADMIN-PRODUCT-AVAILABILITY-MADE-TO-ORDER": {
    en: "Made to order",
    fr: "Fabriqué sur commande",
    nl: "Op bestelling gemaakt",
  },
  "ADMIN-PRODUCT-LEAD-TIME": {
    en: "Lead time (working days)",
    fr: "Délai (jours ouvrables)",
    nl: "Levertijd (werkdagen)",
  },
  "ADMIN-PRODUCT-LEAD-TIME-HINT": {
    en: "Optional: a whole number from 1 to 365",
    fr: "Facultatif : un nombre entier de 1 à 365",
    nl: "Optioneel: een geheel getal van 1 tot 365",
  },
  "ADMIN-PRODUCT-LEAD-TIME-INVALID": {
    en: "The lead time is a whole number of working days from 1 to 365",
    fr: "Le délai est un nombre entier de jours ouvrables de 1 à 365",
    nl: "De levertijd is een geheel aantal werkdagen van 1 tot 365",
  },
  "ADMIN-HISTORY-FIELD-AVAILABILITY": {
    en: "Availability",
    fr: "Disponibilité",
    nl: "Beschikbaarheid",
  },
  "ADMIN-HISTORY-FIELD-LEAD-TIME": {
    en: "Lead time (working days)",
    fr: "Délai (jours ouvrables)",
    nl: "Levertijd (werkdagen)",
  },
  "ADMIN-HISTORY-WORD-AVAILABILITY": {
    en: "the availability",
    fr: "la disponibilité",
    nl: "de beschikbaarheid",
  },
  "ADMIN-HISTORY-WORD-LEAD-TIME": {
    en: "the lead time",
    fr: "le délai",
    nl: "de levertijd",
  },
  "ADMIN-PRODUCTS-BULK-SET-AVAILABILITY": {
    en: "Set the availability",
    fr: "Définir la disponibilité",
    nl: "Beschikbaarheid instellen",
  },
  "ADMIN-PRODUCTS-BULK-SET-AVAILABILITY-TEXT-ONE": {
    en: "The availability of {{count}} product will be: {{value}}.",
    fr: "La disponibilité de {{count}} produit sera : {{value}}.",
    nl: "De beschikbaarheid van {{count}} product wordt: {{value}}.",
  },
  "ADMIN-PRODUCTS-BULK-SET-AVAILABILITY-TEXT-OTHER": {
    en: "The availability of {{count}} products will be: {{value}}.",
    fr: "La disponibilité de {{count}} produits sera : {{value}}.",
    nl: "De beschikbaarheid van {{count}} producten wordt: {{value}}.",
  },
  "ADMIN-PRODUCTS-BULK-AVAILABILITY-SET-ONE": {
    en: "Availability set on {{count}} product.",
    fr: "Disponibilité définie sur {{count}} produit.",
    nl: "Beschikbaarheid ingesteld bij {{count}} product.",
  },
  "ADMIN-PRODUCTS-BULK-AVAILABILITY-SET-OTHER": {
    en: "Availability set on {{count}} products.",
    fr: "Disponibilité définie sur {{count}} produits.",
    nl: "Beschikbaarheid ingesteld bij {{count}} producten.",
  },
};
