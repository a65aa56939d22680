// Interface texts of the back office's insight screen: what buyers look at and look for, over a
// range of days, in figures, charts, tables and the search report.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminInsightTexts: InterfaceTextSet = {
  "ADMIN-MENU-INSIGHT": { en: "Insight", fr: "Statistiques", nl: "Inzicht" },
  "ADMIN-INSIGHT-TITLE": {
    en: "What buyers look at and look for",
    fr: "Ce que les acheteurs regardent et cherchent",
    nl: "Wat kopers bekijken en zoeken",
  },
  "ADMIN-INSIGHT-INTRO": {
    en: "Counted on the server, without cookies or anything that identifies a visitor. Robots are left out.",
    fr: "Compté sur le serveur, sans cookies ni rien qui identifie un visiteur. Les robots ne sont pas comptés.",
    nl: "Geteld op de server, zonder cookies of iets dat een bezoeker herkent. Robots tellen niet mee.",
  },
  "ADMIN-INSIGHT-RANGE": { en: "Days shown", fr: "Jours affichés", nl: "Getoonde dagen" },
  "ADMIN-INSIGHT-RANGE-LAST": {
    en: "Last {{days}} days",
    fr: "{{days}} derniers jours",
    nl: "Laatste {{days}} dagen",
  },
  "ADMIN-INSIGHT-RANGE-FROM": { en: "From", fr: "Du", nl: "Van" },
  "ADMIN-INSIGHT-RANGE-TO": { en: "To", fr: "Au", nl: "Tot en met" },
  "ADMIN-INSIGHT-RANGE-APPLY": {
    en: "Show these days",
    fr: "Afficher ces jours",
    nl: "Deze dagen tonen",
  },
  "ADMIN-INSIGHT-RANGE-SHOWN": {
    en: "From {{from}} to {{to}}, compared with {{previousFrom}} to {{previousTo}}.",
    fr: "Du {{from}} au {{to}}, comparé au {{previousFrom}} au {{previousTo}}.",
    nl: "Van {{from}} tot en met {{to}}, vergeleken met {{previousFrom}} tot en met {{previousTo}}.",
  },
  "ADMIN-INSIGHT-RANGE-REFUSED-FROM": {
    en: "The first day (from) is not a date written YYYY-MM-DD.",
    fr: "Le premier jour (from) n'est pas une date écrite AAAA-MM-JJ.",
    nl: "De eerste dag (from) is geen datum geschreven als JJJJ-MM-DD.",
  },
  "ADMIN-INSIGHT-RANGE-REFUSED-TO": {
    en: "The last day (to) is not a date written YYYY-MM-DD.",
    fr: "Le dernier jour (to) n'est pas une date écrite AAAA-MM-JJ.",
    nl: "De laatste dag (to) is geen datum geschreven als JJJJ-MM-DD.",
  },
  "ADMIN-INSIGHT-RANGE-REFUSED-ORDER": {
    en: "The last day (to) comes before the first day (from).",
    fr: "Le dernier jour (to) précède le premier jour (from).",
    nl: "De laatste dag (to) valt vóór de eerste dag (from).",
  },
  "ADMIN-INSIGHT-RANGE-REFUSED-LENGTH": {
    en: "The days shown (to) may span two years at most.",
    fr: "Les jours affichés (to) couvrent deux ans au plus.",
    nl: "De getoonde dagen (to) beslaan hoogstens twee jaar.",
  },
  "ADMIN-INSIGHT-RANGE-REFUSED-DAYS": {
    en: "The address asks for a number of days (days) the screen does not offer: 7, 30 or 90.",
    fr: "L'adresse demande un nombre de jours (days) que l'écran ne propose pas : 7, 30 ou 90.",
    nl: "Het adres vraagt een aantal dagen (days) dat het scherm niet biedt: 7, 30 of 90.",
  },
  "ADMIN-INSIGHT-HEADLINES": { en: "In figures", fr: "En chiffres", nl: "In cijfers" },
  "ADMIN-INSIGHT-HEADLINE-VISITS": { en: "Page views", fr: "Pages vues", nl: "Paginaweergaven" },
  "ADMIN-INSIGHT-HEADLINE-SEARCHES": { en: "Searches", fr: "Recherches", nl: "Zoekopdrachten" },
  "ADMIN-INSIGHT-HEADLINE-ENQUIRIES": { en: "Enquiries", fr: "Demandes", nl: "Aanvragen" },
  "ADMIN-INSIGHT-TREND-UP": {
    en: "{{percent}} % more than the {{days}} days before",
    fr: "{{percent}} % de plus que les {{days}} jours précédents",
    nl: "{{percent}} % meer dan de {{days}} dagen ervoor",
  },
  "ADMIN-INSIGHT-TREND-DOWN": {
    en: "{{percent}} % fewer than the {{days}} days before",
    fr: "{{percent}} % de moins que les {{days}} jours précédents",
    nl: "{{percent}} % minder dan de {{days}} dagen ervoor",
  },
  "ADMIN-INSIGHT-TREND-SAME": {
    en: "as many as the {{days}} days before",
    fr: "autant que les {{days}} jours précédents",
    nl: "evenveel als de {{days}} dagen ervoor",
  },
  "ADMIN-INSIGHT-TREND-NEW": {
    en: "none in the {{days}} days before",
    fr: "aucun les {{days}} jours précédents",
    nl: "geen in de {{days}} dagen ervoor",
  },
  "ADMIN-INSIGHT-CHART-VISITS": {
    en: "Page views per day, by language",
    fr: "Pages vues par jour, par langue",
    nl: "Paginaweergaven per dag, per taal",
  },
  "ADMIN-INSIGHT-CHART-CATEGORIES": {
    en: "Categories viewed most",
    fr: "Catégories les plus vues",
    nl: "Meest bekeken categorieën",
  },
  "ADMIN-INSIGHT-CHART-PRODUCTS": {
    en: "Products viewed most",
    fr: "Produits les plus vus",
    nl: "Meest bekeken producten",
  },
  "ADMIN-INSIGHT-CHART-REFERRERS": {
    en: "Sites visitors came from",
    fr: "Sites d'où viennent les visiteurs",
    nl: "Sites waar bezoekers vandaan kwamen",
  },
  "ADMIN-INSIGHT-CHART-SEARCHES": {
    en: "Searches per day, and those that found nothing",
    fr: "Recherches par jour, et celles qui n'ont rien trouvé",
    nl: "Zoekopdrachten per dag, en die zonder resultaat",
  },
  "ADMIN-INSIGHT-CHART-ENQUIRIES": {
    en: "Enquiries per day, received, won and lost",
    fr: "Demandes par jour, reçues, gagnées et perdues",
    nl: "Aanvragen per dag, ontvangen, gewonnen en verloren",
  },
  "ADMIN-INSIGHT-CHART-TABLE": {
    en: "The figures as a table",
    fr: "Les chiffres en tableau",
    nl: "De cijfers als tabel",
  },
  "ADMIN-INSIGHT-DOWNLOAD-CSV": {
    en: "Download “{{chart}}” as CSV",
    fr: "Télécharger « {{chart}} » en CSV",
    nl: "“{{chart}}” downloaden als CSV",
  },
  "ADMIN-INSIGHT-NOTHING-COUNTED": {
    en: "Nothing counted in these days.",
    fr: "Rien de compté ces jours-là.",
    nl: "Niets geteld op deze dagen.",
  },
  "ADMIN-INSIGHT-BOT-VIEWS-ONE": {
    en: "Left out: {{count}} page view by a robot.",
    fr: "Non compté : {{count}} page vue par un robot.",
    nl: "Niet meegeteld: {{count}} paginaweergave door een robot.",
  },
  "ADMIN-INSIGHT-BOT-VIEWS-OTHER": {
    en: "Left out: {{count}} page views by robots.",
    fr: "Non comptées : {{count}} pages vues par des robots.",
    nl: "Niet meegeteld: {{count}} paginaweergaven door robots.",
  },
  "ADMIN-INSIGHT-COLUMN-DAY": { en: "Day", fr: "Jour", nl: "Dag" },
  "ADMIN-INSIGHT-COLUMN-VIEWS": { en: "Page views", fr: "Pages vues", nl: "Weergaven" },
  "ADMIN-INSIGHT-COLUMN-VISITORS": { en: "Visitors", fr: "Visiteurs", nl: "Bezoekers" },
  "ADMIN-INSIGHT-COLUMN-TITLE": { en: "Title", fr: "Titre", nl: "Titel" },
  "ADMIN-INSIGHT-COLUMN-SITE": { en: "Site", fr: "Site", nl: "Site" },
  "ADMIN-INSIGHT-COLUMN-SEARCHES": { en: "Searches", fr: "Recherches", nl: "Zoekopdrachten" },
  "ADMIN-INSIGHT-COLUMN-NOTHING-FOUND": {
    en: "Found nothing",
    fr: "Rien trouvé",
    nl: "Niets gevonden",
  },
  "ADMIN-INSIGHT-COLUMN-NOTHING-FOUND-SHARE": {
    en: "Share that found nothing",
    fr: "Part sans résultat",
    nl: "Aandeel zonder resultaat",
  },
  "ADMIN-INSIGHT-COLUMN-RECEIVED": { en: "Received", fr: "Reçues", nl: "Ontvangen" },
  "ADMIN-INSIGHT-COLUMN-WON": { en: "Won", fr: "Gagnées", nl: "Gewonnen" },
  "ADMIN-INSIGHT-COLUMN-LOST": { en: "Lost", fr: "Perdues", nl: "Verloren" },
  "ADMIN-INSIGHT-COLUMN-WORDS": {
    en: "Words searched",
    fr: "Mots cherchés",
    nl: "Gezochte woorden",
  },
  "ADMIN-INSIGHT-COLUMN-LANGUAGE": { en: "Language", fr: "Langue", nl: "Taal" },
  "ADMIN-INSIGHT-COLUMN-TIMES": { en: "Times", fr: "Fois", nl: "Keer" },
  "ADMIN-INSIGHT-COLUMN-RESULTS": { en: "Results", fr: "Résultats", nl: "Resultaten" },
  "ADMIN-INSIGHT-COLUMN-LAST-SEARCHED": {
    en: "Last searched",
    fr: "Dernière recherche",
    nl: "Laatst gezocht",
  },
  "ADMIN-INSIGHT-COLUMN-RESULTS-NOW": {
    en: "Results now",
    fr: "Résultats maintenant",
    nl: "Resultaten nu",
  },
  "ADMIN-INSIGHT-COLUMN-ACTION": { en: "What to do", fr: "Que faire", nl: "Wat te doen" },
  "ADMIN-INSIGHT-REPORT-TITLE": {
    en: "Search report",
    fr: "Rapport des recherches",
    nl: "Zoekrapport",
  },
  "ADMIN-INSIGHT-REPORT-TOP": {
    en: "Searches made most",
    fr: "Recherches les plus faites",
    nl: "Meest gedane zoekopdrachten",
  },
  "ADMIN-INSIGHT-REPORT-NOTHING-FOUND": {
    en: "Searches that found nothing",
    fr: "Recherches qui n'ont rien trouvé",
    nl: "Zoekopdrachten zonder resultaat",
  },
  "ADMIN-INSIGHT-REPORT-NOTHING-FOUND-HINT": {
    en: "Their latest search found nothing. A synonym lets the same words find the products the shop calls otherwise.",
    fr: "Leur dernière recherche n'a rien trouvé. Un synonyme permet aux mêmes mots de trouver les produits que la boutique nomme autrement.",
    nl: "Hun laatste zoekopdracht vond niets. Met een synoniem vinden dezelfde woorden de producten die de winkel anders noemt.",
  },
  "ADMIN-INSIGHT-REPORT-UNOPENED": {
    en: "Searches whose results nobody opened",
    fr: "Recherches dont personne n'a ouvert les résultats",
    nl: "Zoekopdrachten waarvan niemand de resultaten opende",
  },
  "ADMIN-INSIGHT-REPORT-NONE": {
    en: "None in these days.",
    fr: "Aucune ces jours-là.",
    nl: "Geen op deze dagen.",
  },
  "ADMIN-INSIGHT-MAKE-SYNONYM": {
    en: "Make a synonym",
    fr: "Créer un synonyme",
    nl: "Synoniem maken",
  },
  "ADMIN-INSIGHT-MAKE-SYNONYM-OF": {
    en: "Make a synonym of “{{words}}”",
    fr: "Créer un synonyme de « {{words}} »",
    nl: "Synoniem maken van “{{words}}”",
  },
};
