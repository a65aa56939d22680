// Interface texts of the back office's pictures screen.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminResourcesTexts: InterfaceTextSet = {
  "ADMIN-RESOURCES-TITLE": { en: "Pictures", fr: "Images", nl: "Afbeeldingen" },
  "ADMIN-RESOURCES-TABLE": {
    en: "Uploaded pictures",
    fr: "Images envoyées",
    nl: "Geüploade afbeeldingen",
  },
  "ADMIN-RESOURCE-COL-PICTURE": { en: "Picture", fr: "Image", nl: "Afbeelding" },
  "ADMIN-RESOURCE-COL-ID": { en: "Id", fr: "Id", nl: "Id" },
  "ADMIN-RESOURCE-COL-NAME": {
    en: "Original name",
    fr: "Nom d'origine",
    nl: "Oorspronkelijke naam",
  },
  "ADMIN-RESOURCE-COL-SIZE": {
    en: "Size (pixels)",
    fr: "Taille (pixels)",
    nl: "Afmetingen (pixels)",
  },
  "ADMIN-RESOURCE-COL-TYPE": { en: "Type", fr: "Type", nl: "Type" },
  "ADMIN-RESOURCE-COL-BYTES": { en: "File size", fr: "Poids", nl: "Bestandsgrootte" },
  "ADMIN-RESOURCE-COL-USED": { en: "Used by", fr: "Utilisée par", nl: "Gebruikt door" },
  "ADMIN-RESOURCE-THUMB-ALT": {
    en: "Picture {{id}}: {{name}}",
    fr: "Image {{id}} : {{name}}",
    nl: "Afbeelding {{id}}: {{name}}",
  },
  "ADMIN-RESOURCE-UNUSED": { en: "Not used", fr: "Inutilisée", nl: "Niet gebruikt" },
  "ADMIN-RESOURCE-USED-PRODUCT": {
    en: "Product {{name}}",
    fr: "Produit {{name}}",
    nl: "Product {{name}}",
  },
  "ADMIN-RESOURCE-USED-CATEGORY": {
    en: "Category {{name}}",
    fr: "Catégorie {{name}}",
    nl: "Categorie {{name}}",
  },
  "ADMIN-RESOURCE-USED-ARTICLE": {
    en: "Article {{name}}",
    fr: "Article {{name}}",
    nl: "Artikel {{name}}",
  },
  "ADMIN-RESOURCES-UPLOAD": {
    en: "Upload pictures",
    fr: "Envoyer des images",
    nl: "Afbeeldingen uploaden",
  },
  "ADMIN-RESOURCE-UPLOADED": {
    en: "{{name}} is uploaded as picture {{id}}.",
    fr: "{{name}} est envoyée comme image {{id}}.",
    nl: "{{name}} is geüpload als afbeelding {{id}}.",
  },
  "ADMIN-RESOURCES-CLEAN": {
    en: "Clean up unused files",
    fr: "Nettoyer les fichiers inutilisés",
    nl: "Ongebruikte bestanden opruimen",
  },
  "ADMIN-RESOURCES-CLEAN-TITLE": {
    en: "Clean up unused files?",
    fr: "Nettoyer les fichiers inutilisés ?",
    nl: "Ongebruikte bestanden opruimen?",
  },
  "ADMIN-RESOURCES-CLEAN-TEXT": {
    en: "Files on disk that no picture of this list points to, and thumbnails made in an older way, will be deleted. Every picture listed here stays.",
    fr: "Les fichiers du disque qu'aucune image de cette liste n'utilise, et les miniatures d'une ancienne façon, seront supprimés. Toutes les images de la liste restent.",
    nl: "Bestanden op schijf waar geen afbeelding uit deze lijst naar verwijst, en miniaturen op een oudere manier gemaakt, worden verwijderd. Elke afbeelding in de lijst blijft.",
  },
  "ADMIN-RESOURCES-CLEANED": {
    en: "{{count}} unused file(s) removed.",
    fr: "{{count}} fichier(s) inutilisé(s) supprimé(s).",
    nl: "{{count}} ongebruikt(e) bestand(en) verwijderd.",
  },
  "ADMIN-RESOURCES-NOT-CLEANED": {
    en: "The unused files could not be cleaned up.",
    fr: "Les fichiers inutilisés n'ont pas pu être nettoyés.",
    nl: "De ongebruikte bestanden konden niet worden opgeruimd.",
  },
};
