// Interface texts of the public site's frame: name, header, footer, errors.
import type { InterfaceTextSet } from "./text-set.ts";

export const siteTexts: InterfaceTextSet = {
  "SITE-NAME": { en: "Rubbera", fr: "Rubbera", nl: "Rubbera" },
  "SITE-TAGLINE": {
    en: "Rubber products, cut and moulded to measure in Belgium",
    fr: "Produits en caoutchouc, découpés et moulés sur mesure en Belgique",
    nl: "Rubberproducten, op maat gesneden en gegoten in België",
  },
  "SKIP-TO-CONTENT": {
    en: "Skip to main content",
    fr: "Aller au contenu principal",
    nl: "Naar de hoofdinhoud",
  },
  "LANGUAGE-SELECTOR-LABEL": { en: "Language", fr: "Langue", nl: "Taal" },
  "LANGUAGE-FOLLOWED-TITLE": {
    en: "Language changed",
    fr: "Langue changée",
    nl: "Taal gewijzigd",
  },
  "LANGUAGE-FOLLOWED": {
    en: "You chose English in another tab of this site, so this page now shows in English too.",
    fr: "Vous avez choisi le français dans un autre onglet de ce site : cette page s'affiche donc aussi en français.",
    nl: "U koos Nederlands in een ander tabblad van deze website, dus deze pagina wordt nu ook in het Nederlands getoond.",
  },
  "HOME-META-TITLE": {
    en: "Rubbera — rubber sheets, seals, hoses and moulded parts",
    fr: "Rubbera — plaques, joints, tuyaux et pièces moulées en caoutchouc",
    nl: "Rubbera — rubberplaten, afdichtingen, slangen en gegoten onderdelen",
  },
  "HOME-META-DESCRIPTION": {
    en: "Rubbera supplies rubber sheets, O-rings, seals, hoses, profiles, mats and moulded parts to workshops and industry across Belgium.",
    fr: "Rubbera fournit plaques, joints toriques, joints, tuyaux, profilés, tapis et pièces moulées en caoutchouc aux ateliers et à l'industrie dans toute la Belgique.",
    nl: "Rubbera levert rubberplaten, O-ringen, afdichtingen, slangen, profielen, matten en gegoten onderdelen aan werkplaatsen en industrie in heel België.",
  },
  "HOME-TITLE": {
    en: "Rubber products for industry and workshops",
    fr: "Produits en caoutchouc pour l'industrie et les ateliers",
    nl: "Rubberproducten voor industrie en werkplaatsen",
  },
  "HOME-INTRO": {
    en: "Sheets, O-rings and seals, hoses, profiles, mats and moulded parts in NBR, EPDM, silicone, FKM and natural rubber, cut to your measurements in our Belgian workshop.",
    fr: "Plaques, joints toriques et joints, tuyaux, profilés, tapis et pièces moulées en NBR, EPDM, silicone, FKM et caoutchouc naturel, découpés à vos mesures dans notre atelier belge.",
    nl: "Platen, O-ringen en afdichtingen, slangen, profielen, matten en gegoten onderdelen in NBR, EPDM, silicone, FKM en natuurrubber, op maat gesneden in onze Belgische werkplaats.",
  },
  "FOOTER-COPYRIGHT": {
    en: "© {{year}} Rubbera. All rights reserved.",
    fr: "© {{year}} Rubbera. Tous droits réservés.",
    nl: "© {{year}} Rubbera. Alle rechten voorbehouden.",
  },
  "NOT-FOUND-TITLE": {
    en: "This page could not be found",
    fr: "Cette page est introuvable",
    nl: "Deze pagina kon niet worden gevonden",
  },
  "NOT-FOUND-TEXT": {
    en: "The address may be mistyped, or the page may have moved.",
    fr: "L'adresse est peut-être mal saisie, ou la page a été déplacée.",
    nl: "Het adres is misschien verkeerd getypt, of de pagina is verplaatst.",
  },
  "ERROR-MESSAGE": {
    en: "This page could not be shown",
    fr: "Cette page n'a pas pu être affichée",
    nl: "Deze pagina kon niet worden getoond",
  },
  "ERROR-TITLE": { en: "Error: {{status}}", fr: "Erreur : {{status}}", nl: "Fout: {{status}}" },
  "ERROR-TEXT": {
    en: "We're sorry for the inconvenience",
    fr: "Nous sommes désolés pour le désagrément",
    nl: "Onze excuses voor het ongemak",
  },
  "ERROR-OPTIONS": {
    en: "Here are a couple of options you might be interested in",
    fr: "Voici quelques pages qui pourraient vous intéresser",
    nl: "Hier zijn enkele pagina's die u misschien interesseren",
  },
  "MENU-HOME": { en: "Home", fr: "Accueil", nl: "Home" },
};
