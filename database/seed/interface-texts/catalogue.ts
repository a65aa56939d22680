// Interface texts of the public catalogue: category pages and product views.
import type { InterfaceTextSet } from "./text-set.ts";

export const catalogueTexts: InterfaceTextSet = {
  "CATALOGUE-TREE-LABEL": {
    en: "Product categories",
    fr: "Catégories de produits",
    nl: "Productcategorieën",
  },
  "CATALOGUE-SUBCATEGORIES": { en: "Categories", fr: "Catégories", nl: "Categorieën" },
  "CATALOGUE-PRODUCTS": { en: "Products", fr: "Produits", nl: "Producten" },
  "CATALOGUE-PRODUCT-CODE": { en: "Code", fr: "Code", nl: "Code" },
  "CATALOGUE-GENERAL": { en: "General", fr: "Généralités", nl: "Algemeen" },
  "CATALOGUE-TECHNICAL": {
    en: "Technical data",
    fr: "Caractéristiques techniques",
    nl: "Technische gegevens",
  },
  "CATALOGUE-DESCRIPTION": { en: "Description", fr: "Description", nl: "Beschrijving" },
  "CATALOGUE-EXTRA": {
    en: "Additional information",
    fr: "Informations complémentaires",
    nl: "Bijkomende informatie",
  },
  "CATALOGUE-ASK-QUESTION": {
    en: "Ask your question",
    fr: "Posez votre question",
    nl: "Stel uw vraag",
  },
  "CATALOGUE-PICTURE-OF": {
    en: "Picture {{number}} of {{title}}",
    fr: "Photo {{number}} de {{title}}",
    nl: "Foto {{number}} van {{title}}",
  },
  "CATALOGUE-SHOW-PICTURE": {
    en: "Show picture {{number}}",
    fr: "Afficher la photo {{number}}",
    nl: "Foto {{number}} tonen",
  },
  "CATALOGUE-EDIT-CATEGORY": {
    en: "Edit this category",
    fr: "Modifier cette catégorie",
    nl: "Deze categorie bewerken",
  },
  "CATALOGUE-EDIT-PRODUCT": {
    en: "Edit this product",
    fr: "Modifier ce produit",
    nl: "Dit product bewerken",
  },
  "CATALOGUE-EMPTY": {
    en: "There are no products in this category yet. Ask us: we probably have what you need.",
    fr: "Cette catégorie ne contient pas encore de produits. Demandez-nous : nous avons sans doute ce qu'il vous faut.",
    nl: "Deze categorie bevat nog geen producten. Vraag het ons: wellicht hebben we wat u zoekt.",
  },
  "CATALOGUE-PAGES": {
    en: "Pages of the product list",
    fr: "Pages de la liste des produits",
    nl: "Pagina's van de productlijst",
  },
  "CATALOGUE-PAGE-NUMBER": {
    en: "Page {{number}}",
    fr: "Page {{number}}",
    nl: "Pagina {{number}}",
  },
  "CATALOGUE-PAGE-PREVIOUS": { en: "Previous", fr: "Précédente", nl: "Vorige" },
  "CATALOGUE-PAGE-NEXT": { en: "Next", fr: "Suivante", nl: "Volgende" },
  "CATALOGUE-BACK-TO-CATEGORY": {
    en: "All products of {{category}}",
    fr: "Tous les produits de {{category}}",
    nl: "Alle producten van {{category}}",
  },
  // A product's nearest products of its category, each with what differs from it.
  "CATALOGUE-SIMILAR": {
    en: "Similar products",
    fr: "Produits similaires",
    nl: "Vergelijkbare producten",
  },
  "CATALOGUE-SIMILAR-DIFFERS": {
    en: "Differs in:",
    fr: "Diffère par :",
    nl: "Verschilt in:",
  },
  "CATALOGUE-SIMILAR-SAME": {
    en: "Same attributes",
    fr: "Mêmes caractéristiques",
    nl: "Dezelfde kenmerken",
  },
  // What an administrator sees on pages visitors do not get.
  "CATALOGUE-DRAFT-NOTICE": {
    en: "Draft — not visible to visitors",
    fr: "Brouillon — invisible pour les visiteurs",
    nl: "Concept — niet zichtbaar voor bezoekers",
  },
  "CATALOGUE-HIDDEN-CATEGORY-NOTICE": {
    en: "Inactive category — not visible to visitors",
    fr: "Catégorie inactive — invisible pour les visiteurs",
    nl: "Inactieve categorie — niet zichtbaar voor bezoekers",
  },
  "CATALOGUE-HIDDEN-PRODUCT-NOTICE": {
    en: "Not visible to visitors: every category of this product is inactive",
    fr: "Invisible pour les visiteurs : toutes les catégories de ce produit sont inactives",
    nl: "Niet zichtbaar voor bezoekers: alle categorieën van dit product zijn inactief",
  },
  "CATALOGUE-DRAFT-LABEL": { en: "Draft", fr: "Brouillon", nl: "Concept" },
  // The filter panel of a category page (find a part by its specification).
  "CATALOGUE-FILTERS": { en: "Filters", fr: "Filtres", nl: "Filters" },
  "CATALOGUE-FILTERS-COUNTED": {
    en: "Filters ({{count}})",
    fr: "Filtres ({{count}})",
    nl: "Filters ({{count}})",
  },
  "CATALOGUE-FILTERS-MORE": {
    en: "More filters ({{count}})",
    fr: "Plus de filtres ({{count}})",
    nl: "Meer filters ({{count}})",
  },
  "CATALOGUE-FILTER-FROM": { en: "From", fr: "De", nl: "Van" },
  "CATALOGUE-FILTER-TO": { en: "To", fr: "À", nl: "Tot" },
  "CATALOGUE-FILTER-NOT-A-NUMBER": {
    en: "Type a number, such as 2.5 or 2,5.",
    fr: "Saisissez un nombre, par exemple 2,5 ou 2.5.",
    nl: "Typ een getal, bijvoorbeeld 2,5 of 2.5.",
  },
  "CATALOGUE-SORT": { en: "Sort by", fr: "Trier par", nl: "Sorteren op" },
  "CATALOGUE-SORT-NAME": { en: "Name", fr: "Nom", nl: "Naam" },
  "CATALOGUE-SORT-HIGHEST-FIRST": {
    en: "{{name}}, highest first",
    fr: "{{name}}, du plus grand au plus petit",
    nl: "{{name}}, hoogste eerst",
  },
  "CATALOGUE-FILTER-APPLY": { en: "Apply", fr: "Appliquer", nl: "Toepassen" },
  "CATALOGUE-FILTERS-ACTIVE": {
    en: "Active filters",
    fr: "Filtres actifs",
    nl: "Actieve filters",
  },
  "CATALOGUE-FILTER-CHIP": {
    en: "{{name}}: {{value}}",
    fr: "{{name}} : {{value}}",
    nl: "{{name}}: {{value}}",
  },
  "CATALOGUE-FILTER-REMOVE": {
    en: "Remove the filter {{filter}}",
    fr: "Retirer le filtre {{filter}}",
    nl: "Filter {{filter}} verwijderen",
  },
  "CATALOGUE-FILTERS-CLEAR": { en: "Clear all", fr: "Tout effacer", nl: "Alles wissen" },
  "CATALOGUE-FILTER-COUNT": {
    en: "Matching products: {{count}}",
    fr: "Produits correspondants : {{count}}",
    nl: "Overeenkomende producten: {{count}}",
  },
  "CATALOGUE-FILTER-NONE": {
    en: "No product matches these filters. Remove one to see more.",
    fr: "Aucun produit ne correspond à ces filtres. Retirez-en un pour en voir davantage.",
    nl: "Geen enkel product voldoet aan deze filters. Verwijder er een om meer te zien.",
  },
  "CATALOGUE-FILTER-IGNORED": {
    en: "The filter “{{name}}” was ignored: give a number or a range such as 3..5.",
    fr: "Le filtre « {{name}} » a été ignoré : indiquez un nombre ou une plage comme 3..5.",
    nl: "De filter ‘{{name}}’ werd genegeerd: geef een getal of een bereik zoals 3..5.",
  },
  "CATALOGUE-SORT-IGNORED": {
    en: "The list cannot be sorted by “{{name}}”: it is sorted by name.",
    fr: "La liste ne peut pas être triée par « {{name}} » : elle est triée par nom.",
    nl: "De lijst kan niet gesorteerd worden op ‘{{name}}’: ze is gesorteerd op naam.",
  },
  // The list's views: a table of sizes or cards.
  "CATALOGUE-VIEW": { en: "Show as", fr: "Afficher en", nl: "Tonen als" },
  "CATALOGUE-VIEW-TABLE": { en: "Table", fr: "Tableau", nl: "Tabel" },
  "CATALOGUE-VIEW-CARDS": { en: "Cards", fr: "Vignettes", nl: "Kaarten" },
  "CATALOGUE-TABLE-CAPTION": {
    en: "{{category}}: sizes and specifications",
    fr: "{{category}} : dimensions et caractéristiques",
    nl: "{{category}}: maten en specificaties",
  },
  "CATALOGUE-TABLE-PRODUCT": { en: "Product", fr: "Produit", nl: "Product" },
  "CATALOGUE-TABLE-PICTURE": { en: "Picture", fr: "Photo", nl: "Afbeelding" },
};
