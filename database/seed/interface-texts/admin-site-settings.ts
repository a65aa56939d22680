// Interface texts of the back office's site settings: the screen of the settings the site reads
// (ADMIN-SETTINGS-…: a label, a help line and the words of each field), the maintenance banner,
// and the advanced list of other keys with its edit page (ADMIN-SITESETTING-…).
import type { InterfaceTextSet } from "./text-set.ts";

export const adminSiteSettingsTexts: InterfaceTextSet = {
  "ADMIN-SITESETTINGS-TITLE": {
    en: "Site settings",
    fr: "Paramètres du site",
    nl: "Site-instellingen",
  },
  "ADMIN-SETTINGS-INTRO": {
    en: "A change applies to the whole site as soon as you save it.",
    fr: "Une modification s'applique à tout le site dès que vous l'enregistrez.",
    nl: "Een wijziging geldt voor de hele site zodra u ze opslaat.",
  },
  "ADMIN-SETTINGS-SECTION-SITE": {
    en: "Public site",
    fr: "Site public",
    nl: "Publieke site",
  },
  "ADMIN-SETTINGS-SECTION-SHOP": {
    en: "Link to the web shop",
    fr: "Lien vers la boutique en ligne",
    nl: "Link naar de webwinkel",
  },
  "ADMIN-SETTINGS-SECTION-SEARCH": { en: "Search", fr: "Recherche", nl: "Zoeken" },
  "ADMIN-SETTINGS-SECTION-MAIL": {
    en: "Enquiries and e-mail",
    fr: "Demandes et e-mails",
    nl: "Aanvragen en e-mail",
  },

  "ADMIN-SETTINGS-LABEL-MAINTENANCE_MODE": {
    en: "Maintenance mode",
    fr: "Mode maintenance",
    nl: "Onderhoudsmodus",
  },
  "ADMIN-SETTINGS-HELP-MAINTENANCE_MODE": {
    en: "While it is on, visitors get a page saying the site will be back shortly, on every public page. Signed-in administrators still see the site, with a banner saying maintenance mode is on.",
    fr: "Tant qu'il est activé, les visiteurs voient, sur chaque page publique, une page annonçant le retour prochain du site. Les administrateurs connectés voient toujours le site, avec un bandeau signalant le mode maintenance.",
    nl: "Zolang hij aan staat, krijgen bezoekers op elke publieke pagina een pagina te zien die meldt dat de site zo terug is. Aangemelde beheerders zien de site nog, met een banner die meldt dat de onderhoudsmodus aan staat.",
  },
  "ADMIN-SETTINGS-LABEL-OFFLINE_PAGES": {
    en: "Offline pages",
    fr: "Pages hors ligne",
    nl: "Offline pagina's",
  },
  "ADMIN-SETTINGS-HELP-OFFLINE_PAGES": {
    en: "A public page whose address starts with one of these paths tells visitors it is temporarily offline; administrators still see it. English addresses have no language prefix, French ones start with /fr and Dutch ones with /nl: /blog takes the English blog offline, /fr/blog the French one.",
    fr: "Une page publique dont l'adresse commence par l'un de ces chemins indique aux visiteurs qu'elle est temporairement hors ligne ; les administrateurs la voient toujours. Les adresses anglaises n'ont pas de préfixe de langue, les françaises commencent par /fr et les néerlandaises par /nl : /blog met hors ligne le blog anglais, /fr/blog le blog français.",
    nl: "Een publieke pagina waarvan het adres met een van deze paden begint, meldt bezoekers dat ze tijdelijk offline is; beheerders zien ze nog. Engelse adressen hebben geen taalvoorvoegsel, Franse beginnen met /fr en Nederlandse met /nl: /blog zet de Engelse blog offline, /nl/blog de Nederlandse.",
  },
  "ADMIN-SETTINGS-OFFLINE-NONE": {
    en: "No page is offline.",
    fr: "Aucune page n'est hors ligne.",
    nl: "Geen enkele pagina is offline.",
  },
  "ADMIN-SETTINGS-OFFLINE-PATH": {
    en: "Path {{number}}",
    fr: "Chemin {{number}}",
    nl: "Pad {{number}}",
  },
  "ADMIN-SETTINGS-OFFLINE-ADD": {
    en: "Add a path",
    fr: "Ajouter un chemin",
    nl: "Pad toevoegen",
  },
  "ADMIN-SETTINGS-OFFLINE-REMOVE": {
    en: "Remove path {{number}}",
    fr: "Retirer le chemin {{number}}",
    nl: "Pad {{number}} verwijderen",
  },
  "ADMIN-SETTINGS-LABEL-SHOW_LOGIN_LINK": {
    en: "Log-in link in the footer",
    fr: "Lien de connexion dans le pied de page",
    nl: "Aanmeldlink in de voettekst",
  },
  "ADMIN-SETTINGS-HELP-SHOW_LOGIN_LINK": {
    en: "Shows visitors who are not signed in a link to the log-in page in the footer of every public page. Off, the log-in page still opens at /user/login.",
    fr: "Affiche aux visiteurs non connectés un lien vers la page de connexion dans le pied de chaque page publique. Désactivé, la page de connexion s'ouvre toujours à l'adresse /fr/user/login.",
    nl: "Toont bezoekers die niet aangemeld zijn een link naar de aanmeldpagina in de voettekst van elke publieke pagina. Uit: de aanmeldpagina opent nog altijd op /nl/user/login.",
  },
  "ADMIN-SETTINGS-LABEL-SHOP_LINK": {
    en: "Web shop address",
    fr: "Adresse de la boutique en ligne",
    nl: "Adres van de webwinkel",
  },
  "ADMIN-SETTINGS-HELP-SHOP_LINK": {
    en: "The main menu's shop item links here. Write {language} where the address names the language: it becomes en, fr or nl, the language of the page, e.g. https://shop.example.be/{language}/. Empty: the menu has no shop item.",
    fr: "L'entrée « Boutique » du menu principal mène à cette adresse. Écrivez {language} là où l'adresse indique la langue : il devient en, fr ou nl, la langue de la page, p. ex. https://shop.example.be/{language}/. Vide : le menu n'a pas d'entrée « Boutique ».",
    nl: "Het menu-item 'Webshop' van het hoofdmenu linkt naar dit adres. Schrijf {language} waar het adres de taal noemt: dat wordt en, fr of nl, de taal van de pagina, bv. https://shop.example.be/{language}/. Leeg: het menu heeft geen item 'Webshop'.",
  },
  "ADMIN-SETTINGS-LABEL-SHOP_LINK_TARGET": {
    en: "The shop link opens",
    fr: "Le lien de la boutique s'ouvre",
    nl: "De winkellink opent",
  },
  "ADMIN-SETTINGS-HELP-SHOP_LINK_TARGET": {
    en: "In a new tab, the visitor keeps this site open beside the shop.",
    fr: "Dans un nouvel onglet, le visiteur garde ce site ouvert à côté de la boutique.",
    nl: "In een nieuw tabblad houdt de bezoeker deze site open naast de winkel.",
  },
  "ADMIN-SETTINGS-TARGET-SELF": {
    en: "In the same tab",
    fr: "Dans le même onglet",
    nl: "In hetzelfde tabblad",
  },
  "ADMIN-SETTINGS-TARGET-BLANK": {
    en: "In a new tab",
    fr: "Dans un nouvel onglet",
    nl: "In een nieuw tabblad",
  },
  "ADMIN-SETTINGS-LABEL-SEARCH_LIMIT": {
    en: "Results of one search request",
    fr: "Résultats d'une requête de recherche",
    nl: "Resultaten van één zoekverzoek",
  },
  "ADMIN-SETTINGS-HELP-SEARCH_LIMIT": {
    en: "The most products the search API answers for one search, best matches first; the search box's suggestions never go beyond it either. The search page lists every match, 48 a page. From 1 to 1000.",
    fr: "Le nombre maximal de produits que l'API de recherche renvoie pour une recherche, les plus pertinents d'abord ; les suggestions du champ de recherche ne vont jamais au-delà non plus. La page de recherche affiche tous les résultats, 48 par page. De 1 à 1000.",
    nl: "Het maximale aantal producten dat de zoek-API voor één zoekopdracht teruggeeft, de beste treffers eerst; ook de suggesties van het zoekvak gaan daar nooit boven. De zoekpagina toont alle treffers, 48 per pagina. Van 1 tot 1000.",
  },
  "ADMIN-SETTINGS-LABEL-SEARCH_BAR_LIMIT": {
    en: "Suggestions in the search box",
    fr: "Suggestions du champ de recherche",
    nl: "Suggesties in het zoekvak",
  },
  "ADMIN-SETTINGS-HELP-SEARCH_BAR_LIMIT": {
    en: "The most products the search box suggests while a visitor types, at most the results on the search page. From 1 to 200.",
    fr: "Le nombre maximal de produits que le champ de recherche propose pendant la saisie, au plus le nombre de résultats de la page de recherche. De 1 à 200.",
    nl: "Het maximale aantal producten dat het zoekvak voorstelt terwijl een bezoeker typt, hoogstens het aantal resultaten op de zoekpagina. Van 1 tot 200.",
  },
  "ADMIN-SETTINGS-LABEL-SEARCH_THUMBNAILS": {
    en: "Pictures in the suggestions",
    fr: "Photos dans les suggestions",
    nl: "Foto's in de suggesties",
  },
  "ADMIN-SETTINGS-HELP-SEARCH_THUMBNAILS": {
    en: "Shows each suggested product's picture in the search box's list. The list then waits a little longer after each key, so as not to load pictures for every letter typed.",
    fr: "Affiche la photo de chaque produit proposé dans la liste du champ de recherche. La liste attend alors un peu plus après chaque touche, pour ne pas charger de photos à chaque lettre tapée.",
    nl: "Toont de foto van elk voorgesteld product in de lijst van het zoekvak. De lijst wacht dan iets langer na elke toets, om niet bij elke getypte letter foto's te laden.",
  },
  "ADMIN-SETTINGS-LABEL-SHOP_EMAIL": {
    en: "Shop's e-mail address",
    fr: "Adresse e-mail de la boutique",
    nl: "E-mailadres van de winkel",
  },
  "ADMIN-SETTINGS-HELP-SHOP_EMAIL": {
    en: "Every enquiry sent from the contact page or a quote list is mailed here, and buyers' replies to their copy come back here. Empty: the contact address below is used; with neither, the mails wait until one is set.",
    fr: "Chaque demande envoyée depuis la page de contact ou une demande de prix est envoyée à cette adresse, et les réponses des acheteurs à leur copie y reviennent. Vide : l'adresse de contact ci-dessous est utilisée ; sans l'une ni l'autre, les e-mails attendent qu'une adresse soit saisie.",
    nl: "Elke aanvraag via de contactpagina of een offerteaanvraag wordt naar dit adres gemaild, en antwoorden van kopers op hun kopie komen hier terug. Leeg: het contactadres hieronder wordt gebruikt; zonder beide wachten de e-mails tot er een adres is.",
  },
  "ADMIN-SETTINGS-LABEL-CONTACT_EMAIL": {
    en: "Contact address (fallback)",
    fr: "Adresse de contact (de secours)",
    nl: "Contactadres (reserve)",
  },
  "ADMIN-SETTINGS-HELP-CONTACT_EMAIL": {
    en: "Receives the enquiries only while the shop's e-mail address above is empty.",
    fr: "Reçoit les demandes uniquement tant que l'adresse e-mail de la boutique ci-dessus est vide.",
    nl: "Ontvangt de aanvragen alleen zolang het e-mailadres van de winkel hierboven leeg is.",
  },
  "ADMIN-SETTINGS-LABEL-MAIL_FROM": {
    en: "Sender of the site's mails",
    fr: "Expéditeur des e-mails du site",
    nl: "Afzender van de e-mails van de site",
  },
  "ADMIN-SETTINGS-HELP-MAIL_FROM": {
    en: "The From address of every mail the site sends: enquiries, buyers' copies and your replies. Empty: the shop's address. Your mail server must allow sending from it.",
    fr: "L'adresse d'expédition de chaque e-mail que le site envoie : demandes, copies aux acheteurs et vos réponses. Vide : l'adresse de la boutique. Votre serveur de messagerie doit autoriser l'envoi depuis cette adresse.",
    nl: "Het afzenderadres van elke e-mail die de site verstuurt: aanvragen, kopieën voor kopers en uw antwoorden. Leeg: het adres van de winkel. Uw mailserver moet verzenden vanaf dit adres toestaan.",
  },
  "ADMIN-SETTINGS-LABEL-ENQUIRY_RETENTION_MONTHS": {
    en: "Months a closed enquiry keeps the buyer's details",
    fr: "Mois de conservation des coordonnées d'une demande clôturée",
    nl: "Maanden dat een afgesloten aanvraag de gegevens van de koper bewaart",
  },
  "ADMIN-SETTINGS-HELP-ENQUIRY_RETENTION_MONTHS": {
    en: "When an enquiry marked won or lost has not changed for this many months, the buyer's name, e-mail address, telephone, company and message are erased for good, and so are the replies and notes; the reference, the dates and the products asked for stay. Open enquiries keep everything. The contact page tells buyers this period. From 1 to 1200.",
    fr: "Quand une demande marquée gagnée ou perdue n'a plus changé depuis ce nombre de mois, le nom, l'adresse e-mail, le téléphone, la société et le message de l'acheteur sont effacés définitivement, ainsi que les réponses et les notes ; la référence, les dates et les produits demandés restent. Les demandes ouvertes gardent tout. La page de contact indique cette durée aux acheteurs. De 1 à 1200.",
    nl: "Als een aanvraag die als gewonnen of verloren is gemarkeerd zoveel maanden niet meer is gewijzigd, worden naam, e-mailadres, telefoon, bedrijf en bericht van de koper definitief gewist, net als de antwoorden en notities; de referentie, de datums en de gevraagde producten blijven. Open aanvragen behouden alles. De contactpagina vermeldt deze termijn voor kopers. Van 1 tot 1200.",
  },
  "ADMIN-SETTINGS-LABEL-VISIT_RETENTION_MONTHS": {
    en: "Months the visit statistics are kept",
    fr: "Mois de conservation des statistiques de visite",
    nl: "Maanden dat de bezoekstatistieken bewaard blijven",
  },
  "ADMIN-SETTINGS-HELP-VISIT_RETENTION_MONTHS": {
    en: "The site counts page views per day, page, language and referring site, and estimates each day's visitors, without cookies and without keeping any address or browser. Days older than this many months are deleted. From 1 to 1200.",
    fr: "Le site compte les pages vues par jour, page, langue et site de provenance, et estime les visiteurs de chaque jour, sans cookies et sans conserver d'adresse ni de navigateur. Les jours plus anciens que ce nombre de mois sont supprimés. De 1 à 1200.",
    nl: "De site telt de paginaweergaven per dag, pagina, taal en verwijzende site, en schat de bezoekers van elke dag, zonder cookies en zonder een adres of browser te bewaren. Dagen ouder dan dit aantal maanden worden gewist. Van 1 tot 1200.",
  },

  "ADMIN-SETTINGS-ERROR-NUMBER": {
    en: "Enter a whole number from {{min}} to {{max}}.",
    fr: "Saisissez un nombre entier de {{min}} à {{max}}.",
    nl: "Vul een geheel getal van {{min}} tot {{max}} in.",
  },
  "ADMIN-SETTINGS-ERROR-EMAIL": {
    en: "Enter an e-mail address such as info@example.be, or leave the field empty.",
    fr: "Saisissez une adresse e-mail comme info@example.be, ou laissez le champ vide.",
    nl: "Vul een e-mailadres in zoals info@example.be, of laat het veld leeg.",
  },
  "ADMIN-SETTINGS-ERROR-SHOP_LINK": {
    en: "Enter a full address starting with https://, e.g. https://shop.example.be/{language}/, or leave the field empty.",
    fr: "Saisissez une adresse complète commençant par https://, p. ex. https://shop.example.be/{language}/, ou laissez le champ vide.",
    nl: "Vul een volledig adres in dat met https:// begint, bv. https://shop.example.be/{language}/, of laat het veld leeg.",
  },
  "ADMIN-SETTINGS-ERROR-SHOP_LINK_TARGET": {
    en: "Choose where the shop link opens.",
    fr: "Choisissez où s'ouvre le lien de la boutique.",
    nl: "Kies waar de winkellink opent.",
  },
  "ADMIN-SETTINGS-ERROR-OFFLINE_PAGES": {
    en: "A path starts with / and holds only letters, digits and - . _ ~ /, e.g. /blog.",
    fr: "Un chemin commence par / et ne contient que des lettres, des chiffres et - . _ ~ /, p. ex. /blog.",
    nl: "Een pad begint met / en bevat alleen letters, cijfers en - . _ ~ /, bv. /blog.",
  },
  "ADMIN-SETTINGS-SAVED": {
    en: "Settings saved",
    fr: "Paramètres enregistrés",
    nl: "Instellingen opgeslagen",
  },
  "ADMIN-SETTINGS-NOT-SAVED": {
    en: "Not every setting was saved: the field marked in red was refused.",
    fr: "Tous les paramètres n'ont pas été enregistrés : le champ marqué en rouge a été refusé.",
    nl: "Niet alle instellingen zijn opgeslagen: het rood gemarkeerde veld werd geweigerd.",
  },
  "ADMIN-SETTINGS-HISTORY": { en: "History", fr: "Historique", nl: "Geschiedenis" },
  "ADMIN-SETTINGS-HISTORY-OF": {
    en: "History of “{{label}}”",
    fr: "Historique de « {{label}} »",
    nl: "Geschiedenis van '{{label}}'",
  },
  "ADMIN-SETTINGS-CHANGE-ON-SCREEN": {
    en: "Change it on the site settings screen",
    fr: "Modifiez-le dans l'écran des paramètres du site",
    nl: "Wijzig het op het scherm met de site-instellingen",
  },
  "ADMIN-SETTINGS-CURRENT-VALUE": {
    en: "Stored value",
    fr: "Valeur enregistrée",
    nl: "Opgeslagen waarde",
  },
  "ADMIN-SETTINGS-MAINTENANCE-ON": {
    en: "Maintenance mode is on: visitors see only the maintenance page.",
    fr: "Le mode maintenance est activé : les visiteurs ne voient que la page de maintenance.",
    nl: "De onderhoudsmodus staat aan: bezoekers zien alleen de onderhoudspagina.",
  },
  "ADMIN-SETTINGS-MAINTENANCE-LINK": {
    en: "Turn it off in the site settings",
    fr: "Le désactiver dans les paramètres du site",
    nl: "Uitzetten in de site-instellingen",
  },

  "ADMIN-SETTINGS-ADVANCED": { en: "Advanced", fr: "Avancé", nl: "Geavanceerd" },
  "ADMIN-SETTINGS-ADVANCED-HELP": {
    en: "Other settings, each a key and a text, for additions to the site that read them. The site itself reads none of them: the settings above have their own fields.",
    fr: "Autres paramètres, chacun une clé et un texte, pour des ajouts au site qui les lisent. Le site lui-même n'en lit aucun : les paramètres ci-dessus ont leurs propres champs.",
    nl: "Andere instellingen, elk een sleutel en een tekst, voor uitbreidingen van de site die ze lezen. De site zelf leest er geen: de instellingen hierboven hebben hun eigen velden.",
  },
  "ADMIN-SETTINGS-KEY-HELP": {
    en: "Capital letters, digits and _ only, e.g. NEWSLETTER_URL.",
    fr: "Majuscules, chiffres et _ uniquement, p. ex. NEWSLETTER_URL.",
    nl: "Alleen hoofdletters, cijfers en _, bv. NEWSLETTER_URL.",
  },
  "ADMIN-SETTINGS-KEY-KNOWN": {
    en: "The site reads {{key}}: set it in its own field on the site settings screen.",
    fr: "Le site lit {{key}} : réglez-le dans son propre champ de l'écran des paramètres du site.",
    nl: "De site leest {{key}}: stel het in via het eigen veld op het scherm met de site-instellingen.",
  },

  "ADMIN-SITESETTING-ADD": {
    en: "Add a setting",
    fr: "Ajouter un paramètre",
    nl: "Instelling toevoegen",
  },
  "ADMIN-SITESETTING-KEY": { en: "Key", fr: "Clé", nl: "Sleutel" },
  "ADMIN-SITESETTING-VALUE": { en: "Value", fr: "Valeur", nl: "Waarde" },
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
};
