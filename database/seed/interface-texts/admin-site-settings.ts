// Interface texts of the back office's site settings screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminSiteSettingsTexts: InterfaceTextSet = {
  "ADMIN-SITESETTINGS-TITLE": {
    en: "Site settings",
    fr: "Paramètres du site",
    nl: "Site-instellingen",
  },
  "ADMIN-SITESETTING-ADD": {
    en: "Add a setting",
    fr: "Ajouter un paramètre",
    nl: "Instelling toevoegen",
  },
  "ADMIN-SITESETTING-KEY": { en: "Key", fr: "Clé", nl: "Sleutel" },
  "ADMIN-SITESETTING-VALUE": { en: "Value", fr: "Valeur", nl: "Waarde" },
  "ADMIN-SITESETTING-ABOUT": { en: "What it does", fr: "Rôle", nl: "Wat het doet" },
  "ADMIN-SITESETTING-EDIT-LINK": {
    en: "Edit {{key}}",
    fr: "Modifier {{key}}",
    nl: "{{key}} bewerken",
  },
  "ADMIN-SITESETTING-DELETE-LINK": {
    en: "Delete {{key}}",
    fr: "Supprimer {{key}}",
    nl: "{{key}} verwijderen",
  },
  "ADMIN-SITESETTING-NEW-TITLE": {
    en: "New setting",
    fr: "Nouveau paramètre",
    nl: "Nieuwe instelling",
  },
  "ADMIN-SITESETTING-EDIT-TITLE": {
    en: "Setting {{key}}",
    fr: "Paramètre {{key}}",
    nl: "Instelling {{key}}",
  },
  "ADMIN-SITESETTING-KEY-HELP": {
    en: "Capital letters, digits and _ only. Choose a key the site knows or type a new one.",
    fr: "Majuscules, chiffres et _ uniquement. Choisissez une clé connue du site ou tapez-en une nouvelle.",
    nl: "Alleen hoofdletters, cijfers en _. Kies een sleutel die de site kent of typ een nieuwe.",
  },
  "ADMIN-SITESETTING-ON": { en: "On", fr: "Activé", nl: "Aan" },
  "ADMIN-SITESETTING-TARGET-BLANK": {
    en: "In a new tab (_blank)",
    fr: "Dans un nouvel onglet (_blank)",
    nl: "In een nieuw tabblad (_blank)",
  },
  "ADMIN-SITESETTING-TARGET-SELF": {
    en: "In the same tab (_self)",
    fr: "Dans le même onglet (_self)",
    nl: "In hetzelfde tabblad (_self)",
  },
  "ADMIN-SITESETTING-SAVED": {
    en: "Setting saved",
    fr: "Paramètre enregistré",
    nl: "Instelling opgeslagen",
  },
  "ADMIN-SITESETTING-NOT-SAVED": {
    en: "The setting was not saved.",
    fr: "Le paramètre n'a pas été enregistré.",
    nl: "De instelling is niet opgeslagen.",
  },
  "ADMIN-SITESETTING-DELETED": {
    en: "Setting deleted",
    fr: "Paramètre supprimé",
    nl: "Instelling verwijderd",
  },
  "ADMIN-SITESETTING-NOT-DELETED": {
    en: "The setting was not deleted.",
    fr: "Le paramètre n'a pas été supprimé.",
    nl: "De instelling is niet verwijderd.",
  },
  "ADMIN-SITESETTING-HELP-MAINTENANCE_MODE": {
    en: "ON puts the public site in maintenance: visitors see the maintenance page. OFF opens it again.",
    fr: "ON met le site public en maintenance : les visiteurs voient la page de maintenance. OFF le rouvre.",
    nl: "ON zet de publieke site in onderhoud: bezoekers zien de onderhoudspagina. OFF opent hem weer.",
  },
  "ADMIN-SITESETTING-HELP-SHOP_LINK": {
    en: "Address of the web shop in the menu; {language} is replaced by en, fr or nl. Empty: no shop link.",
    fr: "Adresse de la boutique en ligne dans le menu ; {language} est remplacé par en, fr ou nl. Vide : pas de lien.",
    nl: "Adres van de webwinkel in het menu; {language} wordt vervangen door en, fr of nl. Leeg: geen winkellink.",
  },
  "ADMIN-SITESETTING-HELP-SHOP_LINK_TARGET": {
    en: "Where the shop link opens: _blank (a new tab, the default) or _self (the same tab).",
    fr: "Où s'ouvre le lien de la boutique : _blank (nouvel onglet, par défaut) ou _self (même onglet).",
    nl: "Waar de winkellink opent: _blank (nieuw tabblad, standaard) of _self (zelfde tabblad).",
  },
  "ADMIN-SITESETTING-HELP-OFFLINE_PAGES": {
    en: "Comma-separated path prefixes, e.g. /blog,/services: pages whose path starts with one are offline.",
    fr: "Préfixes de chemins séparés par des virgules, p. ex. /blog,/services : les pages dont le chemin commence ainsi sont hors ligne.",
    nl: "Padvoorvoegsels gescheiden door komma's, bv. /blog,/services: pagina's waarvan het pad zo begint, zijn offline.",
  },
  "ADMIN-SITESETTING-HELP-SEARCH_LIMIT": {
    en: "Most products the search page lists (1 to 9999).",
    fr: "Nombre maximal de produits sur la page de recherche (1 à 9999).",
    nl: "Maximaal aantal producten op de zoekpagina (1 tot 9999).",
  },
  "ADMIN-SITESETTING-HELP-SEARCH_BAR_LIMIT": {
    en: "Most suggestions the search box shows while typing (1 to 9999).",
    fr: "Nombre maximal de suggestions du champ de recherche (1 à 9999).",
    nl: "Maximaal aantal suggesties in het zoekvak (1 tot 9999).",
  },
  "ADMIN-SITESETTING-HELP-SEARCH_THUMBNAILS": {
    en: "1 shows product pictures in the search suggestions, 0 hides them.",
    fr: "1 affiche les photos des produits dans les suggestions de recherche, 0 les masque.",
    nl: "1 toont productfoto's in de zoeksuggesties, 0 verbergt ze.",
  },
  "ADMIN-SITESETTING-HELP-SHOW_LOGIN_LINK": {
    en: "1 shows the login item in the header, 0 hides it (the default).",
    fr: "1 affiche l'entrée de connexion dans l'en-tête, 0 la masque (par défaut).",
    nl: "1 toont de aanmeldlink in de koptekst, 0 verbergt hem (standaard).",
  },
  "ADMIN-SITESETTING-HELP-SHOP_EMAIL": {
    en: "The shop's e-mail address: contact messages are sent to it.",
    fr: "L'adresse e-mail de la boutique : les messages de contact y sont envoyés.",
    nl: "Het e-mailadres van de winkel: contactberichten worden ernaar gestuurd.",
  },
};
