// Interface texts of the public site: content (home page articles, blog, services, terms).
// The blog's keys start with ARTICLE(S)-, not BLOG-: BLOG- keys are article content and are
// left out of the interface texts.
import type { InterfaceTextSet } from "./text-set.ts";

export const contentTexts: InterfaceTextSet = {
  "HOME-CATEGORIES": { en: "Our products", fr: "Nos produits", nl: "Onze producten" },
  "HOME-LATEST-ARTICLES": {
    en: "Latest articles",
    fr: "Derniers articles",
    nl: "Recentste artikels",
  },
  "HOME-ALL-ARTICLES": {
    en: "All our articles on the blog",
    fr: "Tous nos articles sur le blog",
    nl: "Al onze artikels op de blog",
  },
  "ARTICLES-TITLE": { en: "Our blog", fr: "Notre blog", nl: "Onze blog" },
  "ARTICLES-INTRO": {
    en: "Practical advice from our workshop on choosing, sizing and caring for rubber.",
    fr: "Des conseils pratiques de notre atelier pour choisir, dimensionner et entretenir le caoutchouc.",
    nl: "Praktisch advies uit onze werkplaats om rubber te kiezen, op maat te bepalen en te onderhouden.",
  },
  "ARTICLES-META-DESCRIPTION": {
    en: "Rubbera's blog: how to choose a rubber compound, a hardness or a seal, and how to make rubber parts last.",
    fr: "Le blog de Rubbera : comment choisir un mélange de caoutchouc, une dureté ou un joint, et faire durer vos pièces en caoutchouc.",
    nl: "De blog van Rubbera: hoe u een rubbersoort, een hardheid of een afdichting kiest, en hoe rubberen onderdelen langer meegaan.",
  },
  "ARTICLES-EMPTY": {
    en: "No articles have been published yet.",
    fr: "Aucun article n'a encore été publié.",
    nl: "Er zijn nog geen artikels gepubliceerd.",
  },
  "ARTICLE-READ-MORE": { en: "Read more", fr: "Lire la suite", nl: "Lees meer" },
  "ARTICLE-PUBLISHED-ON": {
    en: "Published on {{date}}",
    fr: "Publié le {{date}}",
    nl: "Gepubliceerd op {{date}}",
  },
  "ARTICLE-BACK-TO-BLOG": {
    en: "Back to the blog",
    fr: "Retour au blog",
    nl: "Terug naar de blog",
  },
  "SERVICES-META-DESCRIPTION": {
    en: "Cutting to measure, water-jet cutting, moulding of small series, gluing and vulcanising, and free advice from Rubbera's workshop in Nivelles.",
    fr: "Découpe sur mesure, découpe au jet d'eau, moulage de petites séries, collage et vulcanisation, et conseils gratuits par l'atelier Rubbera à Nivelles.",
    nl: "Op maat snijden, waterstraalsnijden, gieten van kleine reeksen, lijmen en vulkaniseren, en gratis advies van de werkplaats van Rubbera in Nijvel.",
  },
  "TERMS-META-DESCRIPTION": {
    en: "Rubbera's terms and conditions: prices, delivery, payment, right of withdrawal, warranty and liability.",
    fr: "Les conditions générales d'utilisation de Rubbera : prix, livraison, paiement, droit de rétractation, garantie et responsabilité.",
    nl: "De algemene gebruiksvoorwaarden van Rubbera: prijzen, levering, betaling, herroepingsrecht, garantie en aansprakelijkheid.",
  },
};
