// Interface texts of the comparison of products: the page, the "Compare" toggle on a product and
// the link to the comparison. They belong to the catalogue's pages (their `CATALOGUE-` keys).
import type { InterfaceTextSet } from "./text-set.ts";

export const compareTexts: InterfaceTextSet = {
  "CATALOGUE-COMPARE-TITLE": {
    en: "Compare products",
    fr: "Comparer des produits",
    nl: "Producten vergelijken",
  },
  "CATALOGUE-COMPARE-DESCRIPTION": {
    en: "Products side by side: their general and technical data, the differences marked.",
    fr: "Des produits côte à côte : leurs données générales et techniques, les différences signalées.",
    nl: "Producten naast elkaar: hun algemene en technische gegevens, met de verschillen aangeduid.",
  },
  "CATALOGUE-COMPARE-TOGGLE": { en: "Compare", fr: "Comparer", nl: "Vergelijken" },
  "CATALOGUE-COMPARE-LINK": {
    en: "Compare ({{count}})",
    fr: "Comparer ({{count}})",
    nl: "Vergelijken ({{count}})",
  },
  "CATALOGUE-COMPARE-FULL-TITLE": {
    en: "Comparison full",
    fr: "Comparaison complète",
    nl: "Vergelijking vol",
  },
  "CATALOGUE-COMPARE-FULL": {
    en: "You can compare up to {{max}} products. Untick one to add another.",
    fr: "Vous pouvez comparer jusqu'à {{max}} produits. Décochez-en un pour en ajouter un autre.",
    nl: "U kunt tot {{max}} producten vergelijken. Vink er een uit om een ander toe te voegen.",
  },
  "CATALOGUE-COMPARE-EMPTY": {
    en: "No product to compare yet. Open a product and tick “Compare” on up to four products, then follow the “Compare” link.",
    fr: "Aucun produit à comparer pour l'instant. Ouvrez un produit et cochez « Comparer » sur quatre produits au plus, puis suivez le lien « Comparer ».",
    nl: "Nog geen producten om te vergelijken. Open een product en vink ‘Vergelijken’ aan bij hoogstens vier producten; volg dan de link ‘Vergelijken’.",
  },
  "CATALOGUE-COMPARE-BROWSE": {
    en: "Browse the products",
    fr: "Parcourir les produits",
    nl: "Producten bekijken",
  },
  "CATALOGUE-COMPARE-UNKNOWN": {
    en: "Left out, no product of ours has these codes: {{codes}}.",
    fr: "Écartés, aucun de nos produits ne porte ces codes : {{codes}}.",
    nl: "Weggelaten, geen enkel product van ons heeft deze codes: {{codes}}.",
  },
  "CATALOGUE-COMPARE-BEYOND": {
    en: "At most {{max}} products are compared; left out: {{codes}}.",
    fr: "{{max}} produits au plus sont comparés ; écartés : {{codes}}.",
    nl: "Hoogstens {{max}} producten worden vergeleken; weggelaten: {{codes}}.",
  },
  "CATALOGUE-COMPARE-FEW-SHARED": {
    en: "These products share few attributes: most rows have no value for at least one of them.",
    fr: "Ces produits ont peu de caractéristiques en commun : la plupart des lignes n'ont pas de valeur pour l'un d'eux au moins.",
    nl: "Deze producten hebben weinig kenmerken gemeen: de meeste rijen hebben voor minstens een ervan geen waarde.",
  },
  "CATALOGUE-COMPARE-TABLE": {
    en: "Comparison of {{count}} products",
    fr: "Comparaison de {{count}} produits",
    nl: "Vergelijking van {{count}} producten",
  },
  "CATALOGUE-COMPARE-ATTRIBUTE": { en: "Attribute", fr: "Caractéristique", nl: "Kenmerk" },
  "CATALOGUE-COMPARE-DIFFERS": { en: "Differs", fr: "Diffère", nl: "Verschilt" },
  "CATALOGUE-COMPARE-NO-VALUE": { en: "No value", fr: "Pas de valeur", nl: "Geen waarde" },
  "CATALOGUE-COMPARE-ONLY-DIFFERENCES": {
    en: "Show only the differences",
    fr: "Afficher uniquement les différences",
    nl: "Alleen de verschillen tonen",
  },
  "CATALOGUE-COMPARE-ALL-ROWS": {
    en: "Show all rows",
    fr: "Afficher toutes les lignes",
    nl: "Alle rijen tonen",
  },
  "CATALOGUE-COMPARE-DIFFERING": {
    en: "Rows that differ: {{count}}",
    fr: "Lignes qui diffèrent : {{count}}",
    nl: "Rijen die verschillen: {{count}}",
  },
  "CATALOGUE-COMPARE-NO-DIFFERENCE": {
    en: "These products have the same values in every row.",
    fr: "Ces produits ont les mêmes valeurs sur chaque ligne.",
    nl: "Deze producten hebben dezelfde waarden in elke rij.",
  },
  "CATALOGUE-COMPARE-VIEW-PRODUCT": {
    en: "View the product",
    fr: "Voir le produit",
    nl: "Product bekijken",
  },
  "CATALOGUE-COMPARE-REMOVE": {
    en: "Remove from the comparison",
    fr: "Retirer de la comparaison",
    nl: "Uit de vergelijking halen",
  },
  "CATALOGUE-COMPARE-PRINT": { en: "Print", fr: "Imprimer", nl: "Afdrukken" },
};
