// Interface texts of the mails a buyer receives about their enquiry: the copy sent when they
// send it, and the fixed parts of the shop's replies. {{reference}}, {{name}} and {{site}} are
// filled in when a mail is composed. No page carries them (text-areas.ts, "mail").
import type { InterfaceTextSet } from "./text-set.ts";

export const enquiryMailTexts: InterfaceTextSet = {
  "EMAIL-COPY-SUBJECT": {
    en: "Your enquiry {{reference}} — {{site}}",
    fr: "Votre demande {{reference}} — {{site}}",
    nl: "Uw aanvraag {{reference}} — {{site}}",
  },
  "EMAIL-COPY-GREETING": {
    en: "Dear {{name}},",
    fr: "Bonjour {{name}},",
    nl: "Beste {{name}},",
  },
  "EMAIL-COPY-INTRO": {
    en: "Thank you for your enquiry. We have received it and will answer within one working day. Here is a copy of what you sent us.",
    fr: "Merci pour votre demande. Nous l'avons bien reçue et vous répondrons dans un délai d'un jour ouvrable. Voici une copie de ce que vous nous avez envoyé.",
    nl: "Bedankt voor uw aanvraag. We hebben ze goed ontvangen en antwoorden binnen één werkdag. Hier is een kopie van wat u ons stuurde.",
  },
  "EMAIL-REFERENCE": {
    en: "Your reference:",
    fr: "Votre référence :",
    nl: "Uw referentie:",
  },
  "EMAIL-WISHED-DATE": {
    en: "Wished for by:",
    fr: "Souhaité pour le :",
    nl: "Gewenst tegen:",
  },
  "EMAIL-LINES-TITLE": {
    en: "Your quote list",
    fr: "Votre liste de devis",
    nl: "Uw offerteaanvraag",
  },
  "EMAIL-PRODUCT": { en: "Product", fr: "Produit", nl: "Product" },
  "EMAIL-CODE": { en: "Code", fr: "Code", nl: "Code" },
  "EMAIL-QUANTITY": { en: "Quantity", fr: "Quantité", nl: "Aantal" },
  "EMAIL-NOTE": { en: "Note", fr: "Remarque", nl: "Opmerking" },
  "EMAIL-MESSAGE-TITLE": { en: "Your message", fr: "Votre message", nl: "Uw bericht" },
  "EMAIL-COPY-CLOSING": {
    en: "Please quote {{reference}} when you contact us about this enquiry.",
    fr: "Merci de mentionner {{reference}} lorsque vous nous contactez au sujet de cette demande.",
    nl: "Vermeld {{reference}} wanneer u ons over deze aanvraag contacteert.",
  },
  "EMAIL-REPLY-SUBJECT": {
    en: "Re: your enquiry {{reference}} — {{site}}",
    fr: "Re : votre demande {{reference}} — {{site}}",
    nl: "Re: uw aanvraag {{reference}} — {{site}}",
  },
  "EMAIL-REPLY-FOOTER": {
    en: "This is our answer to your enquiry {{reference}}. You can reply to this e-mail.",
    fr: "Ceci est notre réponse à votre demande {{reference}}. Vous pouvez répondre à cet e-mail.",
    nl: "Dit is ons antwoord op uw aanvraag {{reference}}. U kunt op deze e-mail antwoorden.",
  },
  "EMAIL-PHONE": { en: "Telephone:", fr: "Téléphone :", nl: "Telefoon:" },
  "EMAIL-EMAIL": { en: "E-mail:", fr: "E-mail :", nl: "E-mail:" },
};
