// Interface texts of the back office's products screens.
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

  // ── Form ──────────────────────────────────────────────────────────────────────────────────
  "ADMIN-PRODUCT-NEW-TITLE": { en: "New product", fr: "Nouveau produit", nl: "Nieuw product" },
  "ADMIN-PRODUCT-EDIT-TITLE": {
    en: "Product {{name}}",
    fr: "Produit {{name}}",
    nl: "Product {{name}}",
  },
  "ADMIN-PRODUCT-ADD": { en: "Add Product", fr: "Ajouter le produit", nl: "Product toevoegen" },
  "ADMIN-PRODUCT-UPDATE": {
    en: "Update Product",
    fr: "Mettre à jour le produit",
    nl: "Product bijwerken",
  },
  "ADMIN-PRODUCT-DELETE": {
    en: "Delete Product !!",
    fr: "Supprimer le produit !!",
    nl: "Product verwijderen !!",
  },
  "ADMIN-PRODUCT-VIEW-ON-SITE": {
    en: "View on the site",
    fr: "Voir sur le site",
    nl: "Bekijken op de website",
  },
  "ADMIN-PRODUCT-BK": { en: "Business key", fr: "Clé métier", nl: "Productcode" },
  "ADMIN-PRODUCT-CATEGORY": { en: "Category", fr: "Catégorie", nl: "Categorie" },
  "ADMIN-PRODUCT-CATEGORY-HINT": {
    en: "Choosing another category replaces the attribute lines with that category's attributes.",
    fr: "Choisir une autre catégorie remplace les lignes d'attributs par les attributs de cette catégorie.",
    nl: "Een andere categorie kiezen vervangt de kenmerkregels door de kenmerken van die categorie.",
  },
  "ADMIN-PRODUCT-CATEGORY-NONE-FOUND": {
    en: "No category matches.",
    fr: "Aucune catégorie ne correspond.",
    nl: "Geen categorie gevonden.",
  },
  "ADMIN-PRODUCT-TITLES": {
    en: "Title per language",
    fr: "Titre par langue",
    nl: "Titel per taal",
  },
  "ADMIN-PRODUCT-TITLES-HINT": {
    en: "Optional: an empty title shows the English title, else the business key.",
    fr: "Facultatif : un titre vide affiche le titre anglais, sinon la clé métier.",
    nl: "Optioneel: een lege titel toont de Engelse titel, anders de productcode.",
  },
  "ADMIN-PRODUCT-TITLE-IN": {
    en: "Title ({{language}})",
    fr: "Titre ({{language}})",
    nl: "Titel ({{language}})",
  },
  "ADMIN-PRODUCT-PUBLISHED": { en: "Published", fr: "Publié", nl: "Gepubliceerd" },
  "ADMIN-PRODUCT-PUBLISHED-HINT": {
    en: "Off, the product is a draft: only administrators see it on the site",
    fr: "Désactivé, le produit est un brouillon : seuls les administrateurs le voient sur le site",
    nl: "Uit, dan is het product een concept: alleen beheerders zien het op de website",
  },
  "ADMIN-PRODUCT-NUMBER-HINT": {
    en: "The business key, filled in when the product is saved",
    fr: "La clé métier, reprise à l'enregistrement du produit",
    nl: "De productcode, ingevuld bij het opslaan van het product",
  },
  "ADMIN-PRODUCT-PICTURES": { en: "Pictures", fr: "Images", nl: "Afbeeldingen" },
  "ADMIN-PRODUCT-ATTRIBUTES": { en: "Attributes", fr: "Attributs", nl: "Kenmerken" },
  "ADMIN-PRODUCT-ATTRIBUTES-NONE": {
    en: "Choose a category to fill in its attributes.",
    fr: "Choisissez une catégorie pour remplir ses attributs.",
    nl: "Kies een categorie om haar kenmerken in te vullen.",
  },
  "ADMIN-PRODUCT-ATTRIBUTES-EMPTY": {
    en: "This category has no attributes.",
    fr: "Cette catégorie n'a pas d'attributs.",
    nl: "Deze categorie heeft geen kenmerken.",
  },
  "ADMIN-PRODUCT-COLUMN-ATTRIBUTE": { en: "Attribute", fr: "Attribut", nl: "Kenmerk" },
  "ADMIN-PRODUCT-COLUMN-VALUE": { en: "Value", fr: "Valeur", nl: "Waarde" },
  "ADMIN-PRODUCT-COLUMN-UNIT": { en: "Unit", fr: "Unité", nl: "Eenheid" },
  "ADMIN-PRODUCT-VALUE-OF": {
    en: "Value {{number}} of {{name}}",
    fr: "Valeur {{number}} de {{name}}",
    nl: "Waarde {{number}} van {{name}}",
  },
  "ADMIN-PRODUCT-ADD-VALUE": {
    en: "Add a value for {{name}}",
    fr: "Ajouter une valeur pour {{name}}",
    nl: "Een waarde toevoegen voor {{name}}",
  },
  "ADMIN-PRODUCT-REMOVE-VALUE": {
    en: "Remove this value of {{name}}",
    fr: "Retirer cette valeur de {{name}}",
    nl: "Deze waarde van {{name}} verwijderen",
  },

  // ── Validation and notices ────────────────────────────────────────────────────────────────
  "ADMIN-PRODUCT-BK-REQUIRED": {
    en: "Business key is required",
    fr: "La clé métier est obligatoire",
    nl: "Productcode is verplicht",
  },
  "ADMIN-PRODUCT-CATEGORY-REQUIRED": {
    en: "A product category is required",
    fr: "Une catégorie de produit est obligatoire",
    nl: "Een productcategorie is verplicht",
  },
  "ADMIN-PRODUCT-VALUE-REQUIRED": {
    en: "Attribute value is required",
    fr: "La valeur de l'attribut est obligatoire",
    nl: "Waarde van het kenmerk is verplicht",
  },
  "ADMIN-PRODUCT-SAVED": {
    en: "Product saved",
    fr: "Produit enregistré",
    nl: "Product opgeslagen",
  },
  "ADMIN-PRODUCT-NOT-SAVED": {
    en: "The product was not saved.",
    fr: "Le produit n'a pas été enregistré.",
    nl: "Het product werd niet opgeslagen.",
  },
  "ADMIN-PRODUCT-DELETED": {
    en: "Product {{name}} deleted",
    fr: "Produit {{name}} supprimé",
    nl: "Product {{name}} verwijderd",
  },
  "ADMIN-PRODUCT-NOT-DELETED": {
    en: "The product was not deleted.",
    fr: "Le produit n'a pas été supprimé.",
    nl: "Het product werd niet verwijderd.",
  },
  "ADMIN-PRODUCT-DUPLICATE": { en: "Duplicate", fr: "Dupliquer", nl: "Dupliceren" },
  "ADMIN-PRODUCT-DUPLICATED": {
    en: "Copy {{name}} created as a draft",
    fr: "Copie {{name}} créée comme brouillon",
    nl: "Kopie {{name}} aangemaakt als concept",
  },
  "ADMIN-PRODUCT-NOT-DUPLICATED": {
    en: "The product was not duplicated.",
    fr: "Le produit n'a pas été dupliqué.",
    nl: "Het product werd niet gedupliceerd.",
  },
};
