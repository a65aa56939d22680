// Interface texts of the back office's enquiry screens: the words they share, the inbox, the
// menu's count of new enquiries and the overview's enquiries; one enquiry's page and the
// personal-data screen have theirs in admin-enquiry.ts and admin-enquiry-privacy.ts. A count
// has two texts, -ONE and -OTHER, which the screens choose between by the language's plural
// rules (French says "0 ligne" like "1 ligne").
import type { InterfaceTextSet } from "./text-set.ts";

export const adminEnquiriesTexts: InterfaceTextSet = {
  "ADMIN-MENU-ENQUIRIES": { en: "Enquiries", fr: "Demandes", nl: "Aanvragen" },
  "ADMIN-ENQUIRY-MENU-NEW-ONE": {
    en: "{{count}} new",
    fr: "{{count}} nouvelle",
    nl: "{{count}} nieuwe",
  },
  "ADMIN-ENQUIRY-MENU-NEW-OTHER": {
    en: "{{count}} new",
    fr: "{{count}} nouvelles",
    nl: "{{count}} nieuwe",
  },

  // Statuses
  "ADMIN-ENQUIRY-STATUS-NEW": { en: "New", fr: "Nouvelle", nl: "Nieuw" },
  "ADMIN-ENQUIRY-STATUS-IN-PROGRESS": { en: "In progress", fr: "En cours", nl: "In behandeling" },
  "ADMIN-ENQUIRY-STATUS-ANSWERED": { en: "Answered", fr: "Répondue", nl: "Beantwoord" },
  "ADMIN-ENQUIRY-STATUS-WON": { en: "Won", fr: "Gagnée", nl: "Gewonnen" },
  "ADMIN-ENQUIRY-STATUS-LOST": { en: "Lost", fr: "Perdue", nl: "Verloren" },

  // Shared by the screens
  "ADMIN-ENQUIRY-NOBODY": { en: "Nobody", fr: "Personne", nl: "Niemand" },
  "ADMIN-ENQUIRY-UNKNOWN-PERSON": {
    en: "A former administrator",
    fr: "Un ancien administrateur",
    nl: "Een voormalige beheerder",
  },
  "ADMIN-ENQUIRY-LINES-ONE": { en: "{{count}} line", fr: "{{count}} ligne", nl: "{{count}} regel" },
  "ADMIN-ENQUIRY-LINES-OTHER": {
    en: "{{count}} lines",
    fr: "{{count}} lignes",
    nl: "{{count}} regels",
  },
  "ADMIN-ENQUIRY-ANONYMISED-SHORT": {
    en: "Details removed",
    fr: "Coordonnées effacées",
    nl: "Gegevens gewist",
  },
  "ADMIN-ENQUIRY-TEXT-REMOVED": {
    en: "Text removed with the buyer's details.",
    fr: "Texte effacé avec les coordonnées de l'acheteur.",
    nl: "Tekst gewist samen met de gegevens van de koper.",
  },
  "ADMIN-ENQUIRY-BACK": {
    en: "Back to the enquiries",
    fr: "Retour aux demandes",
    nl: "Terug naar de aanvragen",
  },

  // The inbox
  "ADMIN-ENQUIRY-INBOX-TITLE": { en: "Enquiries", fr: "Demandes de devis", nl: "Offerteaanvragen" },
  "ADMIN-ENQUIRY-INBOX-FILTERS": {
    en: "Filter the enquiries",
    fr: "Filtrer les demandes",
    nl: "Aanvragen filteren",
  },
  "ADMIN-ENQUIRY-INBOX-SEARCH": { en: "Search", fr: "Rechercher", nl: "Zoeken" },
  "ADMIN-ENQUIRY-INBOX-SEARCH-HINT": {
    en: "Reference, name, company, e-mail or product code",
    fr: "Référence, nom, société, e-mail ou code produit",
    nl: "Referentie, naam, bedrijf, e-mail of productcode",
  },
  "ADMIN-ENQUIRY-INBOX-FILTER-STATUS": { en: "Status", fr: "Statut", nl: "Status" },
  "ADMIN-ENQUIRY-INBOX-FILTER-STATUS-ALL": {
    en: "Every status",
    fr: "Tous les statuts",
    nl: "Alle statussen",
  },
  "ADMIN-ENQUIRY-INBOX-FILTER-ASSIGNEE": {
    en: "Handled by",
    fr: "Traitée par",
    nl: "Behandeld door",
  },
  "ADMIN-ENQUIRY-INBOX-FILTER-ASSIGNEE-ALL": {
    en: "Anyone or nobody",
    fr: "N'importe qui ou personne",
    nl: "Iedereen of niemand",
  },
  "ADMIN-ENQUIRY-INBOX-FILTER-FROM": { en: "Received from", fr: "Reçue du", nl: "Ontvangen van" },
  "ADMIN-ENQUIRY-INBOX-FILTER-TO": {
    en: "Received until",
    fr: "Reçue jusqu'au",
    nl: "Ontvangen tot en met",
  },
  "ADMIN-ENQUIRY-INBOX-APPLY": { en: "Filter", fr: "Filtrer", nl: "Filteren" },
  "ADMIN-ENQUIRY-INBOX-CLEAR": {
    en: "Clear the filters",
    fr: "Effacer les filtres",
    nl: "Filters wissen",
  },
  "ADMIN-ENQUIRY-INBOX-SHOWN-ONE": {
    en: "{{count}} enquiry",
    fr: "{{count}} demande",
    nl: "{{count}} aanvraag",
  },
  "ADMIN-ENQUIRY-INBOX-SHOWN-OTHER": {
    en: "{{count}} enquiries",
    fr: "{{count}} demandes",
    nl: "{{count}} aanvragen",
  },
  "ADMIN-ENQUIRY-INBOX-SHOWN-PART": {
    en: "{{shown}} of {{total}} enquiries",
    fr: "{{shown}} sur {{total}} demandes",
    nl: "{{shown}} van {{total}} aanvragen",
  },
  "ADMIN-ENQUIRY-INBOX-NONE": {
    en: "No enquiry yet.",
    fr: "Aucune demande pour l'instant.",
    nl: "Nog geen aanvragen.",
  },
  "ADMIN-ENQUIRY-INBOX-NONE-FOUND": {
    en: "No enquiry matches these filters.",
    fr: "Aucune demande ne correspond à ces filtres.",
    nl: "Geen enkele aanvraag past bij deze filters.",
  },
  "ADMIN-ENQUIRY-INBOX-DOWNLOAD": {
    en: "Download this list:",
    fr: "Télécharger cette liste :",
    nl: "Deze lijst downloaden:",
  },
  "ADMIN-ENQUIRY-INBOX-DOWNLOAD-CSV-ENQUIRY": {
    en: "CSV, a row per enquiry",
    fr: "CSV, une ligne par demande",
    nl: "CSV, een rij per aanvraag",
  },
  "ADMIN-ENQUIRY-INBOX-DOWNLOAD-XLSX-ENQUIRY": {
    en: "XLSX, a row per enquiry",
    fr: "XLSX, une ligne par demande",
    nl: "XLSX, een rij per aanvraag",
  },
  "ADMIN-ENQUIRY-INBOX-DOWNLOAD-CSV-LINE": {
    en: "CSV, a row per product line",
    fr: "CSV, une ligne par produit demandé",
    nl: "CSV, een rij per productregel",
  },
  "ADMIN-ENQUIRY-INBOX-DOWNLOAD-XLSX-LINE": {
    en: "XLSX, a row per product line",
    fr: "XLSX, une ligne par produit demandé",
    nl: "XLSX, een rij per productregel",
  },
  "ADMIN-ENQUIRY-INBOX-TABLE": {
    en: "Enquiries, newest first",
    fr: "Demandes, les plus récentes d'abord",
    nl: "Aanvragen, nieuwste eerst",
  },
  "ADMIN-ENQUIRY-INBOX-COLUMN-REFERENCE": { en: "Reference", fr: "Référence", nl: "Referentie" },
  "ADMIN-ENQUIRY-INBOX-COLUMN-RECEIVED": { en: "Received", fr: "Reçue le", nl: "Ontvangen op" },
  "ADMIN-ENQUIRY-INBOX-COLUMN-BUYER": {
    en: "Company and name",
    fr: "Société et nom",
    nl: "Bedrijf en naam",
  },
  "ADMIN-ENQUIRY-INBOX-COLUMN-LINES": { en: "Products", fr: "Produits", nl: "Producten" },
  "ADMIN-ENQUIRY-INBOX-COLUMN-STATUS": { en: "Status", fr: "Statut", nl: "Status" },
  "ADMIN-ENQUIRY-INBOX-COLUMN-ASSIGNEE": {
    en: "Handled by",
    fr: "Traitée par",
    nl: "Behandeld door",
  },
  "ADMIN-ENQUIRY-INBOX-PAGES": { en: "Pages", fr: "Pages", nl: "Pagina's" },
  "ADMIN-ENQUIRY-INBOX-PAGE-OF": {
    en: "Page {{page}} of {{pages}}",
    fr: "Page {{page}} sur {{pages}}",
    nl: "Pagina {{page}} van {{pages}}",
  },

  // The overview
  "ADMIN-ENQUIRY-HOME-TITLE": { en: "Enquiries", fr: "Demandes de devis", nl: "Offerteaanvragen" },
  "ADMIN-ENQUIRY-HOME-NEW-ONE": {
    en: "new enquiry",
    fr: "nouvelle demande",
    nl: "nieuwe aanvraag",
  },
  "ADMIN-ENQUIRY-HOME-NEW-OTHER": {
    en: "new enquiries",
    fr: "nouvelles demandes",
    nl: "nieuwe aanvragen",
  },
  "ADMIN-ENQUIRY-HOME-LATEST": {
    en: "Latest enquiries",
    fr: "Dernières demandes",
    nl: "Laatste aanvragen",
  },
  "ADMIN-ENQUIRY-HOME-NONE": {
    en: "No enquiry yet.",
    fr: "Aucune demande pour l'instant.",
    nl: "Nog geen aanvragen.",
  },
  "ADMIN-ENQUIRY-HOME-ALL": {
    en: "Every enquiry",
    fr: "Toutes les demandes",
    nl: "Alle aanvragen",
  },
};
