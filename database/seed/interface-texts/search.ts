// Interface texts of the public site: the header's search box and the search page.
import type { InterfaceTextSet } from "./text-set.ts";

export const searchTexts: InterfaceTextSet = {
  "SEARCH-OPEN": {
    en: "Search products",
    fr: "Rechercher des produits",
    nl: "Producten zoeken",
  },
  "SEARCH-BOX-LANDMARK": {
    en: "Quick product search",
    fr: "Recherche rapide de produits",
    nl: "Snel producten zoeken",
  },
  "SEARCH-INPUT-LABEL": {
    en: "Product code, name or material",
    fr: "Code, nom ou matière du produit",
    nl: "Productcode, naam of materiaal",
  },
  "SEARCH-PLACEHOLDER": {
    en: "e.g. EPDM sheet, O-ring 20",
    fr: "p. ex. plaque EPDM, joint torique 20",
    nl: "bv. EPDM-plaat, O-ring 20",
  },
  "SEARCH-SUBMIT": { en: "Search", fr: "Rechercher", nl: "Zoeken" },
  "SEARCH-SUGGESTIONS-LABEL": {
    en: "Suggested products",
    fr: "Produits suggérés",
    nl: "Voorgestelde producten",
  },
  "SEARCH-SUGGESTIONS-COUNT": {
    en: "Products found: {{count}}. Use the up and down arrows to choose one.",
    fr: "Produits trouvés : {{count}}. Utilisez les flèches haut et bas pour en choisir un.",
    nl: "Gevonden producten: {{count}}. Gebruik de pijltjes omhoog en omlaag om er een te kiezen.",
  },
  "SEARCH-SUGGESTIONS-NONE": {
    en: "No product matches these keywords yet. Press Enter to see the search page.",
    fr: "Aucun produit ne correspond encore à ces mots-clés. Appuyez sur Entrée pour afficher la page de recherche.",
    nl: "Nog geen product komt overeen met deze trefwoorden. Druk op Enter om de zoekpagina te openen.",
  },
  "SEARCH-SUGGESTIONS-ERROR": {
    en: "Suggestions are not available right now. Press Enter to search.",
    fr: "Les suggestions ne sont pas disponibles pour le moment. Appuyez sur Entrée pour lancer la recherche.",
    nl: "Suggesties zijn momenteel niet beschikbaar. Druk op Enter om te zoeken.",
  },
  "SEARCH-PRODUCT-CODE": { en: "Code: {{code}}", fr: "Code : {{code}}", nl: "Code: {{code}}" },
  "SEARCH-PAGE-LANDMARK": {
    en: "Product search",
    fr: "Recherche de produits",
    nl: "Producten zoeken",
  },
  "SEARCH-PAGE-TITLE": {
    en: "Search our products",
    fr: "Rechercher dans nos produits",
    nl: "Zoeken in onze producten",
  },
  "SEARCH-RESULTS-TITLE": {
    en: "Search results for “{{q}}”",
    fr: "Résultats de recherche pour « {{q}} »",
    nl: "Zoekresultaten voor ‘{{q}}’",
  },
  // How many products a search found: -ONE or -OTHER by the language's plural rules.
  "SEARCH-RESULTS-FOUND-ONE": {
    en: "{{count}} product found",
    fr: "{{count}} produit trouvé",
    nl: "{{count}} product gevonden",
  },
  "SEARCH-RESULTS-FOUND-OTHER": {
    en: "{{count}} products found",
    fr: "{{count}} produits trouvés",
    nl: "{{count}} producten gevonden",
  },
  // When no product measures the number typed exactly ("epdm sheet 3").
  "SEARCH-NEAREST-SIZES": {
    en: "No product measures exactly {{number}}; the nearest sizes come first.",
    fr: "Aucun produit ne mesure exactement {{number}} ; les tailles les plus proches viennent en premier.",
    nl: "Geen product meet precies {{number}}; de dichtstbijzijnde maten staan eerst.",
  },
  "SEARCH-RESULT-CATEGORY": { en: "Category:", fr: "Catégorie :", nl: "Categorie:" },
  "SEARCH-RESULTS-TABLE-CAPTION": {
    en: "Products found for “{{q}}”: sizes and specifications",
    fr: "Produits trouvés pour « {{q}} » : dimensions et caractéristiques",
    nl: "Gevonden producten voor ‘{{q}}’: maten en specificaties",
  },
  "SEARCH-EMPTY-QUERY": {
    en: "Type a product code, a product name or a material, then press Search.",
    fr: "Tapez un code, un nom de produit ou une matière, puis appuyez sur Rechercher.",
    nl: "Typ een productcode, een productnaam of een materiaal en druk dan op Zoeken.",
  },
  "SEARCH-NO-RESULT": {
    en: "We're sorry, we couldn't find any product matching the keywords",
    fr: "Nous sommes désolés, nous n'avons trouvé aucun produit correspondant aux mots-clés",
    nl: "Het spijt ons, we hebben geen product gevonden dat overeenkomt met de trefwoorden",
  },
  "SEARCH-TIPS": {
    en: "Check the spelling, use fewer words, or try a more general word such as a material or a type of product.",
    fr: "Vérifiez l'orthographe, utilisez moins de mots ou essayez un terme plus général, comme une matière ou un type de produit.",
    nl: "Controleer de spelling, gebruik minder woorden of probeer een algemener woord, zoals een materiaal of een soort product.",
  },
  "SEARCH-OTHER-KEYWORDS-TITLE": {
    en: "Try one of these keywords",
    fr: "Essayez l'un de ces mots-clés",
    nl: "Probeer een van deze trefwoorden",
  },
  // Comma-separated: each becomes a link to the search page. Administrators may change them.
  "SEARCH-OTHER-KEYWORDS": {
    en: "rubber sheet, O-ring, hose, profile, mat, EPDM, NBR, silicone",
    fr: "plaque en caoutchouc, joint torique, tuyau, profilé, tapis, EPDM, NBR, silicone",
    nl: "rubberplaat, O-ring, slang, profiel, mat, EPDM, NBR, siliconen",
  },
  "SEARCH-BROWSE-TITLE": {
    en: "Or browse our categories",
    fr: "Ou parcourez nos catégories",
    nl: "Of blader door onze categorieën",
  },
  "SEARCH-META-TITLE": {
    en: "Product search — Rubbera",
    fr: "Recherche de produits — Rubbera",
    nl: "Producten zoeken — Rubbera",
  },
  "SEARCH-RESULTS-META-TITLE": {
    en: "“{{q}}” — product search — Rubbera",
    fr: "« {{q}} » — recherche de produits — Rubbera",
    nl: "‘{{q}}’ — producten zoeken — Rubbera",
  },
  "SEARCH-META-DESCRIPTION": {
    en: "Search the Rubbera catalogue of rubber products by product code, name or material.",
    fr: "Recherchez dans le catalogue de produits en caoutchouc de Rubbera par code, nom ou matière.",
    nl: "Doorzoek de Rubbera-catalogus van rubberproducten op productcode, naam of materiaal.",
  },
};
