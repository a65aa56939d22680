// Interface texts of the back office's audit log screen: its filters, and the sentences that say
// what each entry records ("admin@… changed the French title of product …"), each built from a
// sentence with its `{{who}}`, a kind of item in the two forms a sentence needs (`{{kind}}`
// as an object, `{{of}}` after a change: "du produit") and the item's name.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminAuditLogTexts: InterfaceTextSet = {
  "ADMIN-MENU-AUDITLOG": { en: "Audit log", fr: "Journal d'audit", nl: "Auditlogboek" },
  "ADMIN-AUDIT-TITLE": { en: "Audit log", fr: "Journal d'audit", nl: "Auditlogboek" },
  "ADMIN-AUDIT-HELP-ONE": {
    en: "Every change made in the back office or through the API, every sign-in (also failed ones) and sign-out: who, when and what. Entries are kept {{count}} day.",
    fr: "Chaque modification faite dans l'administration ou par l'API, chaque connexion (même échouée) et déconnexion : qui, quand et quoi. Les entrées sont conservées {{count}} jour.",
    nl: "Elke wijziging in het beheer of via de API, elke aanmelding (ook mislukte) en afmelding: wie, wanneer en wat. Regels worden {{count}} dag bewaard.",
  },
  "ADMIN-AUDIT-HELP-OTHER": {
    en: "Every change made in the back office or through the API, every sign-in (also failed ones) and sign-out: who, when and what. Entries are kept {{count}} days.",
    fr: "Chaque modification faite dans l'administration ou par l'API, chaque connexion (même échouée) et déconnexion : qui, quand et quoi. Les entrées sont conservées {{count}} jours.",
    nl: "Elke wijziging in het beheer of via de API, elke aanmelding (ook mislukte) en afmelding: wie, wanneer en wat. Regels worden {{count}} dagen bewaard.",
  },
  "ADMIN-AUDIT-TABLE": {
    en: "Audit log entries, newest first",
    fr: "Entrées du journal d'audit, les plus récentes d'abord",
    nl: "Regels van het auditlogboek, nieuwste eerst",
  },
  "ADMIN-AUDIT-FILTERS": { en: "Filters", fr: "Filtres", nl: "Filters" },
  "ADMIN-AUDIT-FILTER-PERSON": { en: "Person", fr: "Personne", nl: "Persoon" },
  "ADMIN-AUDIT-FILTER-PERSON-ALL": {
    en: "Everyone",
    fr: "Tout le monde",
    nl: "Iedereen",
  },
  "ADMIN-AUDIT-FILTER-ENTITY": { en: "Item", fr: "Élément", nl: "Item" },
  "ADMIN-AUDIT-FILTER-ENTITY-ALL": {
    en: "Every kind of item",
    fr: "Tous les types d'élément",
    nl: "Alle soorten items",
  },
  "ADMIN-AUDIT-FILTER-FROM": { en: "From", fr: "Du", nl: "Van" },
  "ADMIN-AUDIT-FILTER-TO": { en: "To", fr: "Au", nl: "Tot en met" },
  "ADMIN-AUDIT-FILTER-NONE-FOUND": {
    en: "Nobody found",
    fr: "Personne trouvé",
    nl: "Niemand gevonden",
  },
  "ADMIN-AUDIT-CLEAR-FILTERS": {
    en: "Clear the filters",
    fr: "Effacer les filtres",
    nl: "Filters wissen",
  },
  "ADMIN-AUDIT-COUNT-ONE": { en: "{{count}} entry", fr: "{{count}} entrée", nl: "{{count}} regel" },
  "ADMIN-AUDIT-COUNT-OTHER": {
    en: "{{count}} entries",
    fr: "{{count}} entrées",
    nl: "{{count}} regels",
  },
  "ADMIN-AUDIT-COUNT-PART": {
    en: "{{shown}} of {{total}} entries",
    fr: "{{shown}} entrées sur {{total}}",
    nl: "{{shown}} van {{total}} regels",
  },
  "ADMIN-AUDIT-EMPTY": {
    en: "No entry matches these filters.",
    fr: "Aucune entrée ne correspond à ces filtres.",
    nl: "Geen enkele regel past bij deze filters.",
  },
  "ADMIN-AUDIT-COLUMN-WHEN": { en: "When", fr: "Quand", nl: "Wanneer" },
  "ADMIN-AUDIT-COLUMN-WHAT": {
    en: "What happened",
    fr: "Ce qui s'est passé",
    nl: "Wat er gebeurde",
  },

  // ── The technical detail behind each entry ──────────────────────────────────────────────
  "ADMIN-AUDIT-DETAILS": {
    en: "Technical details",
    fr: "Détails techniques",
    nl: "Technische details",
  },
  "ADMIN-AUDIT-DETAIL-REQUEST": { en: "Request", fr: "Requête", nl: "Verzoek" },
  "ADMIN-AUDIT-DETAIL-RECORDED": {
    en: "Recorded",
    fr: "Enregistré",
    nl: "Vastgelegd",
  },
  "ADMIN-AUDIT-DETAIL-ITEM": { en: "Item", fr: "Élément", nl: "Item" },
  "ADMIN-AUDIT-DETAIL-ADDRESS": {
    en: "Network address",
    fr: "Adresse réseau",
    nl: "Netwerkadres",
  },

  // ── Sentences ───────────────────────────────────────────────────────────────────────────
  "ADMIN-AUDIT-SOMEONE": { en: "Someone", fr: "Quelqu'un", nl: "Iemand" },
  "ADMIN-AUDIT-SAID-CREATE": {
    en: "{{who}} created {{kind}} {{item}}",
    fr: "{{who}} a créé {{kind}} {{item}}",
    nl: "{{who}} heeft {{kind}} {{item}} aangemaakt",
  },
  "ADMIN-AUDIT-SAID-UPDATE": {
    en: "{{who}} changed {{kind}} {{item}}",
    fr: "{{who}} a modifié {{kind}} {{item}}",
    nl: "{{who}} heeft {{kind}} {{item}} gewijzigd",
  },
  "ADMIN-AUDIT-SAID-UPDATE-FIELDS": {
    en: "{{who}} changed {{fields}} {{of}} {{item}}",
    fr: "{{who}} a modifié {{fields}} {{of}} {{item}}",
    nl: "{{who}} heeft {{fields}} {{of}} {{item}} gewijzigd",
  },
  "ADMIN-AUDIT-SAID-DELETE": {
    en: "{{who}} deleted {{kind}} {{item}}",
    fr: "{{who}} a supprimé {{kind}} {{item}}",
    nl: "{{who}} heeft {{kind}} {{item}} verwijderd",
  },
  "ADMIN-AUDIT-SAID-RESTORE": {
    en: "{{who}} restored an earlier version {{of}} {{item}}",
    fr: "{{who}} a restauré une version antérieure {{of}} {{item}}",
    nl: "{{who}} heeft een eerdere versie {{of}} {{item}} teruggezet",
  },
  "ADMIN-AUDIT-SAID-RESTORE-FIELDS": {
    en: "{{who}} restored the earlier version of {{fields}} {{of}} {{item}}",
    fr: "{{who}} a restauré la version antérieure de {{fields}} {{of}} {{item}}",
    nl: "{{who}} heeft de eerdere versie van {{fields}} {{of}} {{item}} teruggezet",
  },
  "ADMIN-AUDIT-SAID-RESTORE-UNKNOWN": {
    en: "{{who}} restored an earlier version of an item",
    fr: "{{who}} a restauré une version antérieure d'un élément",
    nl: "{{who}} heeft een eerdere versie van een item teruggezet",
  },
  "ADMIN-AUDIT-SAID-TRASH-RESTORE": {
    en: "{{who}} brought {{item}} back from the trash",
    fr: "{{who}} a récupéré {{item}} dans la corbeille",
    nl: "{{who}} heeft {{item}} uit de prullenbak teruggehaald",
  },
  "ADMIN-AUDIT-SAID-TRASH-DELETE": {
    en: "{{who}} deleted {{item}} from the trash for good",
    fr: "{{who}} a supprimé définitivement {{item}} de la corbeille",
    nl: "{{who}} heeft {{item}} definitief uit de prullenbak verwijderd",
  },
  "ADMIN-AUDIT-AN-ITEM": { en: "an item", fr: "un élément", nl: "een item" },
  "ADMIN-AUDIT-SAID-TRASH-EMPTY": {
    en: "{{who}} emptied the trash",
    fr: "{{who}} a vidé la corbeille",
    nl: "{{who}} heeft de prullenbak leeggemaakt",
  },
  "ADMIN-AUDIT-SAID-TRASH-EMPTY-ONE": {
    en: "{{who}} emptied the trash: {{count}} item deleted for good",
    fr: "{{who}} a vidé la corbeille : {{count}} élément supprimé définitivement",
    nl: "{{who}} heeft de prullenbak leeggemaakt: {{count}} item definitief verwijderd",
  },
  "ADMIN-AUDIT-SAID-TRASH-EMPTY-OTHER": {
    en: "{{who}} emptied the trash: {{count}} items deleted for good",
    fr: "{{who}} a vidé la corbeille : {{count}} éléments supprimés définitivement",
    nl: "{{who}} heeft de prullenbak leeggemaakt: {{count}} items definitief verwijderd",
  },
  "ADMIN-AUDIT-SAID-SIGN-IN": {
    en: "{{who}} signed in",
    fr: "{{who}} a ouvert une session",
    nl: "{{who}} heeft zich aangemeld",
  },
  "ADMIN-AUDIT-SAID-SIGN-OUT": {
    en: "{{who}} signed out",
    fr: "{{who}} a fermé sa session",
    nl: "{{who}} heeft zich afgemeld",
  },
  "ADMIN-AUDIT-SAID-SIGN-IN-FAILED": {
    en: "Failed sign-in as {{email}}",
    fr: "Échec de connexion avec {{email}}",
    nl: "Mislukte aanmelding als {{email}}",
  },
  "ADMIN-AUDIT-SAID-SIGN-IN-FAILED-BLANK": {
    en: "Failed sign-in without an e-mail address",
    fr: "Échec de connexion sans adresse e-mail",
    nl: "Mislukte aanmelding zonder e-mailadres",
  },
  "ADMIN-AUDIT-SAID-CACHE-CLEAR-ALL": {
    en: "{{who}} cleared every cache",
    fr: "{{who}} a vidé tous les caches",
    nl: "{{who}} heeft alle caches leeggemaakt",
  },
  "ADMIN-AUDIT-SAID-CACHE-CLEAR": {
    en: "{{who}} cleared the cache {{item}}",
    fr: "{{who}} a vidé le cache {{item}}",
    nl: "{{who}} heeft de cache {{item}} leeggemaakt",
  },
  "ADMIN-AUDIT-SAID-CACHE-REBUILD": {
    en: "{{who}} rebuilt the caches",
    fr: "{{who}} a reconstruit les caches",
    nl: "{{who}} heeft de caches opnieuw opgebouwd",
  },
  "ADMIN-AUDIT-SAID-IMPORT": {
    en: "{{who}} imported {{what}} from a file",
    fr: "{{who}} a importé {{what}} depuis un fichier",
    nl: "{{who}} heeft {{what}} uit een bestand geïmporteerd",
  },
  "ADMIN-AUDIT-SAID-IMPORT-COUNTS": {
    en: "{{who}} imported {{what}} from a file: {{counts}}",
    fr: "{{who}} a importé {{what}} depuis un fichier : {{counts}}",
    nl: "{{who}} heeft {{what}} uit een bestand geïmporteerd: {{counts}}",
  },
  "ADMIN-AUDIT-IMPORT-PRODUCTS": { en: "products", fr: "des produits", nl: "producten" },
  "ADMIN-AUDIT-IMPORT-CATEGORIES": {
    en: "categories",
    fr: "des catégories",
    nl: "categorieën",
  },
  "ADMIN-AUDIT-IMPORT-TRANSLATIONS": { en: "texts", fr: "des textes", nl: "teksten" },
  "ADMIN-AUDIT-IMPORT-CATALOGUE": {
    en: "catalogue data",
    fr: "des données du catalogue",
    nl: "catalogusgegevens",
  },
  "ADMIN-AUDIT-IMPORT-NEW-ONE": {
    en: "{{count}} new",
    fr: "{{count}} ajout",
    nl: "{{count}} nieuw",
  },
  "ADMIN-AUDIT-IMPORT-NEW-OTHER": {
    en: "{{count}} new",
    fr: "{{count}} ajouts",
    nl: "{{count}} nieuw",
  },
  "ADMIN-AUDIT-IMPORT-CHANGED-ONE": {
    en: "{{count}} changed",
    fr: "{{count}} modification",
    nl: "{{count}} gewijzigd",
  },
  "ADMIN-AUDIT-IMPORT-CHANGED-OTHER": {
    en: "{{count}} changed",
    fr: "{{count}} modifications",
    nl: "{{count}} gewijzigd",
  },
  "ADMIN-AUDIT-IMPORT-SAME-ONE": {
    en: "{{count}} unchanged",
    fr: "{{count}} sans changement",
    nl: "{{count}} ongewijzigd",
  },
  "ADMIN-AUDIT-IMPORT-SAME-OTHER": {
    en: "{{count}} unchanged",
    fr: "{{count}} sans changement",
    nl: "{{count}} ongewijzigd",
  },
  "ADMIN-AUDIT-SAID-BULK-ONE": {
    en: "{{who}} changed {{count}} product in one go",
    fr: "{{who}} a modifié {{count}} produit en une fois",
    nl: "{{who}} heeft {{count}} product in één keer gewijzigd",
  },
  "ADMIN-AUDIT-SAID-BULK-OTHER": {
    en: "{{who}} changed {{count}} products in one go",
    fr: "{{who}} a modifié {{count}} produits en une fois",
    nl: "{{who}} heeft {{count}} producten in één keer gewijzigd",
  },
  "ADMIN-AUDIT-SAID-UNUSED-PICTURES-ONE": {
    en: "{{who}} deleted {{count}} unused picture",
    fr: "{{who}} a supprimé {{count}} image inutilisée",
    nl: "{{who}} heeft {{count}} ongebruikte afbeelding verwijderd",
  },
  "ADMIN-AUDIT-SAID-UNUSED-PICTURES-OTHER": {
    en: "{{who}} deleted {{count}} unused pictures",
    fr: "{{who}} a supprimé {{count}} images inutilisées",
    nl: "{{who}} heeft {{count}} ongebruikte afbeeldingen verwijderd",
  },
  "ADMIN-AUDIT-SAID-UNUSED-FILES": {
    en: "{{who}} removed unused picture files",
    fr: "{{who}} a supprimé des fichiers d'images inutilisés",
    nl: "{{who}} heeft ongebruikte afbeeldingsbestanden verwijderd",
  },
  "ADMIN-AUDIT-SAID-REPLY": {
    en: "{{who}} replied to enquiry {{item}}",
    fr: "{{who}} a répondu à la demande {{item}}",
    nl: "{{who}} heeft op aanvraag {{item}} geantwoord",
  },
  "ADMIN-AUDIT-SAID-ERASE": {
    en: "{{who}} erased a person's data from the enquiries",
    fr: "{{who}} a effacé les données d'une personne dans les demandes",
    nl: "{{who}} heeft de gegevens van een persoon uit de aanvragen gewist",
  },
  "ADMIN-AUDIT-SAID-ERASE-ONE": {
    en: "{{who}} erased the personal data of {{count}} enquiry",
    fr: "{{who}} a effacé les données personnelles de {{count}} demande",
    nl: "{{who}} heeft de persoonsgegevens van {{count}} aanvraag gewist",
  },
  "ADMIN-AUDIT-SAID-ERASE-OTHER": {
    en: "{{who}} erased the personal data of {{count}} enquiries",
    fr: "{{who}} a effacé les données personnelles de {{count}} demandes",
    nl: "{{who}} heeft de persoonsgegevens van {{count}} aanvragen gewist",
  },
  "ADMIN-AUDIT-SAID-SOMETHING": {
    en: "{{who}} made a change",
    fr: "{{who}} a fait une modification",
    nl: "{{who}} heeft iets gewijzigd",
  },

  // ── Kinds of item: as the object of a sentence, and after a change ("of product") ──────
  "ADMIN-AUDIT-KIND-PRODUCT": { en: "product", fr: "le produit", nl: "product" },
  "ADMIN-AUDIT-OF-PRODUCT": { en: "of product", fr: "du produit", nl: "van product" },
  "ADMIN-AUDIT-KIND-CATEGORY": { en: "category", fr: "la catégorie", nl: "categorie" },
  "ADMIN-AUDIT-OF-CATEGORY": {
    en: "of category",
    fr: "de la catégorie",
    nl: "van categorie",
  },
  "ADMIN-AUDIT-KIND-ARTICLE": { en: "article", fr: "l'article", nl: "artikel" },
  "ADMIN-AUDIT-OF-ARTICLE": { en: "of article", fr: "de l'article", nl: "van artikel" },
  "ADMIN-AUDIT-KIND-ATTRIBUTE-TYPE": { en: "attribute", fr: "l'attribut", nl: "kenmerk" },
  "ADMIN-AUDIT-OF-ATTRIBUTE-TYPE": {
    en: "of attribute",
    fr: "de l'attribut",
    nl: "van kenmerk",
  },
  "ADMIN-AUDIT-KIND-ATTRIBUTE-VALUE": {
    en: "attribute value",
    fr: "la valeur d'attribut",
    nl: "kenmerkwaarde",
  },
  "ADMIN-AUDIT-OF-ATTRIBUTE-VALUE": {
    en: "of attribute value",
    fr: "de la valeur d'attribut",
    nl: "van kenmerkwaarde",
  },
  "ADMIN-AUDIT-KIND-TRANSLATION": { en: "text", fr: "le texte", nl: "tekst" },
  "ADMIN-AUDIT-OF-TRANSLATION": { en: "of text", fr: "du texte", nl: "van tekst" },
  "ADMIN-AUDIT-KIND-SETTING": { en: "setting", fr: "le paramètre", nl: "instelling" },
  "ADMIN-AUDIT-OF-SETTING": { en: "of setting", fr: "du paramètre", nl: "van instelling" },
  "ADMIN-AUDIT-KIND-USER": { en: "user", fr: "l'utilisateur", nl: "gebruiker" },
  "ADMIN-AUDIT-OF-USER": { en: "of user", fr: "de l'utilisateur", nl: "van gebruiker" },
  "ADMIN-AUDIT-KIND-PICTURE": { en: "picture", fr: "l'image", nl: "afbeelding" },
  "ADMIN-AUDIT-OF-PICTURE": { en: "of picture", fr: "de l'image", nl: "van afbeelding" },
  "ADMIN-AUDIT-KIND-ENQUIRY": { en: "enquiry", fr: "la demande", nl: "aanvraag" },
  "ADMIN-AUDIT-OF-ENQUIRY": { en: "of enquiry", fr: "de la demande", nl: "van aanvraag" },

  // ── Kinds of item in the filter ─────────────────────────────────────────────────────────
  "ADMIN-AUDIT-ENTITY-PRODUCT": { en: "Product", fr: "Produit", nl: "Product" },
  "ADMIN-AUDIT-ENTITY-CATEGORY": { en: "Category", fr: "Catégorie", nl: "Categorie" },
  "ADMIN-AUDIT-ENTITY-ARTICLE": { en: "Article", fr: "Article", nl: "Artikel" },
  "ADMIN-AUDIT-ENTITY-ATTRIBUTE-TYPE": {
    en: "Attribute",
    fr: "Attribut",
    nl: "Kenmerk",
  },
  "ADMIN-AUDIT-ENTITY-ATTRIBUTE-VALUE": {
    en: "Attribute value",
    fr: "Valeur d'attribut",
    nl: "Kenmerkwaarde",
  },
  "ADMIN-AUDIT-ENTITY-TRANSLATION": { en: "Translation", fr: "Traduction", nl: "Vertaling" },
  "ADMIN-AUDIT-ENTITY-SETTING": { en: "Setting", fr: "Paramètre", nl: "Instelling" },
  "ADMIN-AUDIT-ENTITY-USER": { en: "User", fr: "Utilisateur", nl: "Gebruiker" },
  "ADMIN-AUDIT-ENTITY-PICTURE": { en: "Picture", fr: "Image", nl: "Afbeelding" },
  "ADMIN-AUDIT-ENTITY-CACHE": { en: "Cache", fr: "Cache", nl: "Cache" },
  "ADMIN-AUDIT-ENTITY-CATALOGUE-IMPORT": {
    en: "Catalogue import",
    fr: "Import du catalogue",
    nl: "Catalogusimport",
  },
  "ADMIN-AUDIT-ENTITY-REVISION": { en: "Revision", fr: "Révision", nl: "Revisie" },
  "ADMIN-AUDIT-ENTITY-TRASH": { en: "Trash", fr: "Corbeille", nl: "Prullenbak" },
  "ADMIN-AUDIT-ENTITY-SESSION": { en: "Session", fr: "Session", nl: "Sessie" },
  "ADMIN-AUDIT-ENTITY-ENQUIRY": { en: "Enquiry", fr: "Demande", nl: "Aanvraag" },
};
