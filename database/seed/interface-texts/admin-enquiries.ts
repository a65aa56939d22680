// Interface texts of the back office's enquiry screens: the inbox, one enquiry's page, the
// personal-data screen, the menu's count of new enquiries and the overview's enquiries. A count
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

  // One enquiry
  "ADMIN-ENQUIRY-TITLE": {
    en: "Enquiry {{reference}}",
    fr: "Demande {{reference}}",
    nl: "Aanvraag {{reference}}",
  },
  "ADMIN-ENQUIRY-HANDLED-BY": {
    en: "Handled by {{assignee}}",
    fr: "Traitée par {{assignee}}",
    nl: "Behandeld door {{assignee}}",
  },
  "ADMIN-ENQUIRY-HANDLED-BY-NOBODY": {
    en: "Handled by nobody yet",
    fr: "Traitée par personne pour l'instant",
    nl: "Nog door niemand behandeld",
  },
  "ADMIN-ENQUIRY-ANONYMISED-TITLE": {
    en: "The buyer's details were removed",
    fr: "Les coordonnées de l'acheteur ont été effacées",
    nl: "De gegevens van de koper zijn gewist",
  },
  "ADMIN-ENQUIRY-ANONYMISED-TEXT": {
    en: "Removed on {{when}}. The lines and dates stay for the shop's figures; there is nobody left to write to, so notes and replies are closed.",
    fr: "Effacées le {{when}}. Les lignes et les dates restent pour les chiffres de la boutique ; il n'y a plus personne à qui écrire, les notes et les réponses sont donc fermées.",
    nl: "Gewist op {{when}}. De regels en datums blijven voor de cijfers van de winkel; er is niemand meer om te schrijven, dus notities en antwoorden zijn gesloten.",
  },
  "ADMIN-ENQUIRY-BUYER": { en: "Buyer", fr: "Acheteur", nl: "Koper" },
  "ADMIN-ENQUIRY-NAME": { en: "Name", fr: "Nom", nl: "Naam" },
  "ADMIN-ENQUIRY-COMPANY": { en: "Company", fr: "Société", nl: "Bedrijf" },
  "ADMIN-ENQUIRY-EMAIL": { en: "E-mail", fr: "E-mail", nl: "E-mail" },
  "ADMIN-ENQUIRY-TELEPHONE": { en: "Telephone", fr: "Téléphone", nl: "Telefoon" },
  "ADMIN-ENQUIRY-LANGUAGE": { en: "Language", fr: "Langue", nl: "Taal" },
  "ADMIN-ENQUIRY-RECEIVED": { en: "Received", fr: "Reçue le", nl: "Ontvangen op" },
  "ADMIN-ENQUIRY-WISHED-DATE": {
    en: "Wanted by",
    fr: "Souhaitée pour le",
    nl: "Gewenst tegen",
  },
  "ADMIN-ENQUIRY-NO-WISHED-DATE": {
    en: "No date given",
    fr: "Pas de date indiquée",
    nl: "Geen datum opgegeven",
  },
  "ADMIN-ENQUIRY-MAILS": { en: "Mails", fr: "E-mails", nl: "E-mails" },
  "ADMIN-ENQUIRY-MAIL-SHOP": {
    en: "Mail to the shop",
    fr: "E-mail à la boutique",
    nl: "E-mail aan de winkel",
  },
  "ADMIN-ENQUIRY-MAIL-COPY": {
    en: "Copy to the buyer",
    fr: "Copie à l'acheteur",
    nl: "Kopie aan de koper",
  },
  "ADMIN-ENQUIRY-MAIL-NONE": { en: "None", fr: "Aucun", nl: "Geen" },
  "ADMIN-ENQUIRY-MAIL-SENT": { en: "Sent", fr: "Envoyé", nl: "Verzonden" },
  "ADMIN-ENQUIRY-MAIL-SENT-AT": {
    en: "on {{when}}",
    fr: "le {{when}}",
    nl: "op {{when}}",
  },
  "ADMIN-ENQUIRY-MAIL-PENDING": {
    en: "Waiting to be sent",
    fr: "En attente d'envoi",
    nl: "Wacht op verzending",
  },
  "ADMIN-ENQUIRY-MAIL-RETRYING": {
    en: "Waiting to be retried",
    fr: "En attente d'un nouvel essai",
    nl: "Wacht op een nieuwe poging",
  },
  "ADMIN-ENQUIRY-MAIL-ATTEMPTS-ONE": {
    en: "{{count}} attempt",
    fr: "{{count}} essai",
    nl: "{{count}} poging",
  },
  "ADMIN-ENQUIRY-MAIL-ATTEMPTS-OTHER": {
    en: "{{count}} attempts",
    fr: "{{count}} essais",
    nl: "{{count}} pogingen",
  },
  "ADMIN-ENQUIRY-MAIL-NEXT-ATTEMPT": {
    en: "next on {{when}}",
    fr: "prochain le {{when}}",
    nl: "volgende op {{when}}",
  },
  "ADMIN-ENQUIRY-MAIL-FAILED": { en: "Failed", fr: "Échec", nl: "Mislukt" },
  "ADMIN-ENQUIRY-MAIL-CANCELLED": { en: "Cancelled", fr: "Annulé", nl: "Geannuleerd" },
  "ADMIN-ENQUIRY-MESSAGE": { en: "Message", fr: "Message", nl: "Bericht" },
  "ADMIN-ENQUIRY-LINES-TITLE": {
    en: "Products asked about",
    fr: "Produits demandés",
    nl: "Gevraagde producten",
  },
  "ADMIN-ENQUIRY-NO-LINES": {
    en: "No product: the buyer sent a message only.",
    fr: "Aucun produit : l'acheteur n'a envoyé qu'un message.",
    nl: "Geen producten: de koper stuurde enkel een bericht.",
  },
  "ADMIN-ENQUIRY-LINE-CODE": { en: "Code", fr: "Code", nl: "Code" },
  "ADMIN-ENQUIRY-LINE-TITLE": {
    en: "Title as asked",
    fr: "Titre tel que demandé",
    nl: "Titel zoals gevraagd",
  },
  "ADMIN-ENQUIRY-LINE-QUANTITY": { en: "Quantity", fr: "Quantité", nl: "Aantal" },
  "ADMIN-ENQUIRY-LINE-NOTE": { en: "Note", fr: "Remarque", nl: "Opmerking" },
  "ADMIN-ENQUIRY-LINE-CATALOGUE": { en: "Catalogue", fr: "Catalogue", nl: "Catalogus" },
  "ADMIN-ENQUIRY-LINE-EDIT": { en: "Edit", fr: "Modifier", nl: "Bewerken" },
  "ADMIN-ENQUIRY-LINE-EDIT-LABEL": {
    en: "Edit product {{code}}",
    fr: "Modifier le produit {{code}}",
    nl: "Product {{code}} bewerken",
  },
  "ADMIN-ENQUIRY-LINE-SITE": { en: "On the site", fr: "Sur le site", nl: "Op de website" },
  "ADMIN-ENQUIRY-LINE-SITE-LABEL": {
    en: "Product {{code}} on the site",
    fr: "Le produit {{code}} sur le site",
    nl: "Product {{code}} op de website",
  },
  "ADMIN-ENQUIRY-LINE-GONE": {
    en: "No longer in the catalogue",
    fr: "N'est plus au catalogue",
    nl: "Niet meer in de catalogus",
  },
  "ADMIN-ENQUIRY-HANDLING": { en: "Handling", fr: "Suivi", nl: "Opvolging" },
  "ADMIN-ENQUIRY-STATUS": { en: "Status", fr: "Statut", nl: "Status" },
  "ADMIN-ENQUIRY-STATUS-HINT": {
    en: "Only the moves allowed from the current status are offered.",
    fr: "Seuls les changements permis depuis le statut actuel sont proposés.",
    nl: "Alleen de wijzigingen die vanaf de huidige status mogen, worden aangeboden.",
  },
  "ADMIN-ENQUIRY-STATUS-NOW": {
    en: "{{status}} (now)",
    fr: "{{status}} (actuel)",
    nl: "{{status}} (nu)",
  },
  "ADMIN-ENQUIRY-STATUS-CHANGE": {
    en: "Change the status",
    fr: "Changer le statut",
    nl: "Status wijzigen",
  },
  "ADMIN-ENQUIRY-STATUS-CHANGED": {
    en: "The enquiry is now: {{status}}.",
    fr: "La demande est maintenant : {{status}}.",
    nl: "De aanvraag is nu: {{status}}.",
  },
  "ADMIN-ENQUIRY-STATUS-NOT-CHANGED": {
    en: "The status was not changed.",
    fr: "Le statut n'a pas été changé.",
    nl: "De status is niet gewijzigd.",
  },
  "ADMIN-ENQUIRY-ASSIGNEE": { en: "Handled by", fr: "Traitée par", nl: "Behandeld door" },
  "ADMIN-ENQUIRY-ASSIGNEE-HINT": {
    en: "The administrator who follows it up.",
    fr: "L'administrateur qui en assure le suivi.",
    nl: "De beheerder die ze opvolgt.",
  },
  "ADMIN-ENQUIRY-ASSIGN": { en: "Assign", fr: "Attribuer", nl: "Toewijzen" },
  "ADMIN-ENQUIRY-ASSIGNED": {
    en: "The enquiry is now handled by {{assignee}}.",
    fr: "La demande est maintenant traitée par {{assignee}}.",
    nl: "De aanvraag wordt nu behandeld door {{assignee}}.",
  },
  "ADMIN-ENQUIRY-UNASSIGNED": {
    en: "Nobody handles the enquiry now.",
    fr: "Plus personne ne traite la demande.",
    nl: "Niemand behandelt de aanvraag nu.",
  },
  "ADMIN-ENQUIRY-NOT-ASSIGNED": {
    en: "The enquiry was not assigned.",
    fr: "La demande n'a pas été attribuée.",
    nl: "De aanvraag is niet toegewezen.",
  },
  "ADMIN-ENQUIRY-REPLY-TITLE": {
    en: "Reply to the buyer",
    fr: "Répondre à l'acheteur",
    nl: "De koper antwoorden",
  },
  "ADMIN-ENQUIRY-REPLY": { en: "Your reply", fr: "Votre réponse", nl: "Uw antwoord" },
  "ADMIN-ENQUIRY-REPLY-HINT": {
    en: "Sent by e-mail to {{email}}, with the reference, in {{language}}. A new enquiry, or one in progress, becomes Answered.",
    fr: "Envoyée par e-mail à {{email}}, avec la référence, en {{language}}. Une demande nouvelle ou en cours passe au statut « Répondue ».",
    nl: "Per e-mail verzonden naar {{email}}, met de referentie, in het {{language}}. Een nieuwe aanvraag of een aanvraag in behandeling krijgt de status „Beantwoord”.",
  },
  "ADMIN-ENQUIRY-REPLY-SEND": {
    en: "Send reply",
    fr: "Envoyer la réponse",
    nl: "Antwoord verzenden",
  },
  "ADMIN-ENQUIRY-REPLY-SENT": {
    en: "The reply was sent to {{email}}.",
    fr: "La réponse a été envoyée à {{email}}.",
    nl: "Het antwoord is verzonden naar {{email}}.",
  },
  "ADMIN-ENQUIRY-REPLY-QUEUED": {
    en: "The reply is kept; its mail to {{email}} could not go out yet and will be retried.",
    fr: "La réponse est enregistrée ; son e-mail à {{email}} n'a pas encore pu partir et sera réessayé.",
    nl: "Het antwoord is bewaard; de e-mail aan {{email}} kon nog niet vertrekken en wordt opnieuw geprobeerd.",
  },
  "ADMIN-ENQUIRY-REPLY-NOT-SENT": {
    en: "The reply was not sent.",
    fr: "La réponse n'a pas été envoyée.",
    nl: "Het antwoord is niet verzonden.",
  },
  "ADMIN-ENQUIRY-REPLY-EMPTY": {
    en: "Write the reply first.",
    fr: "Écrivez d'abord la réponse.",
    nl: "Schrijf eerst het antwoord.",
  },
  "ADMIN-ENQUIRY-REPLY-TOO-LONG": {
    en: "A reply is at most {{max}} characters.",
    fr: "Une réponse compte au plus {{max}} caractères.",
    nl: "Een antwoord telt hoogstens {{max}} tekens.",
  },
  "ADMIN-ENQUIRY-NOTE-TITLE": {
    en: "Internal note",
    fr: "Note interne",
    nl: "Interne notitie",
  },
  "ADMIN-ENQUIRY-NOTE": { en: "Note", fr: "Note", nl: "Notitie" },
  "ADMIN-ENQUIRY-NOTE-HINT": {
    en: "Kept in the history for the administrators; never mailed to the buyer.",
    fr: "Gardée dans l'historique pour les administrateurs ; jamais envoyée à l'acheteur.",
    nl: "Bewaard in de geschiedenis voor de beheerders; nooit naar de koper gemaild.",
  },
  "ADMIN-ENQUIRY-NOTE-ADD": { en: "Add the note", fr: "Ajouter la note", nl: "Notitie toevoegen" },
  "ADMIN-ENQUIRY-NOTE-ADDED": {
    en: "The note was added.",
    fr: "La note a été ajoutée.",
    nl: "De notitie is toegevoegd.",
  },
  "ADMIN-ENQUIRY-NOTE-NOT-ADDED": {
    en: "The note was not added.",
    fr: "La note n'a pas été ajoutée.",
    nl: "De notitie is niet toegevoegd.",
  },
  "ADMIN-ENQUIRY-NOTE-EMPTY": {
    en: "Write the note first.",
    fr: "Écrivez d'abord la note.",
    nl: "Schrijf eerst de notitie.",
  },
  "ADMIN-ENQUIRY-NOTE-TOO-LONG": {
    en: "A note is at most {{max}} characters.",
    fr: "Une note compte au plus {{max}} caractères.",
    nl: "Een notitie telt hoogstens {{max}} tekens.",
  },
  "ADMIN-ENQUIRY-HISTORY": { en: "History", fr: "Historique", nl: "Geschiedenis" },
  "ADMIN-ENQUIRY-EVENT-RECEIVED": {
    en: "Received from the contact page",
    fr: "Reçue par la page de contact",
    nl: "Ontvangen via de contactpagina",
  },
  "ADMIN-ENQUIRY-EVENT-STATUS": {
    en: "{{who}} moved it from {{from}} to {{to}}",
    fr: "{{who}} l'a fait passer de {{from}} à {{to}}",
    nl: "{{who}} zette ze van {{from}} op {{to}}",
  },
  "ADMIN-ENQUIRY-EVENT-ASSIGNED": {
    en: "{{who}} gave it to {{assignee}}",
    fr: "{{who}} l'a attribuée à {{assignee}}",
    nl: "{{who}} wees ze toe aan {{assignee}}",
  },
  "ADMIN-ENQUIRY-EVENT-UNASSIGNED": {
    en: "{{who}} left it to nobody",
    fr: "{{who}} ne l'a plus attribuée à personne",
    nl: "{{who}} wees ze aan niemand meer toe",
  },
  "ADMIN-ENQUIRY-EVENT-NOTE": {
    en: "{{who}} added an internal note",
    fr: "{{who}} a ajouté une note interne",
    nl: "{{who}} voegde een interne notitie toe",
  },
  "ADMIN-ENQUIRY-EVENT-REPLY": {
    en: "{{who}} replied to the buyer",
    fr: "{{who}} a répondu à l'acheteur",
    nl: "{{who}} antwoordde de koper",
  },
  "ADMIN-ENQUIRY-EVENT-ERASED": {
    en: "{{who}} erased the buyer's details on request",
    fr: "{{who}} a effacé les coordonnées de l'acheteur à sa demande",
    nl: "{{who}} wiste de gegevens van de koper op diens verzoek",
  },
  "ADMIN-ENQUIRY-EVENT-EXPIRED": {
    en: "The buyer's details were removed at the end of the retention period",
    fr: "Les coordonnées de l'acheteur ont été effacées au terme de la durée de conservation",
    nl: "De gegevens van de koper zijn gewist na afloop van de bewaartermijn",
  },
  "ADMIN-ENQUIRY-REPLY-MAIL": {
    en: "Its mail:",
    fr: "Son e-mail :",
    nl: "De e-mail:",
  },
  "ADMIN-ENQUIRY-NOT-FOUND": {
    en: "Enquiry not found",
    fr: "Demande introuvable",
    nl: "Aanvraag niet gevonden",
  },
  "ADMIN-ENQUIRY-FAILED": {
    en: "The enquiry could not be shown",
    fr: "La demande n'a pas pu être affichée",
    nl: "De aanvraag kon niet getoond worden",
  },
  "ADMIN-ENQUIRY-FAILED-TEXT": {
    en: "Something went wrong on the server. Please try again in a moment.",
    fr: "Un problème est survenu sur le serveur. Veuillez réessayer dans un instant.",
    nl: "Er liep iets mis op de server. Probeer het zo meteen opnieuw.",
  },

  // Personal data
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
