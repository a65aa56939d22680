// Interface texts of the public site: the contact page, its confirmation modal and the quote list.
import type { InterfaceTextSet } from "./text-set.ts";

export const contactTexts: InterfaceTextSet = {
  // ── The page ─────────────────────────────────────────────────────────────────────────────
  "CONTACT-META-TITLE": {
    en: "Contact us — Rubbera",
    fr: "Nous contacter — Rubbera",
    nl: "Contacteer ons — Rubbera",
  },
  "CONTACT-META-DESCRIPTION": {
    en: "Ask Rubbera a question or request a quote for rubber sheets, seals, hoses, profiles and moulded parts. We answer within one working day.",
    fr: "Posez une question à Rubbera ou demandez un devis pour des plaques, joints, tuyaux, profilés et pièces moulées en caoutchouc. Nous répondons dans un délai d'un jour ouvrable.",
    nl: "Stel Rubbera een vraag of vraag een offerte aan voor rubberplaten, afdichtingen, slangen, profielen en gegoten onderdelen. We antwoorden binnen één werkdag.",
  },
  "CONTACT-TITLE": { en: "Contact us", fr: "Nous contacter", nl: "Contacteer ons" },
  "CONTACT-INTRO": {
    en: "A question about a product, a size we do not list, or a quote for your quote list? Write to us and we will answer within one working day.",
    fr: "Une question sur un produit, une dimension que nous ne proposons pas, ou un devis pour votre liste ? Écrivez-nous, nous vous répondons dans un délai d'un jour ouvrable.",
    nl: "Een vraag over een product, een maat die we niet vermelden, of een offerte voor de producten in uw offerteaanvraag? Schrijf ons en we antwoorden binnen één werkdag.",
  },
  "CONTACT-DETAILS-TITLE": {
    en: "Visit or call us",
    fr: "Passez nous voir ou appelez-nous",
    nl: "Kom langs of bel ons",
  },
  "CONTACT-PHONE-LABEL": { en: "Telephone:", fr: "Téléphone :", nl: "Telefoon:" },
  "CONTACT-EMAIL-LABEL": { en: "E-mail:", fr: "E-mail :", nl: "E-mail:" },

  // ── The form ─────────────────────────────────────────────────────────────────────────────
  "CONTACT-FORM-TITLE": {
    en: "Send us a message",
    fr: "Envoyez-nous un message",
    nl: "Stuur ons een bericht",
  },
  "CONTACT-REQUIRED-NOTE": {
    en: "Fields marked with * are required.",
    fr: "Les champs marqués d'un * sont obligatoires.",
    nl: "Velden met een * zijn verplicht.",
  },
  "CONTACT-FIELD-TITLE": { en: "Title", fr: "Civilité", nl: "Aanspreking" },
  "CONTACT-TITLE-M": { en: "Mr", fr: "M.", nl: "Dhr." },
  "CONTACT-TITLE-MRS": { en: "Mrs", fr: "Mme", nl: "Mevr." },
  "CONTACT-TITLE-OTHER": { en: "Other", fr: "Autre", nl: "Andere" },
  "CONTACT-FIELD-NAME": { en: "Name", fr: "Nom", nl: "Naam" },
  "CONTACT-FIELD-EMAIL": { en: "E-mail address", fr: "Adresse e-mail", nl: "E-mailadres" },
  "CONTACT-FIELD-TELEPHONE": { en: "Telephone", fr: "Téléphone", nl: "Telefoon" },
  "CONTACT-FIELD-COMPANY": { en: "Company", fr: "Société", nl: "Bedrijf" },
  "CONTACT-FIELD-MESSAGE": { en: "Message", fr: "Message", nl: "Bericht" },
  "CONTACT-FIELD-WISHED-DATE": {
    en: "Wished-for delivery date",
    fr: "Date de livraison souhaitée",
    nl: "Gewenste leverdatum",
  },
  "CONTACT-RETENTION": {
    en: "We keep your enquiry and your contact details to answer you and for our records, for {{months}} months after it is closed; see our {{terms}}.",
    fr: "Nous conservons votre demande et vos coordonnées pour vous répondre et pour nos archives, pendant {{months}} mois après sa clôture ; voir nos {{terms}}.",
    nl: "We bewaren uw aanvraag en uw contactgegevens om u te antwoorden en voor onze administratie, tot {{months}} maanden nadat ze is afgesloten; zie onze {{terms}}.",
  },
  "CONTACT-RETENTION-TERMS": {
    en: "terms and conditions",
    fr: "conditions générales d'utilisation",
    nl: "algemene gebruiksvoorwaarden",
  },
  "CONTACT-VISITS": {
    en: "The site counts its visits without cookies: page views per day, page, language and the site you came from. It keeps neither your network address nor your browser.",
    fr: "Le site compte ses visites sans cookies : pages vues par jour, page, langue et site de provenance. Il ne conserve ni votre adresse réseau ni votre navigateur.",
    nl: "De site telt haar bezoeken zonder cookies: paginaweergaven per dag, pagina, taal en de site waarvan u kwam. Ze bewaart uw netwerkadres noch uw browser.",
  },
  "CONTACT-AGREEMENT": {
    en: "Yes, I agree to the",
    fr: "Oui, j'accepte les",
    nl: "Ja, ik ga akkoord met de",
  },
  "CONTACT-AGREEMENT-TERMS": {
    en: "terms and conditions",
    fr: "conditions générales d'utilisation",
    nl: "algemene gebruiksvoorwaarden",
  },
  "CONTACT-HONEYPOT": {
    en: "Leave this field empty",
    fr: "Laissez ce champ vide",
    nl: "Laat dit veld leeg",
  },
  "CONTACT-SEND": { en: "Send the message", fr: "Envoyer le message", nl: "Bericht versturen" },
  "CONTACT-SENDING": { en: "Sending…", fr: "Envoi en cours…", nl: "Bezig met versturen…" },
  "CONTACT-PRODUCT-MESSAGE": {
    en: "Hello,\n\nI have a question about {{title}} (ref. {{code}}):\n\n",
    fr: "Bonjour,\n\nJ'ai une question au sujet de {{title}} (réf. {{code}}) :\n\n",
    nl: "Goeiedag,\n\nIk heb een vraag over {{title}} (ref. {{code}}):\n\n",
  },

  // ── What the form says about wrong values ────────────────────────────────────────────────
  "CONTACT-ERRORS-TITLE": {
    en: "Please check the form:",
    fr: "Veuillez vérifier le formulaire :",
    nl: "Controleer het formulier:",
  },
  "CONTACT-ERROR-TITLE": {
    en: "Please choose a title.",
    fr: "Veuillez choisir une civilité.",
    nl: "Kies een aanspreking.",
  },
  "CONTACT-ERROR-NAME-REQUIRED": {
    en: "Please enter your name.",
    fr: "Veuillez indiquer votre nom.",
    nl: "Vul uw naam in.",
  },
  "CONTACT-ERROR-EMAIL-REQUIRED": {
    en: "Please enter your email address.",
    fr: "Veuillez indiquer votre adresse e-mail.",
    nl: "Vul uw e-mailadres in.",
  },
  "CONTACT-ERROR-EMAIL": {
    en: "Oh, please enter a valid email address.",
    fr: "Oh, veuillez indiquer une adresse e-mail valide.",
    nl: "Oei, vul een geldig e-mailadres in.",
  },
  "CONTACT-ERROR-TELEPHONE": {
    en: "A telephone number may only hold digits, spaces and + ( ) - . /",
    fr: "Un numéro de téléphone ne peut contenir que des chiffres, des espaces et + ( ) - . /",
    nl: "Een telefoonnummer mag enkel cijfers, spaties en + ( ) - . / bevatten.",
  },
  "CONTACT-ERROR-MESSAGE-REQUIRED": {
    en: "Please write your message.",
    fr: "Veuillez écrire votre message.",
    nl: "Schrijf uw bericht.",
  },
  "CONTACT-ERROR-MESSAGE-CHARACTERS": {
    en: "Your message holds characters we cannot read; please type it again.",
    fr: "Votre message contient des caractères illisibles ; veuillez le saisir à nouveau.",
    nl: "Uw bericht bevat tekens die we niet kunnen lezen; typ het opnieuw.",
  },
  "CONTACT-ERROR-ONE-LINE": {
    en: "Please keep this field on one line.",
    fr: "Ce champ doit tenir sur une seule ligne.",
    nl: "Dit veld moet op één regel passen.",
  },
  "CONTACT-ERROR-TOO-LONG": {
    en: "Please keep this to {{max}} characters at most.",
    fr: "Maximum {{max}} caractères, s'il vous plaît.",
    nl: "Maximaal {{max}} tekens, alstublieft.",
  },
  "CONTACT-ERROR-AGREEMENT": {
    en: "Please agree to the terms and conditions to send your message.",
    fr: "Veuillez accepter les conditions générales pour envoyer votre message.",
    nl: "Ga akkoord met de algemene voorwaarden om uw bericht te versturen.",
  },
  "CONTACT-ERROR-WISHED-DATE": {
    en: "Please enter a valid date, or leave this field empty.",
    fr: "Veuillez indiquer une date valide, ou laisser ce champ vide.",
    nl: "Vul een geldige datum in, of laat dit veld leeg.",
  },
  "CONTACT-ERROR-WISHED-DATE-PAST": {
    en: "Please choose a date from today onwards.",
    fr: "Veuillez choisir une date à partir d'aujourd'hui.",
    nl: "Kies een datum vanaf vandaag.",
  },
  "CONTACT-ERROR-PRODUCTS": {
    en: "Your quote list could not be read; please check it above.",
    fr: "Votre liste de devis n'a pas pu être lue ; veuillez la vérifier ci-dessus.",
    nl: "Uw offerteaanvraag kon niet gelezen worden; controleer ze hierboven.",
  },

  // ── The confirmation modal (§4, §8) ──────────────────────────────────────────────────────
  "MAIL-SENT-TITLE": {
    en: "Thank you for your message",
    fr: "Merci pour votre message",
    nl: "Bedankt voor uw bericht",
  },
  "MAIL-SENT-TEXT": {
    en: "Your message has been sent. We will get back to you within one working day.",
    fr: "Votre message a bien été envoyé. Nous vous répondons dans un délai d'un jour ouvrable.",
    nl: "Uw bericht is verstuurd. We antwoorden u binnen één werkdag.",
  },
  "MAIL-STORED-TEXT": {
    en: "We have received your message and it will reach our team in a few minutes. We will get back to you within one working day.",
    fr: "Nous avons bien reçu votre message ; il parviendra à notre équipe dans quelques minutes. Nous vous répondons dans un délai d'un jour ouvrable.",
    nl: "We hebben uw bericht ontvangen; het bereikt ons team binnen enkele minuten. We antwoorden u binnen één werkdag.",
  },
  "MAIL-REFERENCE": { en: "Your reference:", fr: "Votre référence :", nl: "Uw referentie:" },
  "MAIL-REFERENCE-HINT": {
    en: "Please quote it whenever you contact us about this request; the confirmation we e-mail you carries it too.",
    fr: "Mentionnez-la lorsque vous nous contactez au sujet de cette demande ; elle figure aussi dans la confirmation que nous vous envoyons par e-mail.",
    nl: "Vermeld ze wanneer u ons over deze aanvraag contacteert; ze staat ook in de bevestiging die we u mailen.",
  },
  "MAIL-RESULT-CLOSE": { en: "OK", fr: "OK", nl: "OK" },
  "MAIL-ERROR-TITLE": {
    en: "Your message could not be sent",
    fr: "Votre message n'a pas pu être envoyé",
    nl: "Uw bericht kon niet worden verstuurd",
  },
  "MAIL-ERROR-TEXT": {
    en: "Something went wrong on our side and your message was not received.",
    fr: "Un problème est survenu de notre côté et votre message n'a pas été reçu.",
    nl: "Er ging bij ons iets mis en uw bericht is niet aangekomen.",
  },
  "MAIL-ERROR-EXPLANATION": {
    en: "Nothing you typed is lost: the form still holds your message. Please try again in a few minutes, or call us at {{phone}} or write to {{email}}.",
    fr: "Rien de ce que vous avez saisi n'est perdu : le formulaire contient toujours votre message. Réessayez dans quelques minutes, ou appelez-nous au {{phone}} ou écrivez à {{email}}.",
    nl: "Wat u typte, is niet verloren: het formulier bevat uw bericht nog. Probeer het over enkele minuten opnieuw, of bel ons op {{phone}} of schrijf naar {{email}}.",
  },

  // ── The quote list (§3 "Cart") ───────────────────────────────────────────────────────────
  "QUOTE-LIST-TITLE": {
    en: "Your quote list",
    fr: "Votre liste de devis",
    nl: "Uw offerteaanvraag",
  },
  "QUOTE-LIST-INTRO": {
    en: "These products are sent with your message, so that we can prepare your quote.",
    fr: "Ces produits sont envoyés avec votre message, pour que nous puissions préparer votre devis.",
    nl: "Deze producten worden met uw bericht meegestuurd, zodat we uw offerte kunnen opmaken.",
  },
  "QUOTE-LIST-EMPTY": {
    en: "Your quote list is empty. Add products from the catalogue with “Add to quote list” and they will be sent with your message.",
    fr: "Votre liste de devis est vide. Ajoutez des produits du catalogue avec « Ajouter au devis » : ils seront envoyés avec votre message.",
    nl: "Uw offerteaanvraag is leeg. Voeg producten uit de catalogus toe met „Toevoegen aan offerteaanvraag”; ze worden met uw bericht meegestuurd.",
  },
  "QUOTE-PRODUCT": { en: "Product", fr: "Produit", nl: "Product" },
  "QUOTE-CODE": { en: "Reference", fr: "Référence", nl: "Referentie" },
  "QUOTE-QUANTITY": { en: "Quantity", fr: "Quantité", nl: "Aantal" },
  "QUOTE-QUANTITY-OF": {
    en: "Quantity of {{title}}",
    fr: "Quantité de {{title}}",
    nl: "Aantal van {{title}}",
  },
  // Only the list on the contact page uses these: they come with that page (ADR 25).
  "CONTACT-QUOTE-QUANTITY-WHOLE": {
    en: "Please enter a whole number, such as 1, 25 or 500.",
    fr: "Veuillez indiquer un nombre entier, par exemple 1, 25 ou 500.",
    nl: "Vul een geheel getal in, bijvoorbeeld 1, 25 of 500.",
  },
  "CONTACT-QUOTE-QUANTITY-RANGE": {
    en: "Please enter a quantity from 1 to {{max}}.",
    fr: "Veuillez indiquer une quantité de 1 à {{max}}.",
    nl: "Vul een aantal van 1 tot {{max}} in.",
  },
  "CONTACT-QUOTE-NOTE": { en: "Note", fr: "Remarque", nl: "Opmerking" },
  "CONTACT-QUOTE-NOTE-OF": {
    en: "Note on {{title}}",
    fr: "Remarque sur {{title}}",
    nl: "Opmerking bij {{title}}",
  },
  "CONTACT-QUOTE-NOTE-EXAMPLE": {
    en: "Optional, e.g. cut to 500 × 500 mm",
    fr: "Facultatif, p. ex. découpe en 500 × 500 mm",
    nl: "Optioneel, bv. op maat snijden: 500 × 500 mm",
  },
  "QUOTE-REMOVE": { en: "Remove", fr: "Retirer", nl: "Verwijderen" },
  "QUOTE-REMOVE-ITEM": {
    en: "Remove {{title}} from the quote list",
    fr: "Retirer {{title}} de la liste de devis",
    nl: "{{title}} uit de offerteaanvraag verwijderen",
  },
  "QUOTE-REMOVED": {
    en: "{{title}} was removed from your quote list.",
    fr: "{{title}} a été retiré de votre liste de devis.",
    nl: "{{title}} is uit uw offerteaanvraag verwijderd.",
  },
  "QUOTE-ADD": {
    en: "Add to quote list",
    fr: "Ajouter au devis",
    nl: "Toevoegen aan offerteaanvraag",
  },
  "QUOTE-ADDED": {
    en: "Added to your quote list (quantity: {{quantity}}).",
    fr: "Ajouté à votre liste de devis (quantité : {{quantity}}).",
    nl: "Toegevoegd aan uw offerteaanvraag (aantal: {{quantity}}).",
  },
  "QUOTE-VIEW": {
    en: "View the quote list",
    fr: "Voir la liste de devis",
    nl: "Offerteaanvraag bekijken",
  },
  "QUOTE-ADDED-NOTICE-TITLE": {
    en: "Added to your quote list",
    fr: "Ajouté à votre liste de devis",
    nl: "Toegevoegd aan uw offerteaanvraag",
  },
  "QUOTE-ADDED-NOTICE": {
    en: "{{title}}, quantity {{quantity}}.",
    fr: "{{title}}, quantité {{quantity}}.",
    nl: "{{title}}, aantal {{quantity}}.",
  },
  "QUOTE-LIST-FULL-TITLE": {
    en: "Your quote list is full",
    fr: "Votre liste de devis est pleine",
    nl: "Uw offerteaanvraag is vol",
  },
  "QUOTE-LIST-FULL": {
    en: "A quote list holds at most {{max}} products: send this one with your message first, or remove a product from it.",
    fr: "Une liste de devis contient au plus {{max}} produits : envoyez d'abord celle-ci avec votre message, ou retirez-en un produit.",
    nl: "Een offerteaanvraag bevat hoogstens {{max}} producten: verstuur deze eerst met uw bericht, of verwijder er een product uit.",
  },
  "QUOTE-TITLES-RETRY-TITLE": {
    en: "Product names not loaded",
    fr: "Noms des produits non chargés",
    nl: "Productnamen niet geladen",
  },
  "QUOTE-TITLES-RETRY": {
    en: "The names of the products in your quote list could not be loaded; trying again in a few seconds. Their references are shown meanwhile.",
    fr: "Les noms des produits de votre liste de devis n'ont pas pu être chargés ; nouvel essai dans quelques secondes. Leurs références sont affichées en attendant.",
    nl: "De namen van de producten in uw offerteaanvraag konden niet worden geladen; we proberen het over enkele seconden opnieuw. Intussen ziet u hun referenties.",
  },
};
