// Interface texts of the back office's articles screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminArticlesTexts: InterfaceTextSet = {
  // ── List ──────────────────────────────────────────────────────────────────────────────────
  "ADMIN-ARTICLES-TITLE": { en: "Articles", fr: "Articles", nl: "Artikels" },
  "ADMIN-ARTICLES-ADD": { en: "Add an article", fr: "Ajouter un article", nl: "Artikel toevoegen" },
  "ADMIN-ARTICLES-WHICH": {
    en: "Articles shown",
    fr: "Articles affichés",
    nl: "Getoonde artikels",
  },
  "ADMIN-ARTICLES-PUBLISHED": { en: "Published", fr: "Publiés", nl: "Gepubliceerd" },
  "ADMIN-ARTICLES-ARCHIVED": { en: "Archived", fr: "Archivés", nl: "Gearchiveerd" },
  "ADMIN-ARTICLES-PUBLISHED-TABLE": {
    en: "Published articles",
    fr: "Articles publiés",
    nl: "Gepubliceerde artikels",
  },
  "ADMIN-ARTICLES-ARCHIVED-TABLE": {
    en: "Archived articles",
    fr: "Articles archivés",
    nl: "Gearchiveerde artikels",
  },
  "ADMIN-ARTICLE-COL-TITLE": { en: "Title", fr: "Titre", nl: "Titel" },
  "ADMIN-ARTICLE-COL-URLS": { en: "URLs", fr: "URL", nl: "URL's" },
  "ADMIN-ARTICLE-COL-ORDER": { en: "Order", fr: "Ordre", nl: "Volgorde" },
  "ADMIN-ARTICLE-COL-DATE": { en: "Date", fr: "Date", nl: "Datum" },
  "ADMIN-ARTICLE-COL-STATUS": { en: "Status", fr: "Statut", nl: "Status" },
  "ADMIN-ARTICLE-STATUS-PUBLISHED": { en: "Published", fr: "Publié", nl: "Gepubliceerd" },
  "ADMIN-ARTICLE-STATUS-ARCHIVED": { en: "Archived", fr: "Archivé", nl: "Gearchiveerd" },
  "ADMIN-ARTICLE-EDIT-NAMED": {
    en: "Edit {{name}}",
    fr: "Modifier {{name}}",
    nl: "{{name}} bewerken",
  },

  // ── Form ──────────────────────────────────────────────────────────────────────────────────
  "ADMIN-ARTICLE-NEW-TITLE": { en: "New article", fr: "Nouvel article", nl: "Nieuw artikel" },
  "ADMIN-ARTICLE-EDIT-TITLE": {
    en: "Article: {{name}}",
    fr: "Article : {{name}}",
    nl: "Artikel: {{name}}",
  },
  "ADMIN-ARTICLE-LANGUAGES": {
    en: "Texts per language",
    fr: "Textes par langue",
    nl: "Teksten per taal",
  },
  "ADMIN-ARTICLE-URL": { en: "URL", fr: "URL", nl: "URL" },
  "ADMIN-ARTICLE-URL-HINT": {
    en: "The last part of the article's address: lowercase letters, digits and dashes, e.g. choosing-a-seal.",
    fr: "La fin de l'adresse de l'article : minuscules, chiffres et tirets, p. ex. choisir-un-joint.",
    nl: "Het laatste deel van het adres van het artikel: kleine letters, cijfers en streepjes, bv. een-afdichting-kiezen.",
  },
  "ADMIN-ARTICLE-TITLE": { en: "Title", fr: "Titre", nl: "Titel" },
  "ADMIN-ARTICLE-SUMMARY": { en: "Summary", fr: "Résumé", nl: "Samenvatting" },
  "ADMIN-ARTICLE-BODY": { en: "Text", fr: "Texte", nl: "Tekst" },
  "ADMIN-ARTICLE-PICTURES": { en: "Pictures", fr: "Images", nl: "Afbeeldingen" },
  "ADMIN-ARTICLE-SORT-ORDER": { en: "Sort order", fr: "Ordre de tri", nl: "Sorteervolgorde" },
  "ADMIN-ARTICLE-DATE": {
    en: "Publication date",
    fr: "Date de publication",
    nl: "Publicatiedatum",
  },
  "ADMIN-ARTICLE-DATE-HINT": {
    en: "Left empty, a new article gets today's date.",
    fr: "Laissée vide, un nouvel article reçoit la date du jour.",
    nl: "Leeg gelaten krijgt een nieuw artikel de datum van vandaag.",
  },
  "ADMIN-ARTICLE-ARCHIVED-FIELD": {
    en: "Archived: hidden from the blog",
    fr: "Archivé : retiré du blog",
    nl: "Gearchiveerd: niet op de blog",
  },
  "ADMIN-ARTICLE-VIEW": {
    en: "View on the site",
    fr: "Voir sur le site",
    nl: "Bekijken op de website",
  },
  "ADMIN-ARTICLE-SAVED": {
    en: "The article is saved.",
    fr: "L'article est enregistré.",
    nl: "Het artikel is opgeslagen.",
  },
  "ADMIN-ARTICLE-NOT-SAVED": {
    en: "The article could not be saved.",
    fr: "L'article n'a pas pu être enregistré.",
    nl: "Het artikel kon niet worden opgeslagen.",
  },
  "ADMIN-ARTICLE-DELETED": {
    en: "The article is deleted.",
    fr: "L'article est supprimé.",
    nl: "Het artikel is verwijderd.",
  },
  "ADMIN-ARTICLE-NOT-DELETED": {
    en: "The article could not be deleted.",
    fr: "L'article n'a pas pu être supprimé.",
    nl: "Het artikel kon niet worden verwijderd.",
  },

  // ── Validation, as the server words it ────────────────────────────────────────────────────
  "ADMIN-ARTICLE-URL-REQUIRED": {
    en: "URL is required",
    fr: "L'URL est requise",
    nl: "URL is verplicht",
  },
  "ADMIN-ARTICLE-URL-LONG": {
    en: "URL is at most {{max}} characters",
    fr: "L'URL compte au plus {{max}} caractères",
    nl: "URL telt hoogstens {{max}} tekens",
  },
  "ADMIN-ARTICLE-URL-FORMAT": {
    en: "URL may hold lowercase letters, digits and dashes only",
    fr: "L'URL ne peut contenir que des minuscules, des chiffres et des tirets",
    nl: "URL mag enkel kleine letters, cijfers en streepjes bevatten",
  },
  "ADMIN-ARTICLE-TITLE-REQUIRED": {
    en: "Title is required",
    fr: "Le titre est requis",
    nl: "Titel is verplicht",
  },
  "ADMIN-ARTICLE-TITLE-LONG": {
    en: "Title is at most {{max}} characters",
    fr: "Le titre compte au plus {{max}} caractères",
    nl: "Titel telt hoogstens {{max}} tekens",
  },
  "ADMIN-ARTICLE-SUMMARY-LONG": {
    en: "Summary is at most {{max}} characters",
    fr: "Le résumé compte au plus {{max}} caractères",
    nl: "Samenvatting telt hoogstens {{max}} tekens",
  },
  "ADMIN-ARTICLE-ORDER-INVALID": {
    en: "The sort order must be a whole number",
    fr: "L'ordre de tri doit être un nombre entier",
    nl: "De sorteervolgorde moet een geheel getal zijn",
  },
};
