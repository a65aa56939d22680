// Interface texts of the back office's trash screen.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminTrashTexts: InterfaceTextSet = {
  "ADMIN-MENU-TRASH": { en: "Trash", fr: "Corbeille", nl: "Prullenbak" },
  "ADMIN-TRASH-TITLE": { en: "Trash", fr: "Corbeille", nl: "Prullenbak" },
  "ADMIN-TRASH-HELP-ONE": {
    en: "What was deleted stays here {{count}} day, until it is restored or deleted for good.",
    fr: "Ce qui a été supprimé reste ici {{count}} jour, jusqu'à sa restauration ou sa suppression définitive.",
    nl: "Wat verwijderd is, blijft hier {{count}} dag, tot het hersteld of definitief verwijderd wordt.",
  },
  "ADMIN-TRASH-HELP-OTHER": {
    en: "What was deleted stays here {{count}} days, until it is restored or deleted for good.",
    fr: "Ce qui a été supprimé reste ici {{count}} jours, jusqu'à sa restauration ou sa suppression définitive.",
    nl: "Wat verwijderd is, blijft hier {{count}} dagen, tot het hersteld of definitief verwijderd wordt.",
  },
  "ADMIN-TRASH-ITEM": { en: "Item", fr: "Élément", nl: "Item" },
  "ADMIN-TRASH-KIND": { en: "Kind", fr: "Type", nl: "Soort" },
  "ADMIN-TRASH-KIND-PRODUCT": { en: "Product", fr: "Produit", nl: "Product" },
  "ADMIN-TRASH-KIND-CATEGORY": { en: "Category", fr: "Catégorie", nl: "Categorie" },
  "ADMIN-TRASH-KIND-ARTICLE": { en: "Article", fr: "Article", nl: "Artikel" },
  "ADMIN-TRASH-KIND-SETTING": { en: "Setting", fr: "Paramètre", nl: "Instelling" },
  "ADMIN-TRASH-KIND-TRANSLATION-KEY": {
    en: "Translation key",
    fr: "Clé de traduction",
    nl: "Vertaalsleutel",
  },
  "ADMIN-TRASH-KIND-ATTRIBUTE-TYPE": {
    en: "Attribute type",
    fr: "Type d'attribut",
    nl: "Attribuuttype",
  },
  "ADMIN-TRASH-KIND-ATTRIBUTE-VALUE": {
    en: "Attribute value",
    fr: "Valeur d'attribut",
    nl: "Attribuutwaarde",
  },
  "ADMIN-TRASH-KIND-USER": { en: "User", fr: "Utilisateur", nl: "Gebruiker" },
  "ADMIN-TRASH-DELETED-AT": { en: "Deleted", fr: "Supprimé le", nl: "Verwijderd op" },
  "ADMIN-TRASH-DELETED-BY": { en: "By", fr: "Par", nl: "Door" },
  "ADMIN-TRASH-RESTORE": { en: "Restore", fr: "Restaurer", nl: "Herstellen" },
  "ADMIN-TRASH-RESTORE-NAMED": {
    en: "Restore {{name}}",
    fr: "Restaurer {{name}}",
    nl: "Herstellen: {{name}}",
  },
  "ADMIN-TRASH-RESTORED": {
    en: "{{name}} is restored.",
    fr: "{{name}} est restauré.",
    nl: "{{name}} is hersteld.",
  },
  "ADMIN-TRASH-DELETE": {
    en: "Delete for good",
    fr: "Supprimer définitivement",
    nl: "Definitief verwijderen",
  },
  "ADMIN-TRASH-DELETE-NAMED": {
    en: "Delete for good: {{name}}",
    fr: "Supprimer définitivement : {{name}}",
    nl: "Definitief verwijderen: {{name}}",
  },
  "ADMIN-TRASH-DELETE-TITLE": {
    en: "Delete for good?",
    fr: "Supprimer définitivement ?",
    nl: "Definitief verwijderen?",
  },
  "ADMIN-TRASH-DELETE-TEXT": {
    en: "{{name}} will be gone for good: it cannot be restored afterwards.",
    fr: "{{name}} disparaîtra définitivement : il ne pourra plus être restauré.",
    nl: "{{name}} verdwijnt definitief: het kan daarna niet meer hersteld worden.",
  },
  "ADMIN-TRASH-DELETED": {
    en: "{{name}} is deleted for good.",
    fr: "{{name}} est supprimé définitivement.",
    nl: "{{name}} is definitief verwijderd.",
  },
  "ADMIN-TRASH-EMPTY": { en: "Empty the trash", fr: "Vider la corbeille", nl: "Prullenbak legen" },
  "ADMIN-TRASH-EMPTY-TITLE": {
    en: "Empty the trash?",
    fr: "Vider la corbeille ?",
    nl: "Prullenbak legen?",
  },
  "ADMIN-TRASH-EMPTY-TEXT-ONE": {
    en: "{{count}} item in the trash will be gone for good.",
    fr: "{{count}} élément de la corbeille disparaîtra définitivement.",
    nl: "{{count}} item in de prullenbak verdwijnt definitief.",
  },
  "ADMIN-TRASH-EMPTY-TEXT-OTHER": {
    en: "The {{count}} items in the trash will be gone for good.",
    fr: "Les {{count}} éléments de la corbeille disparaîtront définitivement.",
    nl: "De {{count}} items in de prullenbak verdwijnen definitief.",
  },
  "ADMIN-TRASH-EMPTIED": {
    en: "The trash is empty.",
    fr: "La corbeille est vide.",
    nl: "De prullenbak is leeg.",
  },
  "ADMIN-TRASH-FAILED": {
    en: "This could not be done.",
    fr: "Cette action n'a pas pu être effectuée.",
    nl: "Dit kon niet worden uitgevoerd.",
  },
};
