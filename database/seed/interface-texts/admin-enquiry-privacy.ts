// Interface texts of the back office's personal-data screen for enquiries: one address's data
// exported or erased (GDPR), and the link to it.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminEnquiryPrivacyTexts: InterfaceTextSet = {
  "ADMIN-ENQUIRY-PRIVACY-LINK": {
    en: "Personal data (GDPR)",
    fr: "Données personnelles (RGPD)",
    nl: "Persoonsgegevens (AVG)",
  },
  "ADMIN-ENQUIRY-PRIVACY-TITLE": {
    en: "Personal data (GDPR)",
    fr: "Données personnelles (RGPD)",
    nl: "Persoonsgegevens (AVG)",
  },
  "ADMIN-ENQUIRY-PRIVACY-HELP": {
    en: "What the shop holds about a person is in the enquiries they sent. Look up their e-mail address to download everything held, or to erase it: the enquiries then lose the name, e-mail, telephone, company, message, notes and replies, and keep their lines and dates for the shop's figures.",
    fr: "Ce que la boutique détient sur une personne se trouve dans les demandes qu'elle a envoyées. Recherchez son adresse e-mail pour télécharger tout ce qui est conservé, ou pour l'effacer : les demandes perdent alors le nom, l'e-mail, le téléphone, la société, le message, les notes et les réponses, et gardent leurs lignes et leurs dates pour les chiffres de la boutique.",
    nl: "Wat de winkel over iemand bewaart, staat in de aanvragen die die persoon stuurde. Zoek het e-mailadres op om alles wat bewaard wordt te downloaden, of om het te wissen: de aanvragen verliezen dan de naam, het e-mailadres, de telefoon, het bedrijf, het bericht, de notities en de antwoorden, en houden hun regels en datums voor de cijfers van de winkel.",
  },
  "ADMIN-ENQUIRY-PRIVACY-EMAIL": {
    en: "E-mail address",
    fr: "Adresse e-mail",
    nl: "E-mailadres",
  },
  "ADMIN-ENQUIRY-PRIVACY-LOOK-UP": { en: "Look up", fr: "Rechercher", nl: "Opzoeken" },
  "ADMIN-ENQUIRY-PRIVACY-INVALID": {
    en: "Enter an e-mail address, such as buyer@example.be.",
    fr: "Saisissez une adresse e-mail, par exemple acheteur@exemple.be.",
    nl: "Vul een e-mailadres in, bijvoorbeeld koper@voorbeeld.be.",
  },
  "ADMIN-ENQUIRY-PRIVACY-NONE": {
    en: "No enquiry holds this e-mail address.",
    fr: "Aucune demande ne contient cette adresse e-mail.",
    nl: "Geen enkele aanvraag bevat dit e-mailadres.",
  },
  "ADMIN-ENQUIRY-PRIVACY-HELD-ONE": {
    en: "{{count}} enquiry from {{email}}",
    fr: "{{count}} demande de {{email}}",
    nl: "{{count}} aanvraag van {{email}}",
  },
  "ADMIN-ENQUIRY-PRIVACY-HELD-OTHER": {
    en: "{{count}} enquiries from {{email}}",
    fr: "{{count}} demandes de {{email}}",
    nl: "{{count}} aanvragen van {{email}}",
  },
  "ADMIN-ENQUIRY-PRIVACY-DOWNLOAD": {
    en: "Download everything held (JSON)",
    fr: "Télécharger tout ce qui est conservé (JSON)",
    nl: "Alles wat bewaard wordt downloaden (JSON)",
  },
  "ADMIN-ENQUIRY-PRIVACY-ERASE": { en: "Erase", fr: "Effacer", nl: "Wissen" },
  "ADMIN-ENQUIRY-PRIVACY-ERASE-TITLE": {
    en: "Erase this person's data?",
    fr: "Effacer les données de cette personne ?",
    nl: "De gegevens van deze persoon wissen?",
  },
  "ADMIN-ENQUIRY-PRIVACY-ERASE-TEXT-ONE": {
    en: "{{count}} enquiry from {{email}} will be anonymised for good: the name, e-mail, telephone, company, message, notes and replies are erased; it cannot be undone.",
    fr: "{{count}} demande de {{email}} sera anonymisée définitivement : le nom, l'e-mail, le téléphone, la société, le message, les notes et les réponses sont effacés ; c'est irréversible.",
    nl: "{{count}} aanvraag van {{email}} wordt voorgoed geanonimiseerd: de naam, het e-mailadres, de telefoon, het bedrijf, het bericht, de notities en de antwoorden worden gewist; dit kan niet ongedaan gemaakt worden.",
  },
  "ADMIN-ENQUIRY-PRIVACY-ERASE-TEXT-OTHER": {
    en: "{{count}} enquiries from {{email}} will be anonymised for good: the name, e-mail, telephone, company, message, notes and replies are erased; it cannot be undone.",
    fr: "{{count}} demandes de {{email}} seront anonymisées définitivement : le nom, l'e-mail, le téléphone, la société, le message, les notes et les réponses sont effacés ; c'est irréversible.",
    nl: "{{count}} aanvragen van {{email}} worden voorgoed geanonimiseerd: de naam, het e-mailadres, de telefoon, het bedrijf, het bericht, de notities en de antwoorden worden gewist; dit kan niet ongedaan gemaakt worden.",
  },
  "ADMIN-ENQUIRY-PRIVACY-ERASED-ONE": {
    en: "{{count}} enquiry from {{email}} was anonymised.",
    fr: "{{count}} demande de {{email}} a été anonymisée.",
    nl: "{{count}} aanvraag van {{email}} is geanonimiseerd.",
  },
  "ADMIN-ENQUIRY-PRIVACY-ERASED-OTHER": {
    en: "{{count}} enquiries from {{email}} were anonymised.",
    fr: "{{count}} demandes de {{email}} ont été anonymisées.",
    nl: "{{count}} aanvragen van {{email}} zijn geanonimiseerd.",
  },
  "ADMIN-ENQUIRY-PRIVACY-NOT-ERASED": {
    en: "Nothing was erased.",
    fr: "Rien n'a été effacé.",
    nl: "Er is niets gewist.",
  },
};
