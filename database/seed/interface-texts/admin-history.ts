// Interface texts of the history panel of the back office's edit pages.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminHistoryTexts: InterfaceTextSet = {
  "ADMIN-HISTORY-TITLE": { en: "History", fr: "Historique", nl: "Geschiedenis" },
  "ADMIN-HISTORY-NONE": {
    en: "No change saved since this item was created.",
    fr: "Aucune modification enregistrée depuis la création de cet élément.",
    nl: "Geen wijziging opgeslagen sinds dit item is aangemaakt.",
  },
  "ADMIN-HISTORY-SAVED": {
    en: "Before the save of {{when}} by {{who}}",
    fr: "Avant l'enregistrement du {{when}} par {{who}}",
    nl: "Vóór de opslag van {{when}} door {{who}}",
  },
  "ADMIN-HISTORY-SHOP": { en: "the shop", fr: "la boutique", nl: "de winkel" },
  "ADMIN-HISTORY-CHANGED": { en: "Changed:", fr: "Modifié :", nl: "Gewijzigd:" },
  "ADMIN-HISTORY-COMPARE": { en: "Compare", fr: "Comparer", nl: "Vergelijken" },
  "ADMIN-HISTORY-COMPARE-NAMED": {
    en: "Compare the version from before {{when}} with the current one",
    fr: "Comparer la version d'avant le {{when}} avec l'actuelle",
    nl: "Vergelijken: de versie van vóór {{when}} met de huidige",
  },
  "ADMIN-HISTORY-RESTORE": { en: "Restore", fr: "Restaurer", nl: "Herstellen" },
  "ADMIN-HISTORY-RESTORE-NAMED": {
    en: "Restore the version from before {{when}}",
    fr: "Restaurer la version d'avant le {{when}}",
    nl: "Herstellen: de versie van vóór {{when}}",
  },
  "ADMIN-HISTORY-RESTORE-TITLE": {
    en: "Restore this version?",
    fr: "Restaurer cette version ?",
    nl: "Deze versie herstellen?",
  },
  "ADMIN-HISTORY-RESTORE-TEXT": {
    en: "The item gets back what it was before the save of {{when}}. What it is now stays in its history, so this can be undone.",
    fr: "L'élément reprend ce qu'il était avant l'enregistrement du {{when}}. Son état actuel reste dans l'historique : vous pourrez revenir en arrière.",
    nl: "Het item krijgt terug wat het was vóór de opslag van {{when}}. De huidige versie blijft in de geschiedenis, zodat u dit ongedaan kunt maken.",
  },
  "ADMIN-HISTORY-RESTORED": {
    en: "The version from before {{when}} is restored.",
    fr: "La version d'avant le {{when}} est restaurée.",
    nl: "De versie van vóór {{when}} is hersteld.",
  },
  "ADMIN-HISTORY-NOT-RESTORED": {
    en: "The version could not be restored.",
    fr: "La version n'a pas pu être restaurée.",
    nl: "De versie kon niet worden hersteld.",
  },
  "ADMIN-HISTORY-NOT-LOADED": {
    en: "The version could not be loaded.",
    fr: "La version n'a pas pu être chargée.",
    nl: "De versie kon niet worden geladen.",
  },
  "ADMIN-HISTORY-DIFFERENCES": {
    en: "Differences from the current version",
    fr: "Différences avec la version actuelle",
    nl: "Verschillen met de huidige versie",
  },
  "ADMIN-HISTORY-SAME": {
    en: "This version is the same as the current one.",
    fr: "Cette version est identique à l'actuelle.",
    nl: "Deze versie is gelijk aan de huidige.",
  },
  "ADMIN-HISTORY-FIELD": { en: "Field", fr: "Champ", nl: "Veld" },
  "ADMIN-HISTORY-THEN": { en: "This version", fr: "Cette version", nl: "Deze versie" },
  "ADMIN-HISTORY-NOW": { en: "Now", fr: "Actuellement", nl: "Nu" },
  "ADMIN-HISTORY-EMPTY": { en: "(empty)", fr: "(vide)", nl: "(leeg)" },
  "ADMIN-HISTORY-FIELD-KEY": { en: "Key", fr: "Clé", nl: "Sleutel" },
  "ADMIN-HISTORY-FIELD-VALUE": { en: "Value", fr: "Valeur", nl: "Waarde" },
  "ADMIN-HISTORY-FIELD-RICH-TEXT": {
    en: "Rich text",
    fr: "Texte enrichi",
    nl: "Opgemaakte tekst",
  },
  "ADMIN-HISTORY-FIELD-TEXT": { en: "Text", fr: "Texte", nl: "Tekst" },
  "ADMIN-HISTORY-FIELD-TITLE": { en: "Title", fr: "Titre", nl: "Titel" },
  "ADMIN-HISTORY-FIELD-BODY": { en: "Text", fr: "Texte", nl: "Tekst" },
  "ADMIN-HISTORY-FIELD-EXTRA": {
    en: "Additional text",
    fr: "Texte complémentaire",
    nl: "Aanvullende tekst",
  },
  "ADMIN-HISTORY-FIELD-PARENT": {
    en: "Parent category",
    fr: "Catégorie parente",
    nl: "Bovenliggende categorie",
  },
  "ADMIN-HISTORY-FIELD-BK": { en: "Business key", fr: "Clé métier", nl: "Bedrijfssleutel" },
  "ADMIN-HISTORY-FIELD-URL": { en: "URL", fr: "URL", nl: "URL" },
  "ADMIN-HISTORY-FIELD-SORT-ORDER": { en: "Order", fr: "Ordre", nl: "Volgorde" },
  "ADMIN-HISTORY-FIELD-ACTIVE": { en: "Active", fr: "Active", nl: "Actief" },
  "ADMIN-HISTORY-FIELD-SHOW-IN-TREE": {
    en: "Shown in the tree",
    fr: "Affichée dans l'arborescence",
    nl: "Getoond in de boom",
  },
  "ADMIN-HISTORY-FIELD-HAS-OWN-PAGE": {
    en: "Own page",
    fr: "Page propre",
    nl: "Eigen pagina",
  },
  "ADMIN-HISTORY-FIELD-CATEGORIES": { en: "Categories", fr: "Catégories", nl: "Categorieën" },
  "ADMIN-HISTORY-FIELD-LINES": {
    en: "Attribute values",
    fr: "Valeurs d'attributs",
    nl: "Attribuutwaarden",
  },
  "ADMIN-HISTORY-FIELD-SUMMARY": { en: "Summary", fr: "Résumé", nl: "Samenvatting" },
  "ADMIN-HISTORY-FIELD-ARCHIVED": { en: "Archived", fr: "Archivé", nl: "Gearchiveerd" },
  "ADMIN-HISTORY-FIELD-DATE": { en: "Date", fr: "Date", nl: "Datum" },
  "ADMIN-HISTORY-FIELD-PICTURES": { en: "Pictures", fr: "Images", nl: "Afbeeldingen" },
  "ADMIN-HISTORY-FIELD-ATTRIBUTE-SET": {
    en: "Attribute types",
    fr: "Types d'attributs",
    nl: "Attribuuttypes",
  },
};
