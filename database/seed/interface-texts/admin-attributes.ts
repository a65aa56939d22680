// Interface texts of the back office's attributes screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminAttributesTexts: InterfaceTextSet = {
  // ── Attribute types ───────────────────────────────────────────────────────────────────────
  "ADMIN-ATTRIBUTES-TITLE": { en: "Attribute types", fr: "Types d'attributs", nl: "Kenmerktypes" },
  "ADMIN-ATTRIBUTE-ADD": {
    en: "Add attribute type",
    fr: "Ajouter un type d'attribut",
    nl: "Kenmerktype toevoegen",
  },
  "ADMIN-ATTRIBUTE-EDIT-LINK": {
    en: "Edit {{name}}",
    fr: "Modifier {{name}}",
    nl: "{{name}} bewerken",
  },
  "ADMIN-ATTRIBUTE-CODE": { en: "Code", fr: "Code", nl: "Code" },
  "ADMIN-ATTRIBUTE-GROUP": { en: "Group", fr: "Groupe", nl: "Groep" },
  "ADMIN-ATTRIBUTE-GROUP-GENERAL": { en: "General", fr: "Général", nl: "Algemeen" },
  "ADMIN-ATTRIBUTE-GROUP-TECHNICAL": { en: "Technical", fr: "Technique", nl: "Technisch" },
  "ADMIN-ATTRIBUTE-UNIT": { en: "Unit", fr: "Unité", nl: "Eenheid" },
  "ADMIN-ATTRIBUTE-MIN": { en: "Minimum value", fr: "Valeur minimale", nl: "Minimumwaarde" },
  "ADMIN-ATTRIBUTE-MAX": { en: "Maximum value", fr: "Valeur maximale", nl: "Maximumwaarde" },
  "ADMIN-ATTRIBUTE-MULTIPLE": {
    en: "Several values per product",
    fr: "Plusieurs valeurs par produit",
    nl: "Meerdere waarden per product",
  },
  "ADMIN-ATTRIBUTE-SORT-ORDER": { en: "Sort order", fr: "Ordre de tri", nl: "Sorteervolgorde" },
  "ADMIN-ATTRIBUTE-FILTER": {
    en: "Offer as a filter on category pages",
    fr: "Proposer comme filtre sur les pages de catégorie",
    nl: "Als filter aanbieden op de categoriepagina's",
  },
  "ADMIN-ATTRIBUTE-FILTER-HINT": {
    en: "Visitors may narrow a category's products by it. A free text, such as the product number, is never offered.",
    fr: "Les visiteurs peuvent affiner les produits d'une catégorie par cet attribut. Un texte libre, comme le numéro de produit, n'est jamais proposé.",
    nl: "Bezoekers kunnen de producten van een categorie op dit kenmerk verfijnen. Een vrije tekst, zoals het productnummer, wordt nooit aangeboden.",
  },
  "ADMIN-ATTRIBUTE-FILTER-ORDER": {
    en: "Order among the filters",
    fr: "Ordre parmi les filtres",
    nl: "Volgorde tussen de filters",
  },
  "ADMIN-ATTRIBUTE-FILTER-ORDER-HINT": {
    en: "Lowest first. Left empty, the sort order.",
    fr: "Le plus petit d'abord. Laissé vide : l'ordre de tri.",
    nl: "Laagste eerst. Leeg gelaten: de sorteervolgorde.",
  },
  "ADMIN-ATTRIBUTE-CODE-REQUIRED": {
    en: "Attribute code is required",
    fr: "Le code de l'attribut est obligatoire",
    nl: "Kenmerkcode is verplicht",
  },
  "ADMIN-ATTRIBUTE-CODE-LONG": {
    en: "Attribute code is at most 64 characters",
    fr: "Le code de l'attribut compte au plus 64 caractères",
    nl: "Kenmerkcode telt hoogstens 64 tekens",
  },
  "ADMIN-ATTRIBUTE-CODE-FORMAT": {
    en: "Attribute code may hold letters, digits, _ . - and ° only",
    fr: "Le code de l'attribut ne peut contenir que des lettres, des chiffres, _ . - et °",
    nl: "Kenmerkcode mag enkel letters, cijfers, _ . - en ° bevatten",
  },
  "ADMIN-ATTRIBUTE-UNIT-LONG": {
    en: "Unit is at most 32 characters",
    fr: "L'unité compte au plus 32 caractères",
    nl: "Eenheid telt hoogstens 32 tekens",
  },
  "ADMIN-ATTRIBUTE-VALUE-COUNT": { en: "Values", fr: "Valeurs", nl: "Waarden" },
  "ADMIN-ATTRIBUTE-LABEL": { en: "Label", fr: "Libellé", nl: "Label" },
  "ADMIN-ATTRIBUTE-LABEL-IN": {
    en: "Label in {{language}}",
    fr: "Libellé ({{language}})",
    nl: "Label in het {{language}}",
  },
  "ADMIN-ATTRIBUTE-NEW-TITLE": {
    en: "New attribute type",
    fr: "Nouveau type d'attribut",
    nl: "Nieuw kenmerktype",
  },
  "ADMIN-ATTRIBUTE-EDIT-TITLE": {
    en: "Attribute type {{name}}",
    fr: "Type d'attribut {{name}}",
    nl: "Kenmerktype {{name}}",
  },
  "ADMIN-ATTRIBUTE-SAVED": {
    en: "The attribute type is saved.",
    fr: "Le type d'attribut est enregistré.",
    nl: "Het kenmerktype is bewaard.",
  },
  "ADMIN-ATTRIBUTE-NOT-SAVED": {
    en: "The attribute type is not saved.",
    fr: "Le type d'attribut n'est pas enregistré.",
    nl: "Het kenmerktype is niet bewaard.",
  },
  "ADMIN-ATTRIBUTE-DELETED": {
    en: "The attribute type is deleted.",
    fr: "Le type d'attribut est supprimé.",
    nl: "Het kenmerktype is verwijderd.",
  },
  "ADMIN-ATTRIBUTE-NOT-DELETED": {
    en: "The attribute type is not deleted.",
    fr: "Le type d'attribut n'est pas supprimé.",
    nl: "Het kenmerktype is niet verwijderd.",
  },

  // ── Values of a type ──────────────────────────────────────────────────────────────────────
  "ADMIN-ATTRIBUTE-VALUES": { en: "Values", fr: "Valeurs", nl: "Waarden" },
  "ADMIN-ATTRIBUTE-VALUES-NONE": {
    en: "No value yet: products may hold any text.",
    fr: "Aucune valeur pour l'instant : les produits acceptent tout texte.",
    nl: "Nog geen waarde: producten aanvaarden elke tekst.",
  },
  "ADMIN-ATTRIBUTE-VALUE-ADD": {
    en: "Add value",
    fr: "Ajouter une valeur",
    nl: "Waarde toevoegen",
  },
  "ADMIN-ATTRIBUTE-VALUE": { en: "Value", fr: "Valeur", nl: "Waarde" },
  "ADMIN-ATTRIBUTE-VALUE-EDIT-LINK": {
    en: "Edit value {{name}}",
    fr: "Modifier la valeur {{name}}",
    nl: "Waarde {{name}} bewerken",
  },
  "ADMIN-ATTRIBUTE-VALUE-NEW-TITLE": {
    en: "New value of {{name}}",
    fr: "Nouvelle valeur de {{name}}",
    nl: "Nieuwe waarde van {{name}}",
  },
  "ADMIN-ATTRIBUTE-VALUE-NEW-ANY-TITLE": {
    en: "New attribute value",
    fr: "Nouvelle valeur d'attribut",
    nl: "Nieuwe kenmerkwaarde",
  },
  "ADMIN-ATTRIBUTE-VALUE-TYPE": {
    en: "Attribute type",
    fr: "Type d'attribut",
    nl: "Kenmerktype",
  },
  "ADMIN-ATTRIBUTE-VALUE-TYPE-HINT": {
    en: "The attribute this value is offered for.",
    fr: "L'attribut pour lequel cette valeur est proposée.",
    nl: "Het kenmerk waarvoor deze waarde wordt aangeboden.",
  },
  "ADMIN-ATTRIBUTE-VALUE-TYPE-REQUIRED": {
    en: "Attribute type is required",
    fr: "Le type d'attribut est obligatoire",
    nl: "Kenmerktype is verplicht",
  },
  "ADMIN-ATTRIBUTE-VALUE-REQUIRED": {
    en: "Value is required",
    fr: "La valeur est obligatoire",
    nl: "Waarde is verplicht",
  },
  "ADMIN-ATTRIBUTE-VALUE-LONG": {
    en: "Value is at most {{max}} characters",
    fr: "La valeur compte au plus {{max}} caractères",
    nl: "Waarde telt hoogstens {{max}} tekens",
  },
  "ADMIN-ATTRIBUTE-VALUE-TYPE-NONE-FOUND": {
    en: "No attribute type matches.",
    fr: "Aucun type d'attribut ne correspond.",
    nl: "Geen kenmerktype gevonden.",
  },
  "ADMIN-ATTRIBUTE-VALUE-EDIT-TITLE": {
    en: "Value {{value}} of {{name}}",
    fr: "Valeur {{value}} de {{name}}",
    nl: "Waarde {{value}} van {{name}}",
  },
  "ADMIN-ATTRIBUTE-VALUE-BACK": {
    en: "Back to {{name}}",
    fr: "Retour à {{name}}",
    nl: "Terug naar {{name}}",
  },
  "ADMIN-ATTRIBUTE-VALUE-SAVED": {
    en: "The value is saved.",
    fr: "La valeur est enregistrée.",
    nl: "De waarde is bewaard.",
  },
  "ADMIN-ATTRIBUTE-VALUE-NOT-SAVED": {
    en: "Cannot save attribute type value",
    fr: "Impossible d'enregistrer la valeur d'attribut",
    nl: "Kan de kenmerkwaarde niet bewaren",
  },
  "ADMIN-ATTRIBUTE-VALUE-DELETED": {
    en: "The value is deleted.",
    fr: "La valeur est supprimée.",
    nl: "De waarde is verwijderd.",
  },
  "ADMIN-ATTRIBUTE-VALUE-NOT-DELETED": {
    en: "Cannot delete attribute type value",
    fr: "Impossible de supprimer la valeur d'attribut",
    nl: "Kan de kenmerkwaarde niet verwijderen",
  },
};
