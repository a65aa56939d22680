// Interface texts of the back office's page of one enquiry: its lines, its buyer, what happened
// to it, and the changes, notes and replies an administrator makes there. The texts shared with
// the other enquiry screens are in admin-enquiries.ts.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminEnquiryTexts: InterfaceTextSet = {
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
};
