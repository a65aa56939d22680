// Interface texts of the back office's categories screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminCategoriesTexts: InterfaceTextSet = {
  // ── The tree ──────────────────────────────────────────────────────────────────────────────
  "ADMIN-CATEGORIES-TITLE": { en: "Categories", fr: "Catégories", nl: "Categorieën" },
  "ADMIN-CATEGORY-ADD": {
    en: "Add category",
    fr: "Ajouter une catégorie",
    nl: "Categorie toevoegen",
  },
  "ADMIN-CATEGORY-TREE": { en: "Category tree", fr: "Arbre des catégories", nl: "Categorieboom" },
  "ADMIN-CATEGORY-SEARCH": {
    en: "Search by title or business key",
    fr: "Rechercher par titre ou clé métier",
    nl: "Zoeken op titel of bedrijfssleutel",
  },
  "ADMIN-CATEGORY-EXPAND": {
    en: "Show the subcategories of {{name}}",
    fr: "Afficher les sous-catégories de {{name}}",
    nl: "Subcategorieën van {{name}} tonen",
  },
  "ADMIN-CATEGORY-COLLAPSE": {
    en: "Hide the subcategories of {{name}}",
    fr: "Masquer les sous-catégories de {{name}}",
    nl: "Subcategorieën van {{name}} verbergen",
  },
  "ADMIN-CATEGORY-EXPAND-ALL": { en: "Open all", fr: "Tout déplier", nl: "Alles openklappen" },
  "ADMIN-CATEGORY-COLLAPSE-ALL": { en: "Close all", fr: "Tout replier", nl: "Alles dichtklappen" },
  "ADMIN-CATEGORY-EDIT-LINK": {
    en: "Edit {{name}}",
    fr: "Modifier {{name}}",
    nl: "{{name}} bewerken",
  },
  "ADMIN-CATEGORY-INACTIVE": { en: "Inactive", fr: "Inactive", nl: "Niet actief" },
  "ADMIN-CATEGORY-HIDDEN": {
    en: "Hidden from the tree",
    fr: "Masquée dans l'arbre",
    nl: "Verborgen in de boom",
  },
  "ADMIN-CATEGORY-PRODUCT-COUNT-ONE": {
    en: "{{count}} product",
    fr: "{{count}} produit",
    nl: "{{count}} product",
  },
  "ADMIN-CATEGORY-PRODUCT-COUNT-OTHER": {
    en: "{{count}} products",
    fr: "{{count}} produits",
    nl: "{{count}} producten",
  },

  // ── The form ──────────────────────────────────────────────────────────────────────────────
  "ADMIN-CATEGORY-NEW-TITLE": {
    en: "New category",
    fr: "Nouvelle catégorie",
    nl: "Nieuwe categorie",
  },
  "ADMIN-CATEGORY-EDIT-TITLE": {
    en: "Category {{name}}",
    fr: "Catégorie {{name}}",
    nl: "Categorie {{name}}",
  },
  "ADMIN-CATEGORY-BK": { en: "Business key", fr: "Clé métier", nl: "Bedrijfssleutel" },
  "ADMIN-CATEGORY-PARENT": {
    en: "Parent category",
    fr: "Catégorie parente",
    nl: "Bovenliggende categorie",
  },
  "ADMIN-CATEGORY-PARENT-REQUIRED": {
    en: "A parent category is required",
    fr: "Une catégorie parente est requise",
    nl: "Een bovenliggende categorie is vereist",
  },
  "ADMIN-CATEGORY-ROOT": {
    en: "This is the root category: it has no parent.",
    fr: "C'est la catégorie racine : elle n'a pas de parent.",
    nl: "Dit is de hoofdcategorie: ze heeft geen bovenliggende categorie.",
  },
  "ADMIN-CATEGORY-URLS": { en: "Addresses", fr: "Adresses", nl: "Adressen" },
  "ADMIN-CATEGORY-URL": {
    en: "URL in {{language}}",
    fr: "URL ({{language}})",
    nl: "URL in het {{language}}",
  },
  "ADMIN-CATEGORY-URL-HINT": {
    en: "Lowercase letters, digits and dashes",
    fr: "Lettres minuscules, chiffres et tirets",
    nl: "Kleine letters, cijfers en streepjes",
  },
  "ADMIN-CATEGORY-URL-HINT-NEW": {
    en: "Lowercase letters, digits and dashes; made from the title until you change it",
    fr: "Lettres minuscules, chiffres et tirets ; reprise du titre tant que vous ne la modifiez pas",
    nl: "Kleine letters, cijfers en streepjes; volgt de titel tot u ze zelf aanpast",
  },
  "ADMIN-CATEGORY-URL-REQUIRED": {
    en: "URL is required",
    fr: "L'URL est obligatoire",
    nl: "URL is verplicht",
  },
  "ADMIN-CATEGORY-URL-LONG": {
    en: "URL is at most {{max}} characters",
    fr: "L'URL compte au plus {{max}} caractères",
    nl: "URL telt hoogstens {{max}} tekens",
  },
  "ADMIN-CATEGORY-URL-FORMAT": {
    en: "URL may hold lowercase letters, digits and dashes only",
    fr: "L'URL ne peut contenir que des minuscules, des chiffres et des tirets",
    nl: "URL mag enkel kleine letters, cijfers en streepjes bevatten",
  },
  "ADMIN-CATEGORY-BK-REQUIRED": {
    en: "Business key is required",
    fr: "La clé métier est obligatoire",
    nl: "Bedrijfssleutel is verplicht",
  },
  "ADMIN-CATEGORY-BK-LONG": {
    en: "Business key is at most {{max}} characters",
    fr: "La clé métier compte au plus {{max}} caractères",
    nl: "Bedrijfssleutel telt hoogstens {{max}} tekens",
  },
  "ADMIN-CATEGORY-TEXTS": { en: "Texts", fr: "Textes", nl: "Teksten" },
  "ADMIN-CATEGORY-TITLE-FIELD": {
    en: "Title in {{language}}",
    fr: "Titre ({{language}})",
    nl: "Titel in het {{language}}",
  },
  "ADMIN-CATEGORY-BODY": {
    en: "Description in {{language}}",
    fr: "Description ({{language}})",
    nl: "Beschrijving in het {{language}}",
  },
  "ADMIN-CATEGORY-EXTRA": {
    en: "Additional information in {{language}}",
    fr: "Informations complémentaires ({{language}})",
    nl: "Bijkomende informatie in het {{language}}",
  },
  "ADMIN-CATEGORY-SORT-ORDER": { en: "Sort order", fr: "Ordre de tri", nl: "Sorteervolgorde" },
  "ADMIN-CATEGORY-ACTIVE": { en: "Active", fr: "Active", nl: "Actief" },
  "ADMIN-CATEGORY-SHOW-IN-TREE": {
    en: "Shown in the category tree",
    fr: "Affichée dans l'arbre des catégories",
    nl: "Getoond in de categorieboom",
  },
  "ADMIN-CATEGORY-HAS-OWN-PAGE": {
    en: "Has its own page",
    fr: "A sa propre page",
    nl: "Heeft een eigen pagina",
  },
  "ADMIN-CATEGORY-PICTURES": { en: "Pictures", fr: "Images", nl: "Afbeeldingen" },
  "ADMIN-CATEGORY-ATTRIBUTE-TYPES": {
    en: "Attribute types of its products",
    fr: "Types d'attributs de ses produits",
    nl: "Kenmerktypes van haar producten",
  },
  "ADMIN-CATEGORY-ATTRIBUTE-TYPES-NONE": {
    en: "No attribute type yet.",
    fr: "Aucun type d'attribut pour l'instant.",
    nl: "Nog geen kenmerktype.",
  },
  "ADMIN-CATEGORY-ATTRIBUTE-TYPE-CHOOSE": {
    en: "Attribute type to add",
    fr: "Type d'attribut à ajouter",
    nl: "Toe te voegen kenmerktype",
  },
  "ADMIN-CATEGORY-ATTRIBUTE-TYPE-ADD": {
    en: "Add attribute type",
    fr: "Ajouter le type d'attribut",
    nl: "Kenmerktype toevoegen",
  },
  "ADMIN-CATEGORY-ATTRIBUTE-TYPE-UP": {
    en: "Move {{name}} up",
    fr: "Monter {{name}}",
    nl: "{{name}} omhoog",
  },
  "ADMIN-CATEGORY-ATTRIBUTE-TYPE-DOWN": {
    en: "Move {{name}} down",
    fr: "Descendre {{name}}",
    nl: "{{name}} omlaag",
  },
  "ADMIN-CATEGORY-ATTRIBUTE-TYPE-REMOVE": {
    en: "Remove {{name}}",
    fr: "Retirer {{name}}",
    nl: "{{name}} verwijderen",
  },
  "ADMIN-CATEGORY-VIEW-ON-SITE": {
    en: "View on the site",
    fr: "Voir sur le site",
    nl: "Bekijken op de website",
  },
  "ADMIN-CATEGORY-SAVED": {
    en: "The category is saved.",
    fr: "La catégorie est enregistrée.",
    nl: "De categorie is bewaard.",
  },
  "ADMIN-CATEGORY-NOT-SAVED": {
    en: "The category is not saved.",
    fr: "La catégorie n'est pas enregistrée.",
    nl: "De categorie is niet bewaard.",
  },
  "ADMIN-CATEGORY-DELETED": {
    en: "The category is deleted.",
    fr: "La catégorie est supprimée.",
    nl: "De categorie is verwijderd.",
  },
  "ADMIN-CATEGORY-NOT-DELETED": {
    en: "The category is not deleted.",
    fr: "La catégorie n'est pas supprimée.",
    nl: "De categorie is niet verwijderd.",
  },
};
