// Interface texts of the public site's frame: header, menu, breadcrumb, footer, notices.
import type { InterfaceTextSet } from "./text-set.ts";

export const layoutTexts: InterfaceTextSet = {
  "SHOP-PHONE": { en: "+32 2 555 01 23", fr: "+32 2 555 01 23", nl: "+32 2 555 01 23" },
  "SHOP-EMAIL": {
    en: "info@rubbera.example",
    fr: "info@rubbera.example",
    nl: "info@rubbera.example",
  },
  "SHOP-ADDRESS": {
    en: "Rue de l'Industrie 42, 1400 Nivelles, Belgium",
    fr: "Rue de l'Industrie 42, 1400 Nivelles, Belgique",
    nl: "Rue de l'Industrie 42, 1400 Nijvel, België",
  },
  "SHOP-MAP-URL": {
    en: "https://www.openstreetmap.org/search?query=Rue%20de%20l%27Industrie%2042%2C%201400%20Nivelles",
    fr: "https://www.openstreetmap.org/search?query=Rue%20de%20l%27Industrie%2042%2C%201400%20Nivelles",
    nl: "https://www.openstreetmap.org/search?query=Rue%20de%20l%27Industrie%2042%2C%201400%20Nivelles",
  },
  "HEADER-PHONE-LABEL": { en: "Call us", fr: "Appelez-nous", nl: "Bel ons" },
  "HEADER-EMAIL-LABEL": { en: "E-mail us", fr: "Écrivez-nous", nl: "Mail ons" },
  "HEADER-MAP-LABEL": {
    en: "Find us on the map",
    fr: "Nous trouver sur la carte",
    nl: "Vind ons op de kaart",
  },
  "MAIN-MENU-LABEL": { en: "Main menu", fr: "Menu principal", nl: "Hoofdmenu" },
  "MENU-OPEN": { en: "Open the menu", fr: "Ouvrir le menu", nl: "Menu openen" },
  "MENU-CLOSE": { en: "Close the menu", fr: "Fermer le menu", nl: "Menu sluiten" },
  "MENU-SERVICES": { en: "Services", fr: "Services", nl: "Diensten" },
  "MENU-PRODUCTS": { en: "Products", fr: "Produits", nl: "Producten" },
  "MENU-SHOP": { en: "Shop", fr: "Boutique", nl: "Webshop" },
  "MENU-BLOG": { en: "Blog", fr: "Blog", nl: "Blog" },
  "MENU-CONTACT": { en: "Contact", fr: "Contact", nl: "Contact" },
  "MENU-ADMIN": { en: "Admin", fr: "Administration", nl: "Beheer" },
  "MENU-ACCOUNT": { en: "Account", fr: "Compte", nl: "Account" },
  "MENU-LOGOUT": { en: "Log out", fr: "Se déconnecter", nl: "Afmelden" },
  "MENU-LOGIN": { en: "Log in", fr: "Se connecter", nl: "Aanmelden" },
  "NEW-WINDOW": {
    en: "(opens in a new window)",
    fr: "(s'ouvre dans une nouvelle fenêtre)",
    nl: "(opent in een nieuw venster)",
  },
  "BREADCRUMB-LABEL": { en: "Breadcrumb", fr: "Fil d'Ariane", nl: "Kruimelpad" },
  "FOOTER-SITEMAP": { en: "Sitemap", fr: "Plan du site", nl: "Sitemap" },
  "SITEMAP-TITLE": { en: "Sitemap", fr: "Plan du site", nl: "Sitemap" },
  "SITEMAP-META-DESCRIPTION": {
    en: "Every page of Rubbera's website in one list: our pages, our product families and our blog articles.",
    fr: "Toutes les pages du site de Rubbera en une liste : nos pages, nos familles de produits et les articles de notre blog.",
    nl: "Alle pagina's van de website van Rubbera in één lijst: onze pagina's, onze productfamilies en onze blogartikels.",
  },
  "SITEMAP-PAGES": { en: "Pages", fr: "Pages", nl: "Pagina's" },
  "SITEMAP-CATEGORIES": {
    en: "Product categories",
    fr: "Catégories de produits",
    nl: "Productcategorieën",
  },
  "SITEMAP-ARTICLES": { en: "Blog articles", fr: "Articles du blog", nl: "Blogartikels" },
  "FOOTER-HOURS-TITLE": { en: "Opening hours", fr: "Heures d'ouverture", nl: "Openingsuren" },
  "FOOTER-CLOSED": {
    en: "Closed on weekends and public holidays.",
    fr: "Fermé le week-end et les jours fériés.",
    nl: "Gesloten in het weekend en op feestdagen.",
  },
  "FOOTER-NO-BANCONTACT": {
    en: "Bancontact is not accepted.",
    fr: "Bancontact n'est pas accepté.",
    nl: "Bancontact wordt niet aanvaard.",
  },
  "FOOTER-PARKING": {
    en: "Parking in front of the store.",
    fr: "Parking devant le magasin.",
    nl: "Parking voor de winkel.",
  },
  "FOOTER-CONTACT-TITLE": { en: "Contact", fr: "Contact", nl: "Contact" },
  "FOOTER-FOLLOW-TITLE": { en: "Follow us", fr: "Suivez-nous", nl: "Volg ons" },
  // One name for the terms in each language: the footer's link, the page's title (TERMS-TITLE)
  // and its address (/fr/conditions-generales-d-utilisation, /nl/algemene-gebruiksvoorwaarden).
  "FOOTER-TERMS": {
    en: "Terms and conditions",
    fr: "Conditions générales d'utilisation",
    nl: "Algemene gebruiksvoorwaarden",
  },
  "SOCIAL-FACEBOOK": {
    en: "Rubbera on Facebook",
    fr: "Rubbera sur Facebook",
    nl: "Rubbera op Facebook",
  },
  "SOCIAL-LINKEDIN": {
    en: "Rubbera on LinkedIn",
    fr: "Rubbera sur LinkedIn",
    nl: "Rubbera op LinkedIn",
  },
  "SOCIAL-INSTAGRAM": {
    en: "Rubbera on Instagram",
    fr: "Rubbera sur Instagram",
    nl: "Rubbera op Instagram",
  },
  "QUOTE-LINK": {
    en: "Quote list ({{count}})",
    fr: "Demande de prix ({{count}})",
    nl: "Offerteaanvraag ({{count}})",
  },
  "NOTICES-LABEL": { en: "Notifications", fr: "Notifications", nl: "Meldingen" },
  "NOTICE-CLOSE": { en: "Close", fr: "Fermer", nl: "Sluiten" },
  LOADING: { en: "Loading…", fr: "Chargement…", nl: "Bezig met laden…" },
  "MAINTENANCE-TITLE": {
    en: "We'll be back shortly",
    fr: "Nous revenons très vite",
    nl: "We zijn zo terug",
  },
  "MAINTENANCE-TEXT": {
    en: "The site is being updated. Please come back in a few minutes; you can still reach us by phone or e-mail.",
    fr: "Le site est en cours de mise à jour. Revenez dans quelques minutes ; vous pouvez toujours nous joindre par téléphone ou par e-mail.",
    nl: "De site wordt bijgewerkt. Kom over enkele minuten terug; u kunt ons nog altijd telefonisch of per e-mail bereiken.",
  },
  // Shown above the header to a signed-in administrator only, while MAINTENANCE_MODE is ON.
  "MAINTENANCE-ADMIN-NOTICE": {
    en: "Maintenance mode is on: visitors see only the maintenance page. You see the site because you are signed in as an administrator.",
    fr: "Le mode maintenance est activé : les visiteurs ne voient que la page de maintenance. Vous voyez le site parce que vous êtes connecté en tant qu'administrateur.",
    nl: "De onderhoudsmodus staat aan: bezoekers zien alleen de onderhoudspagina. U ziet de site omdat u als beheerder bent aangemeld.",
  },
  "MAINTENANCE-ADMIN-LINK": {
    en: "Site settings",
    fr: "Paramètres du site",
    nl: "Site-instellingen",
  },
  "OFFLINE-TITLE": {
    en: "This page is temporarily offline",
    fr: "Cette page est temporairement hors ligne",
    nl: "Deze pagina is tijdelijk offline",
  },
  "NOT-FOUND-BUTTON-PRODUCTS": { en: "Our products", fr: "Nos produits", nl: "Onze producten" },
  "NOT-FOUND-BUTTON-SERVICES": { en: "Our services", fr: "Nos services", nl: "Onze diensten" },
  "NOT-FOUND-BUTTON-BLOG": { en: "The blog", fr: "Le blog", nl: "De blog" },
  "NOT-FOUND-BUTTON-CONTACT": { en: "Contact us", fr: "Nous contacter", nl: "Contacteer ons" },
};
