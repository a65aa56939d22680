// Interface texts of the back office's translations screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminTranslationsTexts: InterfaceTextSet = {
  "ADMIN-TRANSLATIONS-TITLE": { en: "Translations", fr: "Traductions", nl: "Vertalingen" },
  "ADMIN-TRANSLATIONS-TABLE": {
    en: "Translation keys",
    fr: "Clés de traduction",
    nl: "Vertaalsleutels",
  },
  "ADMIN-TRANSLATION-ADD": { en: "Add a key", fr: "Ajouter une clé", nl: "Sleutel toevoegen" },
  "ADMIN-TRANSLATION-KEY": { en: "Key", fr: "Clé", nl: "Sleutel" },
  "ADMIN-TRANSLATION-MISSING": { en: "Missing", fr: "Manquant", nl: "Ontbreekt" },
  "ADMIN-TRANSLATION-COMPLETE": { en: "Complete", fr: "Complet", nl: "Volledig" },
  "ADMIN-TRANSLATION-PREFIX": { en: "Texts shown", fr: "Textes affichés", nl: "Getoonde teksten" },
  "ADMIN-TRANSLATION-PREFIX-INTERFACE": {
    en: "Interface texts",
    fr: "Textes de l'interface",
    nl: "Interfaceteksten",
  },
  "ADMIN-TRANSLATION-PREFIX-CAT": {
    en: "Categories (CAT-)",
    fr: "Catégories (CAT-)",
    nl: "Categorieën (CAT-)",
  },
  "ADMIN-TRANSLATION-PREFIX-BLOG": {
    en: "Blog articles (BLOG-)",
    fr: "Articles du blog (BLOG-)",
    nl: "Blogartikels (BLOG-)",
  },
  "ADMIN-TRANSLATION-PREFIX-AT": {
    en: "Attributes (AT-)",
    fr: "Attributs (AT-)",
    nl: "Kenmerken (AT-)",
  },
  "ADMIN-TRANSLATION-PREFIX-ATV": {
    en: "Attribute values (ATV-)",
    fr: "Valeurs d'attributs (ATV-)",
    nl: "Kenmerkwaarden (ATV-)",
  },
  "ADMIN-TRANSLATION-PREFIX-PRODUCT": {
    en: "Product titles (PRODUCT-)",
    fr: "Titres de produits (PRODUCT-)",
    nl: "Producttitels (PRODUCT-)",
  },
  "ADMIN-TRANSLATION-MISSING-FILTER": {
    en: "Missing in",
    fr: "Manquant en",
    nl: "Ontbreekt in",
  },
  "ADMIN-TRANSLATION-MISSING-ANY": {
    en: "Every key",
    fr: "Toutes les clés",
    nl: "Alle sleutels",
  },
  "ADMIN-TRANSLATION-EDIT-TITLE": {
    en: "Edit {{key}}",
    fr: "Modifier {{key}}",
    nl: "{{key}} bewerken",
  },
  "ADMIN-TRANSLATION-DELETE-LINK": {
    en: "Delete {{key}}",
    fr: "Supprimer {{key}}",
    nl: "{{key}} verwijderen",
  },
  "ADMIN-TRANSLATION-NEW-TITLE": {
    en: "New translation key",
    fr: "Nouvelle clé de traduction",
    nl: "Nieuwe vertaalsleutel",
  },
  "ADMIN-TRANSLATION-KEY-HELP": {
    en: "The code the site looks the text up by, for example FOOTER-TERMS.",
    fr: "Le code par lequel le site trouve le texte, par exemple FOOTER-TERMS.",
    nl: "De code waarmee de site de tekst opzoekt, bijvoorbeeld FOOTER-TERMS.",
  },
  "ADMIN-TRANSLATION-RICH": {
    en: "Rich text (HTML)",
    fr: "Texte enrichi (HTML)",
    nl: "Opgemaakte tekst (HTML)",
  },
  "ADMIN-TRANSLATION-RICH-HELP": {
    en: "Page bodies (keys ending in -BODY or -EXTRA) are rich text; labels and short texts are plain.",
    fr: "Les corps de page (clés finissant par -BODY ou -EXTRA) sont en texte enrichi ; les libellés et textes courts sont simples.",
    nl: "Paginateksten (sleutels die eindigen op -BODY of -EXTRA) zijn opgemaakt; labels en korte teksten zijn gewoon.",
  },
  "ADMIN-TRANSLATION-EMPTY-HELP": {
    en: "Left empty, the language has no text and the site shows the English one.",
    fr: "Laissé vide, la langue n'a pas de texte et le site affiche le texte anglais.",
    nl: "Leeg gelaten heeft de taal geen tekst en toont de site de Engelse.",
  },
  "ADMIN-TRANSLATION-PLACEHOLDERS": {
    en: "Use the placeholders of the English text: {{expected}}",
    fr: "Utilisez les variables du texte anglais : {{expected}}",
    nl: "Gebruik de variabelen van de Engelse tekst: {{expected}}",
  },
  "ADMIN-TRANSLATION-NO-PLACEHOLDERS": {
    en: "The English text has no placeholders: remove {{found}}",
    fr: "Le texte anglais n'a pas de variable : retirez {{found}}",
    nl: "De Engelse tekst heeft geen variabelen: verwijder {{found}}",
  },
  "ADMIN-TRANSLATION-SAVED": {
    en: "Translation saved",
    fr: "Traduction enregistrée",
    nl: "Vertaling opgeslagen",
  },
  "ADMIN-TRANSLATION-NOT-SAVED": {
    en: "The translation was not saved.",
    fr: "La traduction n'a pas été enregistrée.",
    nl: "De vertaling is niet opgeslagen.",
  },
  "ADMIN-TRANSLATION-DELETED": {
    en: "Translation key deleted",
    fr: "Clé de traduction supprimée",
    nl: "Vertaalsleutel verwijderd",
  },
  "ADMIN-TRANSLATION-NOT-DELETED": {
    en: "The translation key was not deleted.",
    fr: "La clé de traduction n'a pas été supprimée.",
    nl: "De vertaalsleutel is niet verwijderd.",
  },
};
