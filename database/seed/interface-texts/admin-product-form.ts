// Interface texts of the back office's product form: its fields, what it refuses and the notices
// of a save, a deletion or a copy.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminProductFormTexts: InterfaceTextSet = {
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
  "ADMIN-PRODUCT-VALUE-NOT-NUMBER": {
    en: "{{name}} must be a number",
    fr: "{{name}} doit être un nombre",
    nl: "{{name}} moet een getal zijn",
  },
  "ADMIN-PRODUCT-VALUE-BELOW-MIN": {
    en: "Below the minimum of {{name}} ({{min}}): please check the value",
    fr: "En dessous du minimum de {{name}} ({{min}}) : vérifiez la valeur",
    nl: "Lager dan het minimum van {{name}} ({{min}}): controleer de waarde",
  },
  "ADMIN-PRODUCT-VALUE-ABOVE-MAX": {
    en: "Above the maximum of {{name}} ({{max}}): please check the value",
    fr: "Au-dessus du maximum de {{name}} ({{max}}) : vérifiez la valeur",
    nl: "Hoger dan het maximum van {{name}} ({{max}}): controleer de waarde",
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
