// Interface texts of the back office's products list: its columns and filters, the selection
// and the changes made to many products at once. The product's form has its own texts, in
// admin-product-form.ts.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminProductsTexts: InterfaceTextSet = {
  // ── List ──────────────────────────────────────────────────────────────────────────────────
  "ADMIN-PRODUCTS-TITLE": { en: "Products", fr: "Produits", nl: "Producten" },
  "ADMIN-PRODUCTS-TABLE": {
    en: "All products",
    fr: "Tous les produits",
    nl: "Alle producten",
  },
  "ADMIN-PRODUCTS-COLUMN-BK": { en: "Business key", fr: "Clé métier", nl: "Productcode" },
  "ADMIN-PRODUCTS-COLUMN-TITLE": { en: "Title", fr: "Titre", nl: "Titel" },
  "ADMIN-PRODUCTS-COLUMN-CATEGORY": {
    en: "Main category",
    fr: "Catégorie principale",
    nl: "Hoofdcategorie",
  },
  "ADMIN-PRODUCTS-COLUMN-PICTURES": { en: "Pictures", fr: "Images", nl: "Afbeeldingen" },
  "ADMIN-PRODUCTS-EDIT-LINK": {
    en: "Edit {{name}}",
    fr: "Modifier {{name}}",
    nl: "{{name}} bewerken",
  },
  "ADMIN-PRODUCTS-SITE-LINK": { en: "View", fr: "Voir", nl: "Bekijken" },
  "ADMIN-PRODUCTS-SITE-LINK-LABEL": {
    en: "View {{name}} on the site",
    fr: "Voir {{name}} sur le site",
    nl: "{{name}} op de website bekijken",
  },
  "ADMIN-PRODUCTS-NO-CATEGORY": {
    en: "No category",
    fr: "Aucune catégorie",
    nl: "Geen categorie",
  },
  "ADMIN-PRODUCTS-COLUMN-PICTURE": { en: "Picture", fr: "Image", nl: "Afbeelding" },
  "ADMIN-PRODUCTS-PICTURE-ALT": {
    en: "Picture of {{name}}",
    fr: "Image de {{name}}",
    nl: "Afbeelding van {{name}}",
  },
  "ADMIN-PRODUCTS-COLUMN-STATUS": { en: "Status", fr: "Statut", nl: "Status" },
  "ADMIN-PRODUCTS-COLUMN-CHANGED": {
    en: "Last change",
    fr: "Dernière modification",
    nl: "Laatste wijziging",
  },
  "ADMIN-PRODUCTS-STATUS-DRAFT": { en: "Draft", fr: "Brouillon", nl: "Concept" },
  "ADMIN-PRODUCTS-STATUS-PUBLISHED": { en: "Published", fr: "Publié", nl: "Gepubliceerd" },
  "ADMIN-PRODUCTS-FILTER-CATEGORY": { en: "Category", fr: "Catégorie", nl: "Categorie" },
  "ADMIN-PRODUCTS-FILTER-CATEGORY-HINT": {
    en: "Its subcategories included",
    fr: "Sous-catégories comprises",
    nl: "Subcategorieën inbegrepen",
  },
  "ADMIN-PRODUCTS-FILTER-CATEGORY-ALL": {
    en: "All categories",
    fr: "Toutes les catégories",
    nl: "Alle categorieën",
  },
  "ADMIN-PRODUCTS-FILTER-STATUS": { en: "Status", fr: "Statut", nl: "Status" },
  "ADMIN-PRODUCTS-FILTER-ALL": { en: "All", fr: "Tous", nl: "Alle" },
  "ADMIN-PRODUCTS-FILTER-PUBLISHED": { en: "Published", fr: "Publiés", nl: "Gepubliceerd" },
  "ADMIN-PRODUCTS-FILTER-DRAFTS": { en: "Drafts", fr: "Brouillons", nl: "Concepten" },
  "ADMIN-PRODUCTS-FILTER-ATTRIBUTE": { en: "Attribute", fr: "Attribut", nl: "Kenmerk" },
  "ADMIN-PRODUCTS-FILTER-ATTRIBUTE-ANY": {
    en: "Any attribute",
    fr: "Tous les attributs",
    nl: "Alle kenmerken",
  },
  "ADMIN-PRODUCTS-FILTER-ATTRIBUTE-NONE": {
    en: "Nothing matches",
    fr: "Aucune correspondance",
    nl: "Niets gevonden",
  },
  "ADMIN-PRODUCTS-FILTER-VALUE": { en: "Value", fr: "Valeur", nl: "Waarde" },
  "ADMIN-PRODUCTS-FILTER-VALUE-ANY": {
    en: "Any value",
    fr: "Toute valeur",
    nl: "Elke waarde",
  },

  // ── Selection and changes to many products ───────────────────────────────────────────────
  "ADMIN-PRODUCTS-SELECT-ROW": {
    en: "Select {{name}}",
    fr: "Sélectionner {{name}}",
    nl: "{{name}} selecteren",
  },
  "ADMIN-PRODUCTS-SELECT-ALL-ONE": {
    en: "Select the product shown ({{count}})",
    fr: "Sélectionner le produit affiché ({{count}})",
    nl: "Het getoonde product selecteren ({{count}})",
  },
  "ADMIN-PRODUCTS-SELECT-ALL-OTHER": {
    en: "Select the {{count}} products shown",
    fr: "Sélectionner les {{count}} produits affichés",
    nl: "De {{count}} getoonde producten selecteren",
  },
  "ADMIN-PRODUCTS-BULK": {
    en: "Change the selected products",
    fr: "Modifier les produits sélectionnés",
    nl: "Geselecteerde producten wijzigen",
  },
  "ADMIN-PRODUCTS-BULK-SELECTED-ONE": {
    en: "{{count}} selected",
    fr: "{{count}} sélectionné",
    nl: "{{count}} geselecteerd",
  },
  "ADMIN-PRODUCTS-BULK-SELECTED-OTHER": {
    en: "{{count}} selected",
    fr: "{{count}} sélectionnés",
    nl: "{{count}} geselecteerd",
  },
  "ADMIN-PRODUCTS-BULK-ACTION": { en: "Action", fr: "Action", nl: "Actie" },
  "ADMIN-PRODUCTS-BULK-CHOOSE-ACTION": {
    en: "Choose an action",
    fr: "Choisissez une action",
    nl: "Kies een actie",
  },
  "ADMIN-PRODUCTS-BULK-SET-CATEGORY": {
    en: "Set the category",
    fr: "Définir la catégorie",
    nl: "Categorie instellen",
  },
  "ADMIN-PRODUCTS-BULK-SET-ATTRIBUTE": {
    en: "Set an attribute value",
    fr: "Définir une valeur d'attribut",
    nl: "Kenmerkwaarde instellen",
  },
  "ADMIN-PRODUCTS-BULK-PUBLISH": { en: "Publish", fr: "Publier", nl: "Publiceren" },
  "ADMIN-PRODUCTS-BULK-UNPUBLISH": {
    en: "Make drafts",
    fr: "Mettre en brouillon",
    nl: "Tot concept maken",
  },
  "ADMIN-PRODUCTS-BULK-DELETE": { en: "Delete", fr: "Supprimer", nl: "Verwijderen" },
  "ADMIN-PRODUCTS-BULK-CATEGORY": {
    en: "New category",
    fr: "Nouvelle catégorie",
    nl: "Nieuwe categorie",
  },
  "ADMIN-PRODUCTS-BULK-CATEGORY-HINT": {
    en: "Their only category; values of attributes it lacks are removed",
    fr: "Leur seule catégorie ; les valeurs des attributs qu'elle n'a pas sont retirées",
    nl: "Hun enige categorie; waarden van kenmerken die ze niet heeft, vervallen",
  },
  "ADMIN-PRODUCTS-BULK-CHOOSE-CATEGORY": {
    en: "Choose a category",
    fr: "Choisissez une catégorie",
    nl: "Kies een categorie",
  },
  "ADMIN-PRODUCTS-BULK-ATTRIBUTE": {
    en: "Attribute to set",
    fr: "Attribut à définir",
    nl: "In te stellen kenmerk",
  },
  "ADMIN-PRODUCTS-BULK-CHOOSE-ATTRIBUTE": {
    en: "Choose an attribute",
    fr: "Choisissez un attribut",
    nl: "Kies een kenmerk",
  },
  "ADMIN-PRODUCTS-BULK-VALUE": { en: "New value", fr: "Nouvelle valeur", nl: "Nieuwe waarde" },
  "ADMIN-PRODUCTS-BULK-VALUE-UNIT": {
    en: "In {{unit}}",
    fr: "En {{unit}}",
    nl: "In {{unit}}",
  },
  "ADMIN-PRODUCTS-BULK-ENTER-VALUE": {
    en: "Enter a value",
    fr: "Saisissez une valeur",
    nl: "Vul een waarde in",
  },
  "ADMIN-PRODUCTS-BULK-APPLY": { en: "Apply", fr: "Appliquer", nl: "Toepassen" },
  "ADMIN-PRODUCTS-BULK-CLEAR": {
    en: "Clear the selection",
    fr: "Vider la sélection",
    nl: "Selectie wissen",
  },
  "ADMIN-PRODUCTS-BULK-TITLE-ONE": {
    en: "Change {{count}} product?",
    fr: "Modifier {{count}} produit ?",
    nl: "{{count}} product wijzigen?",
  },
  "ADMIN-PRODUCTS-BULK-TITLE-OTHER": {
    en: "Change {{count}} products?",
    fr: "Modifier {{count}} produits ?",
    nl: "{{count}} producten wijzigen?",
  },
  "ADMIN-PRODUCTS-BULK-DELETE-TITLE-ONE": {
    en: "Delete {{count}} product?",
    fr: "Supprimer {{count}} produit ?",
    nl: "{{count}} product verwijderen?",
  },
  "ADMIN-PRODUCTS-BULK-DELETE-TITLE-OTHER": {
    en: "Delete {{count}} products?",
    fr: "Supprimer {{count}} produits ?",
    nl: "{{count}} producten verwijderen?",
  },
  "ADMIN-PRODUCTS-BULK-CONFIRM-ONE": {
    en: "Change {{count}} product",
    fr: "Modifier {{count}} produit",
    nl: "{{count}} product wijzigen",
  },
  "ADMIN-PRODUCTS-BULK-CONFIRM-OTHER": {
    en: "Change {{count}} products",
    fr: "Modifier {{count}} produits",
    nl: "{{count}} producten wijzigen",
  },
  "ADMIN-PRODUCTS-BULK-DELETE-CONFIRM-ONE": {
    en: "Delete {{count}} product",
    fr: "Supprimer {{count}} produit",
    nl: "{{count}} product verwijderen",
  },
  "ADMIN-PRODUCTS-BULK-DELETE-CONFIRM-OTHER": {
    en: "Delete {{count}} products",
    fr: "Supprimer {{count}} produits",
    nl: "{{count}} producten verwijderen",
  },
  "ADMIN-PRODUCTS-BULK-SET-CATEGORY-TEXT-ONE": {
    en: "{{category}} will become the only category of {{count}} product. Its values of attributes this category does not have will be removed.",
    fr: "{{category}} deviendra la seule catégorie de {{count}} produit. Ses valeurs des attributs que cette catégorie n'a pas seront retirées.",
    nl: "{{category}} wordt de enige categorie van {{count}} product. Zijn waarden van kenmerken die deze categorie niet heeft, vervallen.",
  },
  "ADMIN-PRODUCTS-BULK-SET-CATEGORY-TEXT-OTHER": {
    en: "{{category}} will become the only category of {{count}} products. Their values of attributes this category does not have will be removed.",
    fr: "{{category}} deviendra la seule catégorie de {{count}} produits. Leurs valeurs des attributs que cette catégorie n'a pas seront retirées.",
    nl: "{{category}} wordt de enige categorie van {{count}} producten. Hun waarden van kenmerken die deze categorie niet heeft, vervallen.",
  },
  "ADMIN-PRODUCTS-BULK-SET-ATTRIBUTE-TEXT-ONE": {
    en: "{{attribute}} will be set to {{value}} on {{count}} product, in place of its current values of it.",
    fr: "{{attribute}} prendra la valeur {{value}} sur {{count}} produit, à la place de ses valeurs actuelles.",
    nl: "{{attribute}} krijgt de waarde {{value}} bij {{count}} product, in plaats van zijn huidige waarden.",
  },
  "ADMIN-PRODUCTS-BULK-SET-ATTRIBUTE-TEXT-OTHER": {
    en: "{{attribute}} will be set to {{value}} on {{count}} products, in place of their current values of it.",
    fr: "{{attribute}} prendra la valeur {{value}} sur {{count}} produits, à la place de leurs valeurs actuelles.",
    nl: "{{attribute}} krijgt de waarde {{value}} bij {{count}} producten, in plaats van hun huidige waarden.",
  },
  "ADMIN-PRODUCTS-BULK-PUBLISH-TEXT-ONE": {
    en: "{{count}} product will be published: visitors will see it.",
    fr: "{{count}} produit sera publié : les visiteurs le verront.",
    nl: "{{count}} product wordt gepubliceerd: bezoekers zullen het zien.",
  },
  "ADMIN-PRODUCTS-BULK-PUBLISH-TEXT-OTHER": {
    en: "{{count}} products will be published: visitors will see them.",
    fr: "{{count}} produits seront publiés : les visiteurs les verront.",
    nl: "{{count}} producten worden gepubliceerd: bezoekers zullen ze zien.",
  },
  "ADMIN-PRODUCTS-BULK-UNPUBLISH-TEXT-ONE": {
    en: "{{count}} product will become a draft: visitors will no longer see it.",
    fr: "{{count}} produit deviendra un brouillon : les visiteurs ne le verront plus.",
    nl: "{{count}} product wordt een concept: bezoekers zien het niet meer.",
  },
  "ADMIN-PRODUCTS-BULK-UNPUBLISH-TEXT-OTHER": {
    en: "{{count}} products will become drafts: visitors will no longer see them.",
    fr: "{{count}} produits deviendront des brouillons : les visiteurs ne les verront plus.",
    nl: "{{count}} producten worden concepten: bezoekers zien ze niet meer.",
  },
  "ADMIN-PRODUCTS-BULK-DELETE-TEXT-ONE": {
    en: "{{count}} product will be deleted with its titles. This cannot be undone.",
    fr: "{{count}} produit sera supprimé avec ses titres. C'est définitif.",
    nl: "{{count}} product wordt verwijderd, met zijn titels. Dit kan niet ongedaan worden gemaakt.",
  },
  "ADMIN-PRODUCTS-BULK-DELETE-TEXT-OTHER": {
    en: "{{count}} products will be deleted with their titles. This cannot be undone.",
    fr: "{{count}} produits seront supprimés avec leurs titres. C'est définitif.",
    nl: "{{count}} producten worden verwijderd, met hun titels. Dit kan niet ongedaan worden gemaakt.",
  },
  "ADMIN-PRODUCTS-BULK-CATEGORY-SET-ONE": {
    en: "Category set on {{count}} product.",
    fr: "Catégorie définie sur {{count}} produit.",
    nl: "Categorie ingesteld bij {{count}} product.",
  },
  "ADMIN-PRODUCTS-BULK-CATEGORY-SET-OTHER": {
    en: "Category set on {{count}} products.",
    fr: "Catégorie définie sur {{count}} produits.",
    nl: "Categorie ingesteld bij {{count}} producten.",
  },
  "ADMIN-PRODUCTS-BULK-ATTRIBUTE-SET-ONE": {
    en: "Value set on {{count}} product.",
    fr: "Valeur définie sur {{count}} produit.",
    nl: "Waarde ingesteld bij {{count}} product.",
  },
  "ADMIN-PRODUCTS-BULK-ATTRIBUTE-SET-OTHER": {
    en: "Value set on {{count}} products.",
    fr: "Valeur définie sur {{count}} produits.",
    nl: "Waarde ingesteld bij {{count}} producten.",
  },
  "ADMIN-PRODUCTS-BULK-PUBLISHED-ONE": {
    en: "{{count}} product published.",
    fr: "{{count}} produit publié.",
    nl: "{{count}} product gepubliceerd.",
  },
  "ADMIN-PRODUCTS-BULK-PUBLISHED-OTHER": {
    en: "{{count}} products published.",
    fr: "{{count}} produits publiés.",
    nl: "{{count}} producten gepubliceerd.",
  },
  "ADMIN-PRODUCTS-BULK-UNPUBLISHED-ONE": {
    en: "{{count}} product made a draft.",
    fr: "{{count}} produit mis en brouillon.",
    nl: "{{count}} product als concept gezet.",
  },
  "ADMIN-PRODUCTS-BULK-UNPUBLISHED-OTHER": {
    en: "{{count}} products made drafts.",
    fr: "{{count}} produits mis en brouillon.",
    nl: "{{count}} producten als concept gezet.",
  },
  "ADMIN-PRODUCTS-BULK-DELETED-ONE": {
    en: "{{count}} product deleted.",
    fr: "{{count}} produit supprimé.",
    nl: "{{count}} product verwijderd.",
  },
  "ADMIN-PRODUCTS-BULK-DELETED-OTHER": {
    en: "{{count}} products deleted.",
    fr: "{{count}} produits supprimés.",
    nl: "{{count}} producten verwijderd.",
  },
  "ADMIN-PRODUCTS-BULK-FAILED-ONE": {
    en: "{{count}} product was not changed.",
    fr: "{{count}} produit n'a pas été modifié.",
    nl: "{{count}} product werd niet gewijzigd.",
  },
  "ADMIN-PRODUCTS-BULK-FAILED-OTHER": {
    en: "None of the {{count}} products was changed.",
    fr: "Aucun des {{count}} produits n'a été modifié.",
    nl: "Geen van de {{count}} producten werd gewijzigd.",
  },
};
