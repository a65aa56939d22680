// Category tree of the demo shop, from "All products" down to the leaves that hold products.
import type { DemoCategory } from "./demo-types.ts";

const PRODUCT_NO = "General_PRODUCT_N°";
const TEMPS = ["TEMP_MIN", "TEMP_MAX"];

// Attribute sets shared by leaves of the same family, in display order.
const sheetAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "THICKNESS",
  "WIDTH",
  "LENGTH",
  "SURFACE",
  "REINFORCEMENT",
  "COLOUR",
  ...TEMPS,
  "FOOD_GRADE",
  "APPLICATION",
];
const oRingAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "INNER_DIAMETER",
  "CROSS_SECTION",
  "OUTER_DIAMETER",
  "COLOUR",
  ...TEMPS,
  "FOOD_GRADE",
  "APPLICATION",
];
const kitAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "QUANTITY",
  "COLOUR",
  ...TEMPS,
  "APPLICATION",
];
const flangeGasketAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "NOMINAL_DIAMETER",
  "INNER_DIAMETER",
  "OUTER_DIAMETER",
  "THICKNESS",
  "COLOUR",
  ...TEMPS,
  "FOOD_GRADE",
  "APPLICATION",
];
const shaftSealAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "INNER_DIAMETER",
  "OUTER_DIAMETER",
  "WIDTH",
  ...TEMPS,
  "APPLICATION",
];
const cordAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "CROSS_SECTION",
  "LENGTH",
  "COLOUR",
  ...TEMPS,
  "APPLICATION",
];
const hoseAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "REINFORCEMENT",
  "INNER_DIAMETER",
  "OUTER_DIAMETER",
  "LENGTH",
  "WORKING_PRESSURE",
  ...TEMPS,
  "COLOUR",
  "FOOD_GRADE",
  "APPLICATION",
];
const solidProfileAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "WIDTH",
  "HEIGHT",
  "LENGTH",
  "COLOUR",
  "SELF_ADHESIVE",
  ...TEMPS,
  "APPLICATION",
];
const spongeProfileAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "WIDTH",
  "HEIGHT",
  "LENGTH",
  "DENSITY",
  "COLOUR",
  "SELF_ADHESIVE",
  ...TEMPS,
  "APPLICATION",
];
const matAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "THICKNESS",
  "WIDTH",
  "LENGTH",
  "SURFACE",
  "HARDNESS",
  "COLOUR",
  "APPLICATION",
];
const foamAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "THICKNESS",
  "WIDTH",
  "LENGTH",
  "DENSITY",
  "COLOUR",
  "SELF_ADHESIVE",
  ...TEMPS,
  "APPLICATION",
];
const expansionJointAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "NOMINAL_DIAMETER",
  "FACE_TO_FACE",
  "CONNECTION",
  "WORKING_PRESSURE",
  ...TEMPS,
  "APPLICATION",
];
const mountAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "OUTER_DIAMETER",
  "HEIGHT",
  "THREAD",
  "LOAD_MAX",
  "APPLICATION",
];
const padAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "WIDTH",
  "THICKNESS",
  "LOAD_MAX",
  "APPLICATION",
];
const capAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "INNER_DIAMETER",
  "OUTER_DIAMETER",
  "HEIGHT",
  "COLOUR",
  ...TEMPS,
];
const stopperAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "OUTER_DIAMETER",
  "HEIGHT",
  "COLOUR",
  ...TEMPS,
  "FOOD_GRADE",
];
const bellowsAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "INNER_DIAMETER",
  "OUTER_DIAMETER",
  "HEIGHT",
  ...TEMPS,
  "APPLICATION",
];
const stripAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "WIDTH",
  "THICKNESS",
  "LENGTH",
  "COLOUR",
  "SELF_ADHESIVE",
  ...TEMPS,
  "APPLICATION",
];
const grommetAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HOLE_DIAMETER",
  "PANEL_THICKNESS",
  "INNER_DIAMETER",
  "OUTER_DIAMETER",
  "COLOUR",
  ...TEMPS,
];
const blankingGrommetAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HOLE_DIAMETER",
  "PANEL_THICKNESS",
  "OUTER_DIAMETER",
  "COLOUR",
  ...TEMPS,
];
const dockBumperAttributes = [
  PRODUCT_NO,
  "MATERIAL",
  "HARDNESS",
  "HEIGHT",
  "WIDTH",
  "THICKNESS",
  "COLOUR",
  "APPLICATION",
];

const BLACK = "#2b2b2b";

const sheets: DemoCategory = {
  bk: "sheets",
  slug: { en: "rubber-sheets", fr: "plaques-caoutchouc", nl: "rubberplaten" },
  title: { en: "Rubber sheets", fr: "Plaques en caoutchouc", nl: "Rubberplaten" },
  body: {
    en: "<p>Rubber sheets on rolls in <strong>NBR, EPDM, SBR, natural rubber, silicone, FKM and neoprene</strong>, from 0.5 to 50 mm thick. We sell them by the running metre, as whole rolls or cut to your drawing.</p><p>Not sure which compound to choose? Oil and grease call for NBR, sun and rain for EPDM, heat for silicone or FKM.</p>",
    fr: "<p>Plaques en caoutchouc en rouleaux, en <strong>NBR, EPDM, SBR, caoutchouc naturel, silicone, FKM et néoprène</strong>, de 0,5 à 50 mm d'épaisseur. Nous les vendons au mètre courant, en rouleau complet ou découpées selon votre plan.</p><p>Vous hésitez sur le mélange ? L'huile et la graisse demandent du NBR, le soleil et la pluie de l'EPDM, la chaleur du silicone ou du FKM.</p>",
    nl: "<p>Rubberplaten op rol in <strong>NBR, EPDM, SBR, natuurrubber, siliconen, FKM en neopreen</strong>, van 0,5 tot 50 mm dik. We verkopen ze per lopende meter, per volledige rol of op maat gesneden volgens uw tekening.</p><p>Twijfelt u over de rubbersoort? Voor olie en vet kiest u NBR, voor zon en regen EPDM, voor hitte siliconen of FKM.</p>",
  },
  extra: {
    en: "<p>Cutting to size: strips, rings and gaskets are cut on our water-jet table, usually within three working days.</p><p>Rolls are 10 m long unless stated otherwise; the tolerance on thickness is ±10 %.</p>",
    fr: "<p>Découpe sur mesure : bandes, rondelles et joints sont découpés sur notre table de découpe au jet d'eau, en général sous trois jours ouvrables.</p><p>Sauf mention contraire, les rouleaux font 10 m de long ; la tolérance sur l'épaisseur est de ±10 %.</p>",
    nl: "<p>Op maat snijden: stroken, ringen en pakkingen snijden we op onze waterstraalsnijtafel, meestal binnen drie werkdagen.</p><p>Tenzij anders vermeld zijn de rollen 10 m lang; de tolerantie op de dikte bedraagt ±10 %.</p>",
  },
  picture: "sheet",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "sheets-nbr",
      slug: { en: "nbr-sheets", fr: "plaques-nbr", nl: "nbr-platen" },
      title: { en: "NBR sheets", fr: "Plaques en NBR", nl: "NBR-platen" },
      body: {
        en: "<p>Nitrile rubber (NBR) resists mineral oils, greases and fuels. It is the standard choice for gaskets on gearboxes, pumps and hydraulic equipment.</p>",
        fr: "<p>Le caoutchouc nitrile (NBR) résiste aux huiles minérales, aux graisses et aux carburants. C'est le choix de référence pour les joints de carters, de pompes et d'équipements hydrauliques.</p>",
        nl: "<p>Nitrilrubber (NBR) is bestand tegen minerale oliën, vetten en brandstoffen. Het is de standaardkeuze voor pakkingen van tandwielkasten, pompen en hydraulische installaties.</p>",
      },
      picture: "sheet",
      colour: "#2f2f2f",
      attributeTypes: [],
      children: [
        {
          bk: "sheets-nbr-oil",
          slug: {
            en: "oil-resistant-nbr-sheets",
            fr: "plaques-nbr-resistantes-huiles",
            nl: "oliebestendige-nbr-platen",
          },
          title: {
            en: "Oil-resistant NBR sheets",
            fr: "Plaques NBR résistantes aux huiles",
            nl: "Oliebestendige NBR-platen",
          },
          body: {
            en: "<p>Black NBR sheets of 70 Shore A for gaskets and seals in contact with oil, diesel and hydraulic fluid, from −20 to +100 °C.</p>",
            fr: "<p>Plaques NBR noires de 70 Shore A pour joints en contact avec l'huile, le gasoil et les fluides hydrauliques, de −20 à +100 °C.</p>",
            nl: "<p>Zwarte NBR-platen van 70 Shore A voor pakkingen en afdichtingen in contact met olie, diesel en hydraulische vloeistof, van −20 tot +100 °C.</p>",
          },
          picture: "sheet",
          colour: "#262626",
          attributeTypes: sheetAttributes,
        },
        {
          bk: "sheets-nbr-food",
          slug: {
            en: "food-grade-nbr-sheets",
            fr: "plaques-nbr-alimentaires",
            nl: "nbr-platen-voedingskwaliteit",
          },
          title: {
            en: "Food-grade NBR sheets",
            fr: "Plaques NBR alimentaires",
            nl: "NBR-platen in voedingskwaliteit",
          },
          body: {
            en: "<p>White NBR sheets that comply with food-contact regulations, for fatty products such as dairy, meat and edible oils.</p>",
            fr: "<p>Plaques NBR blanches conformes à la réglementation sur le contact alimentaire, pour les produits gras comme les produits laitiers, la viande et les huiles alimentaires.</p>",
            nl: "<p>Witte NBR-platen die voldoen aan de regelgeving voor contact met levensmiddelen, voor vette producten zoals zuivel, vlees en spijsolie.</p>",
          },
          picture: "sheet",
          colour: "#f2f2ee",
          attributeTypes: sheetAttributes,
        },
      ],
    },
    {
      bk: "sheets-epdm",
      slug: { en: "epdm-sheets", fr: "plaques-epdm", nl: "epdm-platen" },
      title: { en: "EPDM sheets", fr: "Plaques en EPDM", nl: "EPDM-platen" },
      body: {
        en: "<p>EPDM shrugs off sunlight, ozone, rain and frost, and handles hot water and steam. It is not suitable for oils or fuels.</p>",
        fr: "<p>L'EPDM ne craint ni le soleil, ni l'ozone, ni la pluie, ni le gel, et supporte l'eau chaude et la vapeur. Il ne convient pas aux huiles ni aux carburants.</p>",
        nl: "<p>EPDM trekt zich niets aan van zonlicht, ozon, regen en vorst, en kan tegen warm water en stoom. Het is niet geschikt voor oliën of brandstoffen.</p>",
      },
      picture: "sheet",
      colour: "#333333",
      attributeTypes: [],
      children: [
        {
          bk: "sheets-epdm-weather",
          slug: {
            en: "weather-resistant-epdm-sheets",
            fr: "plaques-epdm-resistantes-intemperies",
            nl: "weerbestendige-epdm-platen",
          },
          title: {
            en: "Weather-resistant EPDM sheets",
            fr: "Plaques EPDM résistantes aux intempéries",
            nl: "Weerbestendige EPDM-platen",
          },
          body: {
            en: "<p>Black EPDM sheets for outdoor seals, cladding joints, window packers and water tanks, from −40 to +120 °C.</p>",
            fr: "<p>Plaques EPDM noires pour joints extérieurs, joints de bardage, cales de châssis et réservoirs d'eau, de −40 à +120 °C.</p>",
            nl: "<p>Zwarte EPDM-platen voor afdichtingen buiten, voegen in gevelbekleding, onderleggers voor ramen en waterreservoirs, van −40 tot +120 °C.</p>",
          },
          picture: "sheet",
          colour: BLACK,
          attributeTypes: sheetAttributes,
        },
        {
          bk: "sheets-epdm-membrane",
          slug: { en: "epdm-membranes", fr: "membranes-epdm", nl: "epdm-membranen" },
          title: {
            en: "EPDM roofing and pond membranes",
            fr: "Membranes EPDM pour toitures et bassins",
            nl: "EPDM-membranen voor daken en vijvers",
          },
          body: {
            en: "<p>Thin, wide EPDM membranes in one piece for flat roofs and garden ponds. They stay flexible for decades and are easy to repair.</p>",
            fr: "<p>Membranes EPDM minces et larges, d'une seule pièce, pour toitures plates et bassins de jardin. Elles restent souples pendant des décennies et se réparent facilement.</p>",
            nl: "<p>Dunne, brede EPDM-membranen uit één stuk voor platte daken en tuinvijvers. Ze blijven tientallen jaren soepel en zijn eenvoudig te herstellen.</p>",
          },
          extra: {
            en: "<p>Membranes are cut from the roll to the length you need and delivered folded on a pallet.</p>",
            fr: "<p>Les membranes sont coupées dans le rouleau à la longueur souhaitée et livrées pliées sur palette.</p>",
            nl: "<p>Membranen worden op de gewenste lengte van de rol gesneden en gevouwen op een pallet geleverd.</p>",
          },
          picture: "sheet",
          colour: "#1f1f1f",
          attributeTypes: sheetAttributes,
        },
      ],
    },
    {
      bk: "sheets-general",
      slug: {
        en: "general-purpose-sheets",
        fr: "plaques-usage-general",
        nl: "platen-voor-algemeen-gebruik",
      },
      title: {
        en: "General-purpose sheets",
        fr: "Plaques pour usage général",
        nl: "Platen voor algemeen gebruik",
      },
      body: {
        en: "<p>Economical SBR and natural rubber sheets for protection, anti-slip and wear applications where no special chemical resistance is needed.</p>",
        fr: "<p>Plaques économiques en SBR et en caoutchouc naturel pour la protection, l'antidérapage et l'usure, lorsqu'aucune résistance chimique particulière n'est requise.</p>",
        nl: "<p>Voordelige platen in SBR en natuurrubber voor bescherming, antislip en slijtagetoepassingen waar geen bijzondere chemische bestendigheid nodig is.</p>",
      },
      picture: "sheet",
      colour: "#3b3b3b",
      attributeTypes: [],
      children: [
        {
          bk: "sheets-sbr",
          slug: { en: "sbr-sheets", fr: "plaques-sbr", nl: "sbr-platen" },
          title: { en: "SBR sheets", fr: "Plaques en SBR", nl: "SBR-platen" },
          body: {
            en: "<p>The workhorse of the workshop: SBR sheets for bench covers, machine pads, splash guards and simple gaskets for water and air.</p>",
            fr: "<p>Le cheval de bataille de l'atelier : plaques SBR pour couvrir les établis, caler les machines, faire des pare-éclaboussures et des joints simples pour l'eau et l'air.</p>",
            nl: "<p>Het werkpaard van de werkplaats: SBR-platen voor werkbankbekleding, onderleggers voor machines, spatschermen en eenvoudige pakkingen voor water en lucht.</p>",
          },
          picture: "sheet",
          colour: "#3a3a3a",
          attributeTypes: [],
          children: [
            {
              bk: "sheets-sbr-plain",
              slug: {
                en: "plain-sbr-sheets",
                fr: "plaques-sbr-simples",
                nl: "sbr-platen-zonder-inlage",
              },
              title: {
                en: "Plain SBR sheets",
                fr: "Plaques SBR simples",
                nl: "SBR-platen zonder inlage",
              },
              body: {
                en: "<p>Homogeneous SBR sheets of 65 Shore A with a smooth or fabric-imprint finish, in thicknesses from 1 to 20 mm.</p>",
                fr: "<p>Plaques SBR homogènes de 65 Shore A, à finition lisse ou toilée, en épaisseurs de 1 à 20 mm.</p>",
                nl: "<p>Homogene SBR-platen van 65 Shore A met een gladde afwerking of een doekstructuur, in diktes van 1 tot 20 mm.</p>",
              },
              picture: "sheet",
              colour: "#363636",
              attributeTypes: sheetAttributes,
            },
            {
              bk: "sheets-sbr-insertion",
              slug: {
                en: "fabric-reinforced-sbr-sheets",
                fr: "plaques-sbr-entoilees",
                nl: "sbr-platen-met-weefselinlage",
              },
              title: {
                en: "Fabric-reinforced SBR sheets",
                fr: "Plaques SBR entoilées",
                nl: "SBR-platen met weefselinlage",
              },
              body: {
                en: "<p>One or two plies of polyester fabric stop the sheet from stretching and tearing: ideal for flaps, curtains, conveyor skirts and bolted gaskets.</p>",
                fr: "<p>Une ou deux nappes de tissu polyester empêchent la plaque de s'allonger et de se déchirer : idéal pour clapets, rideaux, bavettes de convoyeur et joints boulonnés.</p>",
                nl: "<p>Eén of twee lagen polyesterweefsel voorkomen dat de plaat uitrekt of scheurt: ideaal voor kleppen, gordijnen, afschermingen van transportbanden en geboute pakkingen.</p>",
              },
              picture: "sheet",
              colour: "#303030",
              attributeTypes: sheetAttributes,
            },
          ],
        },
        {
          bk: "sheets-nr",
          slug: {
            en: "natural-rubber-sheets",
            fr: "plaques-caoutchouc-naturel",
            nl: "natuurrubberplaten",
          },
          title: {
            en: "Natural rubber sheets",
            fr: "Plaques en caoutchouc naturel",
            nl: "Natuurrubberplaten",
          },
          body: {
            en: "<p>Natural rubber (NR) is highly elastic and resists cuts and abrasion better than any synthetic. Use it to line chutes, hoppers and sandblasting cabins.</p>",
            fr: "<p>Le caoutchouc naturel (NR) est très élastique et résiste mieux aux coupures et à l'abrasion que n'importe quel synthétique. Utilisez-le pour revêtir goulottes, trémies et cabines de sablage.</p>",
            nl: "<p>Natuurrubber (NR) is zeer elastisch en weerstaat sneden en slijtage beter dan welk synthetisch rubber ook. Gebruik het als bekleding van stortgoten, trechters en zandstraalcabines.</p>",
          },
          picture: "sheet",
          colour: "#b5835a",
          attributeTypes: sheetAttributes,
        },
      ],
    },
    {
      bk: "sheets-special",
      slug: { en: "special-sheets", fr: "plaques-speciales", nl: "speciale-platen" },
      title: {
        en: "Silicone, FKM and neoprene sheets",
        fr: "Plaques en silicone, FKM et néoprène",
        nl: "Platen in siliconen, FKM en neopreen",
      },
      body: {
        en: "<p>Sheets for demanding conditions: extreme temperatures, aggressive chemicals or a combination of oil and weather.</p>",
        fr: "<p>Des plaques pour les conditions exigeantes : températures extrêmes, produits chimiques agressifs ou combinaison d'huile et d'intempéries.</p>",
        nl: "<p>Platen voor veeleisende omstandigheden: extreme temperaturen, agressieve chemicaliën of een combinatie van olie en weersinvloeden.</p>",
      },
      picture: "sheet",
      colour: "#b8412f",
      attributeTypes: [],
      children: [
        {
          bk: "sheets-silicone",
          slug: { en: "silicone-sheets", fr: "plaques-silicone", nl: "siliconenplaten" },
          title: { en: "Silicone sheets", fr: "Plaques en silicone", nl: "Siliconenplaten" },
          body: {
            en: "<p>Silicone (VMQ) sheets stay flexible from −60 to +200 °C. Translucent grades are suitable for food contact; red sheets are common for ovens and heat sealing.</p>",
            fr: "<p>Les plaques en silicone (VMQ) restent souples de −60 à +200 °C. Les qualités translucides conviennent au contact alimentaire ; les plaques rouges sont courantes pour les fours et la thermosoudure.</p>",
            nl: "<p>Siliconenplaten (VMQ) blijven soepel van −60 tot +200 °C. Doorschijnende kwaliteiten zijn geschikt voor contact met levensmiddelen; rode platen worden vaak gebruikt voor ovens en sealmachines.</p>",
          },
          picture: "sheet",
          colour: "#c0392b",
          attributeTypes: sheetAttributes,
        },
        {
          bk: "sheets-fkm",
          slug: { en: "fkm-sheets", fr: "plaques-fkm", nl: "fkm-platen" },
          title: { en: "FKM sheets", fr: "Plaques en FKM", nl: "FKM-platen" },
          body: {
            en: "<p>Fluoroelastomer (FKM) sheets for fuels, solvents, acids and hot oils up to +200 °C, where NBR would swell or harden.</p>",
            fr: "<p>Plaques en fluoroélastomère (FKM) pour carburants, solvants, acides et huiles chaudes jusqu'à +200 °C, là où le NBR gonflerait ou durcirait.</p>",
            nl: "<p>Platen in fluorelastomeer (FKM) voor brandstoffen, oplosmiddelen, zuren en hete oliën tot +200 °C, waar NBR zou opzwellen of verharden.</p>",
          },
          picture: "sheet",
          colour: "#5b3a29",
          attributeTypes: sheetAttributes,
        },
        {
          bk: "sheets-cr",
          slug: { en: "neoprene-sheets", fr: "plaques-neoprene", nl: "neopreenplaten" },
          title: {
            en: "Neoprene (CR) sheets",
            fr: "Plaques en néoprène (CR)",
            nl: "Neopreenplaten (CR)",
          },
          body: {
            en: "<p>Neoprene combines moderate oil resistance with good weathering and flame-retardant properties, a good compromise for outdoor machinery.</p>",
            fr: "<p>Le néoprène associe une résistance modérée aux huiles à une bonne tenue aux intempéries et au feu : un bon compromis pour les machines installées à l'extérieur.</p>",
            nl: "<p>Neopreen combineert een redelijke oliebestendigheid met een goede weerbestendigheid en vlamvertragende eigenschappen, een goed compromis voor machines die buiten staan.</p>",
          },
          picture: "sheet",
          colour: "#2e2e2e",
          attributeTypes: sheetAttributes,
        },
      ],
    },
  ],
};

const oRingsAndSeals: DemoCategory = {
  bk: "o-rings-seals",
  slug: {
    en: "o-rings-and-seals",
    fr: "joints-toriques-et-joints",
    nl: "o-ringen-en-afdichtingen",
  },
  title: {
    en: "O-rings and seals",
    fr: "Joints toriques et joints",
    nl: "O-ringen en afdichtingen",
  },
  body: {
    en: "<p>O-rings in metric sizes and the most common compounds, flat gaskets for flanges, rotary shaft seals and O-ring cord to make your own rings.</p><p>All O-rings are stocked in NBR 70; other compounds and hardnesses are available on request.</p>",
    fr: "<p>Joints toriques en dimensions métriques et dans les mélanges les plus courants, joints plats pour brides, bagues d'étanchéité pour arbres tournants et cordon torique pour fabriquer vos propres joints.</p><p>Tous les joints toriques sont disponibles en stock en NBR 70 ; autres mélanges et duretés sur demande.</p>",
    nl: "<p>O-ringen in metrische maten en in de meest gangbare rubbersoorten, vlakke flenspakkingen, keerringen en O-ringsnoer om zelf ringen te maken.</p><p>Alle O-ringen zijn op voorraad in NBR 70; andere rubbersoorten en hardheden op aanvraag.</p>",
  },
  extra: {
    en: "<p>Not sure of the size? Measure the inner diameter and the cross-section of the old ring with a calliper, or send it to us: we measure it free of charge.</p>",
    fr: "<p>Vous ne connaissez pas la dimension ? Mesurez le diamètre intérieur et la section de l'ancien joint au pied à coulisse, ou envoyez-le-nous : nous le mesurons gratuitement.</p>",
    nl: "<p>Twijfelt u over de maat? Meet de binnendiameter en de snoerdikte van de oude ring met een schuifmaat, of stuur hem naar ons op: wij meten hem gratis op.</p>",
  },
  picture: "o-ring",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "o-rings",
      slug: { en: "o-rings", fr: "joints-toriques", nl: "o-ringen" },
      title: { en: "O-rings", fr: "Joints toriques", nl: "O-ringen" },
      body: {
        en: "<p>O-rings seal static and dynamic joints in hydraulics, pneumatics, pumps and valves. Pick the compound first, then the size: inner diameter × cross-section.</p>",
        fr: "<p>Les joints toriques assurent l'étanchéité statique et dynamique en hydraulique, en pneumatique, dans les pompes et les vannes. Choisissez d'abord le mélange, puis la dimension : diamètre intérieur × section.</p>",
        nl: "<p>O-ringen dichten statische en dynamische verbindingen af in hydrauliek, pneumatiek, pompen en kranen. Kies eerst de rubbersoort en dan de maat: binnendiameter × snoerdikte.</p>",
      },
      picture: "o-ring",
      colour: "#262626",
      attributeTypes: [],
      children: [
        {
          bk: "o-rings-nbr",
          slug: { en: "nbr-o-rings", fr: "joints-toriques-nbr", nl: "nbr-o-ringen" },
          title: { en: "NBR O-rings", fr: "Joints toriques en NBR", nl: "NBR-O-ringen" },
          body: {
            en: "<p>The universal O-ring for mineral oils, greases, water and air, from −30 to +100 °C.</p>",
            fr: "<p>Le joint torique universel pour huiles minérales, graisses, eau et air, de −30 à +100 °C.</p>",
            nl: "<p>De universele O-ring voor minerale oliën, vetten, water en lucht, van −30 tot +100 °C.</p>",
          },
          picture: "o-ring",
          colour: "#232323",
          attributeTypes: [],
          children: [
            {
              bk: "o-rings-nbr-70",
              slug: { en: "nbr-70-o-rings", fr: "joints-toriques-nbr-70", nl: "nbr-70-o-ringen" },
              title: {
                en: "NBR 70 O-rings",
                fr: "Joints toriques NBR 70",
                nl: "O-ringen in NBR 70",
              },
              body: {
                en: "<p>Standard hardness of 70 Shore A, for most static seals and moderate pressures.</p>",
                fr: "<p>Dureté standard de 70 Shore A, pour la plupart des étanchéités statiques et les pressions modérées.</p>",
                nl: "<p>Standaardhardheid van 70 Shore A, voor de meeste statische afdichtingen en gematigde drukken.</p>",
              },
              picture: "o-ring",
              colour: "#222222",
              attributeTypes: oRingAttributes,
            },
            {
              bk: "o-rings-nbr-90",
              slug: { en: "nbr-90-o-rings", fr: "joints-toriques-nbr-90", nl: "nbr-90-o-ringen" },
              title: {
                en: "NBR 90 O-rings",
                fr: "Joints toriques NBR 90",
                nl: "O-ringen in NBR 90",
              },
              body: {
                en: "<p>Harder 90 Shore A O-rings resist extrusion at high pressure in hydraulic cylinders and valves.</p>",
                fr: "<p>Plus durs, les joints toriques de 90 Shore A résistent à l'extrusion sous haute pression dans les vérins et les distributeurs hydrauliques.</p>",
                nl: "<p>Hardere O-ringen van 90 Shore A weerstaan extrusie bij hoge druk in hydraulische cilinders en ventielen.</p>",
              },
              picture: "o-ring",
              colour: "#1d1d1d",
              attributeTypes: oRingAttributes,
            },
          ],
        },
        {
          bk: "o-rings-fkm",
          slug: { en: "fkm-o-rings", fr: "joints-toriques-fkm", nl: "fkm-o-ringen" },
          title: { en: "FKM O-rings", fr: "Joints toriques en FKM", nl: "FKM-O-ringen" },
          body: {
            en: "<p>For fuels, solvents and hot oil up to +200 °C. Recognisable by their brown or black colour.</p>",
            fr: "<p>Pour les carburants, les solvants et l'huile chaude jusqu'à +200 °C. Reconnaissables à leur couleur brune ou noire.</p>",
            nl: "<p>Voor brandstoffen, oplosmiddelen en hete olie tot +200 °C. Herkenbaar aan hun bruine of zwarte kleur.</p>",
          },
          picture: "o-ring",
          colour: "#6b3f2a",
          attributeTypes: oRingAttributes,
        },
        {
          bk: "o-rings-epdm",
          slug: { en: "epdm-o-rings", fr: "joints-toriques-epdm", nl: "epdm-o-ringen" },
          title: { en: "EPDM O-rings", fr: "Joints toriques en EPDM", nl: "EPDM-O-ringen" },
          body: {
            en: "<p>Peroxide-cured EPDM O-rings for drinking water, hot water, steam and brake fluid. Never use them with mineral oil.</p>",
            fr: "<p>Joints toriques en EPDM réticulé au peroxyde pour l'eau potable, l'eau chaude, la vapeur et le liquide de frein. À ne jamais utiliser avec de l'huile minérale.</p>",
            nl: "<p>Peroxidegevulkaniseerde EPDM-O-ringen voor drinkwater, warm water, stoom en remvloeistof. Nooit gebruiken met minerale olie.</p>",
          },
          picture: "o-ring",
          colour: "#2d2d2d",
          attributeTypes: oRingAttributes,
        },
        {
          bk: "o-rings-silicone",
          slug: {
            en: "silicone-o-rings",
            fr: "joints-toriques-silicone",
            nl: "siliconen-o-ringen",
          },
          title: {
            en: "Silicone O-rings",
            fr: "Joints toriques en silicone",
            nl: "Siliconen O-ringen",
          },
          body: {
            en: "<p>Food-grade silicone O-rings for static seals in coffee machines, ovens and food equipment, from −60 to +200 °C.</p>",
            fr: "<p>Joints toriques en silicone alimentaire pour les étanchéités statiques des machines à café, des fours et des équipements alimentaires, de −60 à +200 °C.</p>",
            nl: "<p>Siliconen O-ringen in voedingskwaliteit voor statische afdichtingen in koffiemachines, ovens en voedingsmachines, van −60 tot +200 °C.</p>",
          },
          picture: "o-ring",
          colour: "#c0392b",
          attributeTypes: oRingAttributes,
        },
        {
          bk: "o-ring-kits",
          slug: {
            en: "o-ring-assortments",
            fr: "coffrets-joints-toriques",
            nl: "o-ringassortimenten",
          },
          title: {
            en: "O-ring assortments",
            fr: "Coffrets de joints toriques",
            nl: "O-ringassortimenten",
          },
          body: {
            en: "<p>Sturdy boxes with the most common metric sizes, sorted by compartment: the fastest way to get a machine running again.</p>",
            fr: "<p>Des coffrets robustes avec les dimensions métriques les plus courantes, rangées par compartiment : le moyen le plus rapide de remettre une machine en marche.</p>",
            nl: "<p>Stevige koffers met de meest gangbare metrische maten, per vakje gesorteerd: de snelste manier om een machine weer aan de praat te krijgen.</p>",
          },
          picture: "o-ring",
          colour: "#303030",
          attributeTypes: kitAttributes,
        },
      ],
    },
    {
      bk: "gaskets-seals",
      slug: {
        en: "gaskets-and-shaft-seals",
        fr: "joints-plats-et-bagues",
        nl: "pakkingen-en-keerringen",
      },
      title: {
        en: "Gaskets and shaft seals",
        fr: "Joints plats et bagues d'étanchéité",
        nl: "Pakkingen en keerringen",
      },
      body: {
        en: "<p>Ready-made flat gaskets for standard flanges, rotary shaft seals for gearboxes and motors, and O-ring cord for large or one-off rings.</p>",
        fr: "<p>Joints plats prêts à monter pour brides normalisées, bagues d'étanchéité pour réducteurs et moteurs, et cordon torique pour les grands joints ou les pièces uniques.</p>",
        nl: "<p>Kant-en-klare vlakke pakkingen voor genormaliseerde flenzen, keerringen voor tandwielkasten en motoren, en O-ringsnoer voor grote of eenmalige ringen.</p>",
      },
      picture: "seal",
      colour: "#3a3a3a",
      attributeTypes: [],
      children: [
        {
          bk: "flange-gaskets",
          slug: { en: "flange-gaskets", fr: "joints-de-bride", nl: "flenspakkingen" },
          title: { en: "Flange gaskets", fr: "Joints de bride", nl: "Flenspakkingen" },
          body: {
            en: "<p>Inner-bolt-circle gaskets for EN 1092 flanges, PN 10 and PN 16, cut from EPDM for water or NBR for oil.</p>",
            fr: "<p>Joints à portée intérieure pour brides EN 1092, PN 10 et PN 16, découpés en EPDM pour l'eau ou en NBR pour l'huile.</p>",
            nl: "<p>Pakkingen binnen de boutcirkel voor EN 1092-flenzen, PN 10 en PN 16, gesneden uit EPDM voor water of NBR voor olie.</p>",
          },
          picture: "seal",
          colour: BLACK,
          attributeTypes: flangeGasketAttributes,
        },
        {
          bk: "shaft-seals",
          slug: { en: "rotary-shaft-seals", fr: "bagues-etancheite-arbre", nl: "keerringen" },
          title: {
            en: "Rotary shaft seals",
            fr: "Bagues d'étanchéité pour arbres",
            nl: "Keerringen",
          },
          body: {
            en: "<p>Lip seals with a metal case and spring that keep oil in and dirt out of gearboxes, pumps and motors.</p>",
            fr: "<p>Bagues à lèvre avec armature métallique et ressort qui retiennent l'huile et arrêtent la saleté dans les réducteurs, les pompes et les moteurs.</p>",
            nl: "<p>Lipafdichtingen met metalen kooi en veer die olie binnen en vuil buiten houden in tandwielkasten, pompen en motoren.</p>",
          },
          picture: "seal",
          colour: "#333333",
          attributeTypes: shaftSealAttributes,
        },
        {
          bk: "o-ring-cord",
          slug: { en: "o-ring-cord", fr: "cordon-torique", nl: "o-ringsnoer" },
          title: { en: "O-ring cord", fr: "Cordon torique", nl: "O-ringsnoer" },
          body: {
            en: "<p>Solid round cord sold by the coil. Cut it square and glue it with cyanoacrylate to make O-rings of any diameter.</p>",
            fr: "<p>Cordon rond plein vendu en couronne. Coupez-le d'équerre et collez-le à la cyanoacrylate pour réaliser des joints toriques de n'importe quel diamètre.</p>",
            nl: "<p>Massief rond snoer per rol. Snij het haaks af en lijm het met secondelijm om O-ringen van elke diameter te maken.</p>",
          },
          picture: "o-ring",
          colour: BLACK,
          attributeTypes: cordAttributes,
        },
      ],
    },
  ],
};

const hoses: DemoCategory = {
  bk: "hoses",
  slug: { en: "rubber-hoses", fr: "tuyaux-caoutchouc", nl: "rubberslangen" },
  title: { en: "Rubber hoses", fr: "Tuyaux en caoutchouc", nl: "Rubberslangen" },
  body: {
    en: "<p>Hoses for water, hot water and steam, compressed air, oil and fuel, and food products, plus thin-walled tubing for laboratories and machines.</p><p>We sell hoses by the coil or by the metre and can fit couplings and clamps in our workshop.</p>",
    fr: "<p>Tuyaux pour l'eau, l'eau chaude et la vapeur, l'air comprimé, l'huile et les carburants, et les produits alimentaires, ainsi que des tubes à paroi fine pour laboratoires et machines.</p><p>Nous vendons les tuyaux en couronne ou au mètre et pouvons monter raccords et colliers dans notre atelier.</p>",
    nl: "<p>Slangen voor water, warm water en stoom, perslucht, olie en brandstof, en voedingsmiddelen, en daarnaast dunwandige slangetjes voor labo's en machines.</p><p>We verkopen slangen per rol of per meter en kunnen koppelingen en klemmen monteren in onze werkplaats.</p>",
  },
  extra: {
    en: "<p>Always check the working pressure at the highest temperature of your installation: a hose rated 10 bar at 20 °C holds less at 90 °C.</p>",
    fr: "<p>Vérifiez toujours la pression de service à la température la plus élevée de votre installation : un tuyau prévu pour 10 bar à 20 °C en supporte moins à 90 °C.</p>",
    nl: "<p>Controleer altijd de werkdruk bij de hoogste temperatuur van uw installatie: een slang voor 10 bar bij 20 °C houdt minder bij 90 °C.</p>",
  },
  picture: "hose",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "hoses-water",
      slug: { en: "water-hoses", fr: "tuyaux-eau", nl: "waterslangen" },
      title: { en: "Water hoses", fr: "Tuyaux pour l'eau", nl: "Waterslangen" },
      body: {
        en: "<p>Reinforced EPDM hoses for cold and hot water, cleaning and steam.</p>",
        fr: "<p>Tuyaux en EPDM renforcés pour l'eau froide et chaude, le nettoyage et la vapeur.</p>",
        nl: "<p>Versterkte EPDM-slangen voor koud en warm water, reiniging en stoom.</p>",
      },
      picture: "hose",
      colour: "#24456e",
      attributeTypes: [],
      children: [
        {
          bk: "hoses-water-general",
          slug: {
            en: "general-water-hoses",
            fr: "tuyaux-eau-usage-general",
            nl: "waterslangen-algemeen-gebruik",
          },
          title: {
            en: "General-purpose water hoses",
            fr: "Tuyaux d'eau pour usage général",
            nl: "Waterslangen voor algemeen gebruik",
          },
          body: {
            en: "<p>Flexible, kink-resistant hoses for building sites, yards and workshops, up to 10 bar.</p>",
            fr: "<p>Tuyaux souples et résistants au pliage pour chantiers, cours et ateliers, jusqu'à 10 bar.</p>",
            nl: "<p>Soepele, knikvaste slangen voor bouwplaatsen, erven en werkplaatsen, tot 10 bar.</p>",
          },
          picture: "hose",
          colour: BLACK,
          attributeTypes: hoseAttributes,
        },
        {
          bk: "hoses-water-hot",
          slug: {
            en: "hot-water-and-steam-hoses",
            fr: "tuyaux-eau-chaude-et-vapeur",
            nl: "slangen-voor-warm-water-en-stoom",
          },
          title: {
            en: "Hot-water and steam hoses",
            fr: "Tuyaux pour eau chaude et vapeur",
            nl: "Slangen voor warm water en stoom",
          },
          body: {
            en: "<p>Heat-resistant EPDM hoses for hot water up to +100 °C and saturated steam up to +165 °C, for cleaning in dairies, breweries and workshops.</p>",
            fr: "<p>Tuyaux en EPDM résistants à la chaleur pour l'eau chaude jusqu'à +100 °C et la vapeur saturée jusqu'à +165 °C, pour le nettoyage en laiterie, en brasserie et à l'atelier.</p>",
            nl: "<p>Hittebestendige EPDM-slangen voor warm water tot +100 °C en verzadigde stoom tot +165 °C, voor reiniging in zuivelbedrijven, brouwerijen en werkplaatsen.</p>",
          },
          picture: "hose",
          colour: "#9c2a22",
          attributeTypes: hoseAttributes,
        },
      ],
    },
    {
      bk: "hoses-industrial",
      slug: { en: "industrial-hoses", fr: "tuyaux-industriels", nl: "industriele-slangen" },
      title: { en: "Industrial hoses", fr: "Tuyaux industriels", nl: "Industriële slangen" },
      body: {
        en: "<p>Hoses for compressed air, oil and fuel, and food products, each with a compound matched to the medium.</p>",
        fr: "<p>Tuyaux pour l'air comprimé, l'huile et les carburants, et les produits alimentaires, chacun avec un mélange adapté au fluide.</p>",
        nl: "<p>Slangen voor perslucht, olie en brandstof, en voedingsmiddelen, elk met een rubbersoort die past bij het medium.</p>",
      },
      picture: "hose",
      colour: "#2a2a2a",
      attributeTypes: [],
      children: [
        {
          bk: "hoses-air",
          slug: { en: "compressed-air-hoses", fr: "tuyaux-air-comprime", nl: "persluchtslangen" },
          title: {
            en: "Compressed-air hoses",
            fr: "Tuyaux pour air comprimé",
            nl: "Persluchtslangen",
          },
          body: {
            en: "<p>Oil-mist-resistant NBR hoses for compressors, tools and workshop networks, up to 20 bar.</p>",
            fr: "<p>Tuyaux en NBR résistants au brouillard d'huile pour compresseurs, outils et réseaux d'atelier, jusqu'à 20 bar.</p>",
            nl: "<p>Olienevelbestendige NBR-slangen voor compressoren, gereedschap en persluchtnetten in de werkplaats, tot 20 bar.</p>",
          },
          picture: "hose",
          colour: "#1f4e8c",
          attributeTypes: hoseAttributes,
        },
        {
          bk: "hoses-oil",
          slug: {
            en: "oil-and-fuel-hoses",
            fr: "tuyaux-huile-et-carburant",
            nl: "olie-en-brandstofslangen",
          },
          title: {
            en: "Oil and fuel hoses",
            fr: "Tuyaux pour huile et carburant",
            nl: "Olie- en brandstofslangen",
          },
          body: {
            en: "<p>NBR hoses for diesel, petrol, heating oil and lubricants, for delivery or for suction with a steel helix.</p>",
            fr: "<p>Tuyaux en NBR pour le gasoil, l'essence, le mazout et les lubrifiants, en refoulement ou en aspiration avec spirale en acier.</p>",
            nl: "<p>NBR-slangen voor diesel, benzine, stookolie en smeermiddelen, als persslang of als zuigslang met stalen spiraal.</p>",
          },
          picture: "hose",
          colour: BLACK,
          attributeTypes: hoseAttributes,
        },
        {
          bk: "hoses-food",
          slug: { en: "food-hoses", fr: "tuyaux-alimentaires", nl: "voedingsslangen" },
          title: { en: "Food hoses", fr: "Tuyaux alimentaires", nl: "Voedingsslangen" },
          body: {
            en: "<p>White hoses that meet food-contact rules: NBR for milk and fatty products, EPDM for beverages and water.</p>",
            fr: "<p>Tuyaux blancs conformes aux règles du contact alimentaire : NBR pour le lait et les produits gras, EPDM pour les boissons et l'eau.</p>",
            nl: "<p>Witte slangen die voldoen aan de regels voor contact met levensmiddelen: NBR voor melk en vette producten, EPDM voor dranken en water.</p>",
          },
          picture: "hose",
          colour: "#efefea",
          attributeTypes: hoseAttributes,
        },
      ],
    },
    {
      bk: "hoses-tubing",
      slug: { en: "laboratory-tubing", fr: "tubes-laboratoire", nl: "laboslangetjes" },
      title: {
        en: "Laboratory and machine tubing",
        fr: "Tubes pour laboratoires et machines",
        nl: "Slangetjes voor labo en machines",
      },
      body: {
        en: "<p>Unreinforced silicone and natural rubber tubing for pumps, laboratories, coffee machines and instruments.</p>",
        fr: "<p>Tubes non renforcés en silicone et en caoutchouc naturel pour pompes, laboratoires, machines à café et instruments.</p>",
        nl: "<p>Onversterkte slangetjes in siliconen en natuurrubber voor pompen, labo's, koffiemachines en meettoestellen.</p>",
      },
      picture: "hose",
      colour: "#d8cfbd",
      attributeTypes: hoseAttributes,
    },
  ],
};

const profiles: DemoCategory = {
  bk: "profiles",
  slug: { en: "rubber-profiles", fr: "profiles-caoutchouc", nl: "rubberprofielen" },
  title: { en: "Rubber profiles", fr: "Profilés en caoutchouc", nl: "Rubberprofielen" },
  body: {
    en: "<p>Extruded profiles in solid and cellular rubber for edge protection, doors, hatches, glazing and machine enclosures. Most profiles come on rolls of 25 or 50 m.</p><p>We can join profiles into frames by vulcanising the corners.</p>",
    fr: "<p>Profilés extrudés en caoutchouc plein et cellulaire pour la protection des bords, les portes, les trappes, le vitrage et les capots de machines. La plupart sont livrés en rouleaux de 25 ou 50 m.</p><p>Nous pouvons assembler les profilés en cadres en vulcanisant les angles.</p>",
    nl: "<p>Geëxtrudeerde profielen in massief rubber en celrubber voor randbescherming, deuren, luiken, beglazing en machinebehuizingen. De meeste profielen worden geleverd op rollen van 25 of 50 m.</p><p>We kunnen profielen tot kaders samenvoegen door de hoeken te vulkaniseren.</p>",
  },
  extra: {
    en: "<p>Send us a sample or a sketch with dimensions: we will find the matching profile in our range or have a die made for your own.</p>",
    fr: "<p>Envoyez-nous un échantillon ou un croquis coté : nous trouverons le profilé correspondant dans notre gamme ou ferons réaliser une filière pour le vôtre.</p>",
    nl: "<p>Stuur ons een staal of een schets met afmetingen: we zoeken het passende profiel in ons gamma of laten een matrijs maken voor uw eigen profiel.</p>",
  },
  picture: "profile",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "profiles-solid",
      slug: {
        en: "solid-rubber-profiles",
        fr: "profiles-caoutchouc-plein",
        nl: "massieve-rubberprofielen",
      },
      title: {
        en: "Solid rubber profiles",
        fr: "Profilés en caoutchouc plein",
        nl: "Massieve rubberprofielen",
      },
      body: {
        en: "<p>Dense EPDM and NBR profiles that keep their shape under load, for edge protection, supports and seals under pressure.</p>",
        fr: "<p>Profilés en EPDM et en NBR compacts qui gardent leur forme sous charge, pour la protection des bords, les appuis et les joints sous pression.</p>",
        nl: "<p>Compacte profielen in EPDM en NBR die onder belasting hun vorm behouden, voor randbescherming, steunen en afdichtingen onder druk.</p>",
      },
      picture: "profile",
      colour: "#2f2f2f",
      attributeTypes: [],
      children: [
        {
          bk: "profiles-u",
          slug: { en: "u-profiles", fr: "profiles-en-u", nl: "u-profielen" },
          title: { en: "U-profiles", fr: "Profilés en U", nl: "U-profielen" },
          body: {
            en: "<p>Push-on U-channels that cover sharp sheet-metal and glass edges.</p>",
            fr: "<p>Profilés en U à emboîter qui recouvrent les bords coupants des tôles et des vitres.</p>",
            nl: "<p>Opschuifbare U-profielen die scherpe randen van plaatstaal en glas afdekken.</p>",
          },
          picture: "profile",
          colour: BLACK,
          attributeTypes: solidProfileAttributes,
        },
        {
          bk: "profiles-square",
          slug: {
            en: "square-and-rectangular-profiles",
            fr: "profiles-carres-et-rectangulaires",
            nl: "vierkante-en-rechthoekige-profielen",
          },
          title: {
            en: "Square and rectangular profiles",
            fr: "Profilés carrés et rectangulaires",
            nl: "Vierkante en rechthoekige profielen",
          },
          body: {
            en: "<p>Solid square and rectangular sections for grooves, supports, spacers and bumpers.</p>",
            fr: "<p>Sections pleines carrées et rectangulaires pour rainures, appuis, entretoises et butées.</p>",
            nl: "<p>Massieve vierkante en rechthoekige profielen voor groeven, steunen, afstandhouders en stootranden.</p>",
          },
          picture: "profile",
          colour: "#333333",
          attributeTypes: solidProfileAttributes,
        },
      ],
    },
    {
      bk: "profiles-sponge",
      slug: {
        en: "sponge-rubber-profiles",
        fr: "profiles-caoutchouc-cellulaire",
        nl: "celrubberprofielen",
      },
      title: {
        en: "Sponge rubber profiles",
        fr: "Profilés en caoutchouc cellulaire",
        nl: "Celrubberprofielen",
      },
      body: {
        en: "<p>Soft closed-cell EPDM profiles that seal uneven gaps with little closing force, often with a self-adhesive back.</p>",
        fr: "<p>Profilés souples en EPDM à cellules fermées qui étanchent des jeux irréguliers avec peu de force de fermeture, souvent avec un dos autocollant.</p>",
        nl: "<p>Zachte EPDM-profielen met gesloten cellen die onregelmatige spleten afdichten met weinig sluitkracht, vaak met een zelfklevende rug.</p>",
      },
      picture: "profile",
      colour: "#303030",
      attributeTypes: [],
      children: [
        {
          bk: "profiles-d",
          slug: { en: "d-profiles", fr: "profiles-en-d", nl: "d-profielen" },
          title: { en: "D-profiles", fr: "Profilés en D", nl: "D-profielen" },
          body: {
            en: "<p>The classic door and window seal: flat back, rounded front.</p>",
            fr: "<p>Le joint classique de porte et de fenêtre : dos plat, face arrondie.</p>",
            nl: "<p>De klassieke deur- en raamdichting: vlakke rug, afgeronde voorkant.</p>",
          },
          picture: "profile",
          colour: BLACK,
          attributeTypes: spongeProfileAttributes,
        },
        {
          bk: "profiles-p",
          slug: { en: "p-profiles", fr: "profiles-en-p", nl: "p-profielen" },
          title: { en: "P-profiles", fr: "Profilés en P", nl: "P-profielen" },
          body: {
            en: "<p>A hollow bulb with a flat tongue, for larger or varying gaps on doors, hatches and cabinets.</p>",
            fr: "<p>Un bourrelet creux avec une languette plate, pour les jeux plus grands ou variables des portes, trappes et armoires.</p>",
            nl: "<p>Een holle ballon met een vlakke lip, voor grotere of wisselende spleten bij deuren, luiken en kasten.</p>",
          },
          picture: "profile",
          colour: "#ecece6",
          attributeTypes: spongeProfileAttributes,
        },
      ],
    },
    {
      bk: "profiles-building",
      slug: { en: "building-profiles", fr: "profiles-batiment", nl: "bouwprofielen" },
      title: {
        en: "Building and glazing profiles",
        fr: "Profilés pour le bâtiment et le vitrage",
        nl: "Profielen voor bouw en beglazing",
      },
      body: {
        en: "<p>Weather-resistant EPDM profiles for glazing, doors, gates and verandas.</p>",
        fr: "<p>Profilés en EPDM résistants aux intempéries pour le vitrage, les portes, les portails et les vérandas.</p>",
        nl: "<p>Weerbestendige EPDM-profielen voor beglazing, deuren, poorten en veranda's.</p>",
      },
      picture: "profile",
      colour: "#262626",
      attributeTypes: [],
      children: [
        {
          bk: "profiles-glazing",
          slug: { en: "glazing-gaskets", fr: "joints-de-vitrage", nl: "beglazingsrubbers" },
          title: { en: "Glazing gaskets", fr: "Joints de vitrage", nl: "Beglazingsrubbers" },
          body: {
            en: "<p>Wedge gaskets that hold glass and panels in aluminium and steel frames.</p>",
            fr: "<p>Joints de calage qui maintiennent vitres et panneaux dans les châssis en aluminium et en acier.</p>",
            nl: "<p>Wigrubbers die glas en panelen in aluminium en stalen ramen vasthouden.</p>",
          },
          picture: "profile",
          colour: BLACK,
          attributeTypes: solidProfileAttributes,
        },
        {
          bk: "profiles-door",
          slug: {
            en: "door-and-gate-seals",
            fr: "joints-de-portes-et-portails",
            nl: "deur-en-poortrubbers",
          },
          title: {
            en: "Door and gate seals",
            fr: "Joints de portes et de portails",
            nl: "Deur- en poortrubbers",
          },
          body: {
            en: "<p>Bottom seals and bulb seals for garage doors, sectional doors and gates, keeping out draughts, rain and rodents.</p>",
            fr: "<p>Joints bas et joints à bourrelet pour portes de garage, portes sectionnelles et portails, contre les courants d'air, la pluie et les rongeurs.</p>",
            nl: "<p>Onderrubbers en ballonrubbers voor garagepoorten, sectionaalpoorten en hekken, tegen tocht, regen en knaagdieren.</p>",
          },
          picture: "profile",
          colour: "#292929",
          attributeTypes: solidProfileAttributes,
        },
      ],
    },
  ],
};

const mats: DemoCategory = {
  bk: "mats",
  slug: { en: "rubber-mats", fr: "tapis-caoutchouc", nl: "rubbermatten" },
  title: { en: "Rubber mats", fr: "Tapis en caoutchouc", nl: "Rubbermatten" },
  body: {
    en: "<p>Rubber matting on rolls and in tiles: floor runners for workshops and vans, anti-fatigue mats for workstations, safety tiles for playgrounds and stable mats for horses and cattle.</p>",
    fr: "<p>Tapis en caoutchouc en rouleaux et en dalles : revêtements de sol pour ateliers et camionnettes, tapis anti-fatigue pour postes de travail, dalles de sécurité pour aires de jeux et tapis d'écurie pour chevaux et bétail.</p>",
    nl: "<p>Rubbermatten op rol en in tegels: vloerlopers voor werkplaatsen en bestelwagens, anti-vermoeidheidsmatten voor werkposten, valtegels voor speelpleinen en stalmatten voor paarden en rundvee.</p>",
  },
  extra: {
    en: "<p>Rolls can be cut to any length. Heavy rolls are delivered on a pallet by a carrier with a tail lift.</p>",
    fr: "<p>Les rouleaux peuvent être coupés à toute longueur. Les rouleaux lourds sont livrés sur palette par un transporteur équipé d'un hayon.</p>",
    nl: "<p>Rollen kunnen op elke lengte worden gesneden. Zware rollen worden op een pallet geleverd door een vervoerder met laadklep.</p>",
  },
  picture: "mat",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "mats-floor",
      slug: { en: "floor-matting", fr: "revetements-de-sol", nl: "vloermatten" },
      title: {
        en: "Floor matting",
        fr: "Revêtements de sol en caoutchouc",
        nl: "Vloermatten",
      },
      body: {
        en: "<p>Hard-wearing SBR matting with a grip pattern for floors, workbenches, van floors and ramps.</p>",
        fr: "<p>Revêtement en SBR résistant à l'usure, avec un relief antidérapant, pour sols, établis, planchers de camionnettes et rampes.</p>",
        nl: "<p>Slijtvaste SBR-matten met antislipprofiel voor vloeren, werkbanken, laadvloeren van bestelwagens en hellingen.</p>",
      },
      picture: "mat",
      colour: "#303030",
      attributeTypes: [],
      children: [
        {
          bk: "mats-ribbed",
          slug: { en: "ribbed-matting", fr: "tapis-stries", nl: "geribde-matten" },
          title: { en: "Ribbed matting", fr: "Tapis striés", nl: "Geribde matten" },
          body: {
            en: "<p>Fine longitudinal ribs guide water and dirt away and give a good grip underfoot.</p>",
            fr: "<p>De fines stries longitudinales évacuent l'eau et la saleté et offrent une bonne adhérence.</p>",
            nl: "<p>Fijne ribbels in de lengte voeren water en vuil af en zorgen voor een goede grip.</p>",
          },
          picture: "mat",
          colour: BLACK,
          attributeTypes: matAttributes,
        },
        {
          bk: "mats-studded",
          slug: {
            en: "studded-and-diamond-matting",
            fr: "tapis-pastilles-et-losanges",
            nl: "noppen-en-ruitmatten",
          },
          title: {
            en: "Studded and diamond matting",
            fr: "Tapis à pastilles et à losanges",
            nl: "Noppen- en ruitmatten",
          },
          body: {
            en: "<p>Round studs or a diamond pattern: easy to clean and slip-resistant in every direction.</p>",
            fr: "<p>Pastilles rondes ou motif losange : faciles à nettoyer et antidérapants dans toutes les directions.</p>",
            nl: "<p>Ronde noppen of een ruitmotief: makkelijk te reinigen en slipvast in alle richtingen.</p>",
          },
          picture: "mat",
          colour: "#34373a",
          attributeTypes: matAttributes,
        },
      ],
    },
    {
      bk: "mats-safety",
      slug: {
        en: "safety-and-comfort-mats",
        fr: "tapis-securite-et-confort",
        nl: "veiligheids-en-comfortmatten",
      },
      title: {
        en: "Safety and comfort mats",
        fr: "Tapis de sécurité et de confort",
        nl: "Veiligheids- en comfortmatten",
      },
      body: {
        en: "<p>Thick mats that absorb impacts and relieve legs and back during standing work.</p>",
        fr: "<p>Des tapis épais qui absorbent les chocs et soulagent les jambes et le dos lors du travail debout.</p>",
        nl: "<p>Dikke matten die schokken opvangen en benen en rug ontlasten bij staand werk.</p>",
      },
      picture: "mat",
      colour: "#3e7b3a",
      attributeTypes: [],
      children: [
        {
          bk: "mats-anti-fatigue",
          slug: {
            en: "anti-fatigue-mats",
            fr: "tapis-anti-fatigue",
            nl: "anti-vermoeidheidsmatten",
          },
          title: {
            en: "Anti-fatigue mats",
            fr: "Tapis anti-fatigue",
            nl: "Anti-vermoeidheidsmatten",
          },
          body: {
            en: "<p>Perforated NBR mats for workstations, machines and bars, resistant to oil and cutting fluids.</p>",
            fr: "<p>Tapis perforés en NBR pour postes de travail, machines et bars, résistants aux huiles et aux fluides de coupe.</p>",
            nl: "<p>Geperforeerde NBR-matten voor werkposten, machines en toogs, bestand tegen olie en snijvloeistoffen.</p>",
          },
          picture: "mat",
          colour: BLACK,
          attributeTypes: matAttributes,
        },
        {
          bk: "mats-tiles",
          slug: { en: "safety-tiles", fr: "dalles-de-securite", nl: "valtegels" },
          title: { en: "Safety tiles", fr: "Dalles de sécurité", nl: "Valtegels" },
          body: {
            en: "<p>Recycled rubber tiles of 500 × 500 mm that soften falls in playgrounds and gyms.</p>",
            fr: "<p>Dalles en caoutchouc recyclé de 500 × 500 mm qui amortissent les chutes dans les aires de jeux et les salles de sport.</p>",
            nl: "<p>Tegels van 500 × 500 mm in gerecycleerd rubber die valpartijen dempen op speelpleinen en in fitnesszalen.</p>",
          },
          picture: "mat",
          colour: "#3e7b3a",
          attributeTypes: matAttributes,
        },
      ],
    },
    {
      bk: "mats-stable",
      slug: { en: "stable-mats", fr: "tapis-ecurie", nl: "stalmatten" },
      title: { en: "Stable mats", fr: "Tapis d'écurie", nl: "Stalmatten" },
      body: {
        en: "<p>Heavy recycled-rubber mats for horse boxes, cubicles and trailers: warm, non-slip and easy to hose down.</p>",
        fr: "<p>Tapis lourds en caoutchouc recyclé pour boxes à chevaux, logettes et vans : chauds, antidérapants et faciles à nettoyer au jet.</p>",
        nl: "<p>Zware matten in gerecycleerd rubber voor paardenboxen, ligboxen en trailers: warm, slipvast en makkelijk af te spuiten.</p>",
      },
      picture: "mat",
      colour: "#262626",
      attributeTypes: matAttributes,
    },
  ],
};

const foam: DemoCategory = {
  bk: "foam",
  slug: { en: "cellular-rubber", fr: "caoutchouc-cellulaire", nl: "celrubber" },
  title: { en: "Cellular rubber", fr: "Caoutchouc cellulaire", nl: "Celrubber" },
  body: {
    en: "<p>Closed-cell rubber (sponge) is light, soft and watertight. It seals doors, cabinets, light fittings and ducts and insulates against noise and vibration.</p><p>Available as sheets, self-adhesive strips and die-cut gaskets.</p>",
    fr: "<p>Le caoutchouc cellulaire à cellules fermées est léger, souple et étanche à l'eau. Il assure l'étanchéité des portes, armoires, luminaires et gaines, et isole du bruit et des vibrations.</p><p>Disponible en plaques, en bandes autocollantes et en joints découpés.</p>",
    nl: "<p>Celrubber met gesloten cellen is licht, zacht en waterdicht. Het dicht deuren, kasten, verlichtingsarmaturen en kanalen af en isoleert tegen geluid en trillingen.</p><p>Verkrijgbaar als platen, zelfklevende strips en gestanste pakkingen.</p>",
  },
  extra: {
    en: "<p>Density tells you how firm the foam is: around 140 kg/m³ for soft seals, 250 kg/m³ and more for seals that must resist pressure.</p>",
    fr: "<p>La masse volumique indique la fermeté de la mousse : environ 140 kg/m³ pour les joints souples, 250 kg/m³ et plus pour les joints qui doivent résister à la pression.</p>",
    nl: "<p>De dichtheid geeft aan hoe stevig het celrubber is: ongeveer 140 kg/m³ voor zachte afdichtingen, 250 kg/m³ en meer voor afdichtingen die druk moeten weerstaan.</p>",
  },
  picture: "foam",
  colour: "#333333",
  attributeTypes: [],
  children: [
    {
      bk: "foam-sheets",
      slug: {
        en: "cellular-rubber-sheets",
        fr: "plaques-caoutchouc-cellulaire",
        nl: "celrubberplaten",
      },
      title: {
        en: "Cellular rubber sheets",
        fr: "Plaques en caoutchouc cellulaire",
        nl: "Celrubberplaten",
      },
      body: {
        en: "<p>Sheets of 1 × 2 m to cut your own gaskets, with or without adhesive backing.</p>",
        fr: "<p>Plaques de 1 × 2 m pour découper vos propres joints, avec ou sans face adhésive.</p>",
        nl: "<p>Platen van 1 × 2 m om zelf pakkingen uit te snijden, met of zonder klevende rug.</p>",
      },
      picture: "foam",
      colour: "#2f2f2f",
      attributeTypes: [],
      children: [
        {
          bk: "foam-sheets-epdm",
          slug: {
            en: "epdm-cellular-sheets",
            fr: "plaques-epdm-cellulaire",
            nl: "epdm-celrubberplaten",
          },
          title: {
            en: "EPDM cellular sheets",
            fr: "Plaques en EPDM cellulaire",
            nl: "EPDM-celrubberplaten",
          },
          body: {
            en: "<p>The all-rounder for outdoor seals and insulation, from −40 to +100 °C.</p>",
            fr: "<p>La solution polyvalente pour l'étanchéité et l'isolation à l'extérieur, de −40 à +100 °C.</p>",
            nl: "<p>De alleskunner voor afdichting en isolatie buiten, van −40 tot +100 °C.</p>",
          },
          picture: "foam",
          colour: BLACK,
          attributeTypes: foamAttributes,
        },
        {
          bk: "foam-sheets-cr",
          slug: {
            en: "neoprene-cellular-sheets",
            fr: "plaques-neoprene-cellulaire",
            nl: "neopreen-celrubberplaten",
          },
          title: {
            en: "Neoprene cellular sheets",
            fr: "Plaques en néoprène cellulaire",
            nl: "Neopreen-celrubberplaten",
          },
          body: {
            en: "<p>Flame-retardant neoprene sponge with some resistance to oil, for enclosures and vehicles.</p>",
            fr: "<p>Néoprène cellulaire ignifugé avec une certaine résistance aux huiles, pour les capots et les véhicules.</p>",
            nl: "<p>Vlamvertragend neopreen-celrubber met enige oliebestendigheid, voor behuizingen en voertuigen.</p>",
          },
          picture: "foam",
          colour: "#2a2a2a",
          attributeTypes: foamAttributes,
        },
        {
          bk: "foam-sheets-silicone",
          slug: {
            en: "silicone-sponge-sheets",
            fr: "plaques-silicone-cellulaire",
            nl: "siliconen-celrubberplaten",
          },
          title: {
            en: "Silicone sponge sheets",
            fr: "Plaques en silicone cellulaire",
            nl: "Siliconen-celrubberplaten",
          },
          body: {
            en: "<p>For seals on ovens, light fittings and heating equipment up to +200 °C.</p>",
            fr: "<p>Pour les joints de fours, de luminaires et d'appareils de chauffage jusqu'à +200 °C.</p>",
            nl: "<p>Voor afdichtingen van ovens, verlichting en verwarmingstoestellen tot +200 °C.</p>",
          },
          picture: "foam",
          colour: "#8d8f91",
          attributeTypes: foamAttributes,
        },
      ],
    },
    {
      bk: "foam-strips",
      slug: {
        en: "self-adhesive-cellular-strips",
        fr: "bandes-cellulaires-autocollantes",
        nl: "zelfklevende-celrubberstrips",
      },
      title: {
        en: "Self-adhesive cellular strips",
        fr: "Bandes cellulaires autocollantes",
        nl: "Zelfklevende celrubberstrips",
      },
      body: {
        en: "<p>Rolls of self-adhesive sponge strip in many widths and thicknesses, cut from the block for clean edges.</p>",
        fr: "<p>Rouleaux de bandes cellulaires autocollantes en de nombreuses largeurs et épaisseurs, découpées dans le bloc pour des bords nets.</p>",
        nl: "<p>Rollen zelfklevende celrubberstrip in vele breedtes en diktes, uit het blok gesneden voor strakke randen.</p>",
      },
      picture: "strip",
      colour: "#2d2d2d",
      attributeTypes: [],
      children: [
        {
          bk: "foam-strips-epdm",
          slug: {
            en: "epdm-cellular-strips",
            fr: "bandes-epdm-cellulaire",
            nl: "epdm-celrubberstrips",
          },
          title: {
            en: "EPDM cellular strips",
            fr: "Bandes en EPDM cellulaire",
            nl: "EPDM-celrubberstrips",
          },
          body: {
            en: "<p>Weatherproof strips for windows, cabinets, vehicle bodies and cladding.</p>",
            fr: "<p>Bandes résistantes aux intempéries pour fenêtres, armoires, carrosseries et bardages.</p>",
            nl: "<p>Weerbestendige strips voor ramen, kasten, carrosserieën en gevelbekleding.</p>",
          },
          picture: "strip",
          colour: BLACK,
          attributeTypes: foamAttributes,
        },
        {
          bk: "foam-strips-cr",
          slug: {
            en: "neoprene-cellular-strips",
            fr: "bandes-neoprene-cellulaire",
            nl: "neopreen-celrubberstrips",
          },
          title: {
            en: "Neoprene cellular strips",
            fr: "Bandes en néoprène cellulaire",
            nl: "Neopreen-celrubberstrips",
          },
          body: {
            en: "<p>Strips with moderate oil resistance for machine covers, ventilation and vehicles.</p>",
            fr: "<p>Bandes avec une résistance modérée aux huiles pour capots de machines, ventilation et véhicules.</p>",
            nl: "<p>Strips met een redelijke oliebestendigheid voor machinekappen, ventilatie en voertuigen.</p>",
          },
          picture: "strip",
          colour: "#2a2a2a",
          attributeTypes: foamAttributes,
        },
      ],
    },
  ],
};

const expansionJoints: DemoCategory = {
  bk: "expansion-joints",
  slug: {
    en: "rubber-expansion-joints",
    fr: "compensateurs-caoutchouc",
    nl: "rubberen-compensatoren",
  },
  title: {
    en: "Rubber expansion joints",
    fr: "Compensateurs en caoutchouc",
    nl: "Rubberen compensatoren",
  },
  body: {
    en: "<p>Rubber expansion joints absorb thermal movement, vibration and misalignment in pipework and reduce noise from pumps.</p><p>EPDM bodies suit water and heating circuits; NBR bodies are for oil and compressed air with oil mist.</p>",
    fr: "<p>Les compensateurs en caoutchouc absorbent la dilatation thermique, les vibrations et les désalignements des tuyauteries, et réduisent le bruit des pompes.</p><p>Les corps en EPDM conviennent à l'eau et aux circuits de chauffage ; les corps en NBR sont destinés à l'huile et à l'air comprimé chargé d'huile.</p>",
    nl: "<p>Rubberen compensatoren vangen thermische uitzetting, trillingen en uitlijnfouten in leidingen op en dempen het geluid van pompen.</p><p>Balgen in EPDM zijn geschikt voor water en verwarmingskringen; balgen in NBR zijn bestemd voor olie en perslucht met olienevel.</p>",
  },
  extra: {
    en: "<p>Install expansion joints without torsion and with the pipe anchored on both sides. Inspect them once a year for cracks and bulges.</p>",
    fr: "<p>Montez les compensateurs sans torsion, avec la tuyauterie ancrée des deux côtés. Contrôlez-les une fois par an pour détecter fissures et déformations.</p>",
    nl: "<p>Monteer compensatoren zonder torsie en met de leiding aan beide kanten verankerd. Controleer ze één keer per jaar op scheuren en uitstulpingen.</p>",
  },
  picture: "expansion-joint",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "ej-flanged",
      slug: {
        en: "flanged-expansion-joints",
        fr: "compensateurs-a-brides",
        nl: "flenscompensatoren",
      },
      title: {
        en: "Flanged expansion joints",
        fr: "Compensateurs à brides",
        nl: "Flenscompensatoren",
      },
      body: {
        en: "<p>Expansion joints with rotating galvanised steel flanges drilled to PN 10 or PN 16, from DN 25 to DN 300.</p>",
        fr: "<p>Compensateurs avec brides tournantes en acier galvanisé, percées PN 10 ou PN 16, du DN 25 au DN 300.</p>",
        nl: "<p>Compensatoren met draaibare flenzen in gegalvaniseerd staal, geboord volgens PN 10 of PN 16, van DN 25 tot DN 300.</p>",
      },
      picture: "expansion-joint",
      colour: "#2a2a2a",
      attributeTypes: [],
      children: [
        {
          bk: "ej-single-sphere",
          slug: {
            en: "single-sphere-expansion-joints",
            fr: "compensateurs-simple-onde",
            nl: "compensatoren-met-een-bol",
          },
          title: {
            en: "Single-sphere expansion joints",
            fr: "Compensateurs à simple onde",
            nl: "Compensatoren met één bol",
          },
          body: {
            en: "<p>Compact joints that isolate pump vibration and take up moderate movements.</p>",
            fr: "<p>Compensateurs compacts pour isoler les vibrations des pompes et reprendre des mouvements modérés.</p>",
            nl: "<p>Compacte compensatoren om pomptrillingen te isoleren en beperkte bewegingen op te vangen.</p>",
          },
          picture: "expansion-joint",
          colour: BLACK,
          attributeTypes: expansionJointAttributes,
        },
        {
          bk: "ej-twin-sphere",
          slug: {
            en: "twin-sphere-expansion-joints",
            fr: "compensateurs-double-onde",
            nl: "compensatoren-met-twee-bollen",
          },
          title: {
            en: "Twin-sphere expansion joints",
            fr: "Compensateurs à double onde",
            nl: "Compensatoren met twee bollen",
          },
          body: {
            en: "<p>Two spheres take up larger axial and lateral movements and give better noise damping.</p>",
            fr: "<p>Deux ondes reprennent des mouvements axiaux et latéraux plus importants et amortissent mieux le bruit.</p>",
            nl: "<p>Twee bollen vangen grotere axiale en laterale bewegingen op en dempen het geluid beter.</p>",
          },
          picture: "expansion-joint",
          colour: "#262626",
          attributeTypes: expansionJointAttributes,
        },
      ],
    },
    {
      bk: "ej-threaded",
      slug: {
        en: "threaded-expansion-joints",
        fr: "compensateurs-filetes",
        nl: "draadcompensatoren",
      },
      title: {
        en: "Threaded expansion joints",
        fr: "Compensateurs filetés",
        nl: "Draadcompensatoren",
      },
      body: {
        en: "<p>Twin-sphere joints with female BSP unions for small pipes in heating, cooling and plumbing, from DN 20 to DN 50.</p>",
        fr: "<p>Compensateurs à double onde avec raccords filetés femelles BSP pour les petites tuyauteries de chauffage, de refroidissement et de sanitaire, du DN 20 au DN 50.</p>",
        nl: "<p>Compensatoren met twee bollen en BSP-binnendraadkoppelingen voor kleine leidingen in verwarming, koeling en sanitair, van DN 20 tot DN 50.</p>",
      },
      picture: "expansion-joint",
      colour: "#2e2e2e",
      attributeTypes: expansionJointAttributes,
    },
  ],
};

const mouldedParts: DemoCategory = {
  bk: "moulded-parts",
  slug: {
    en: "moulded-rubber-parts",
    fr: "pieces-moulees-caoutchouc",
    nl: "rubberen-vormdelen",
  },
  title: {
    en: "Moulded rubber parts",
    fr: "Pièces moulées en caoutchouc",
    nl: "Rubberen vormdelen",
  },
  body: {
    en: "<p>Standard moulded parts from stock – anti-vibration mounts, machine feet, caps, stoppers and bellows – and custom parts moulded to your drawing.</p><p>For small series we make the mould in-house, which keeps tooling costs low.</p>",
    fr: "<p>Pièces moulées standard en stock – supports antivibratoires, pieds de machine, capuchons, bouchons et soufflets – et pièces spécifiques moulées selon votre plan.</p><p>Pour les petites séries, nous réalisons le moule en interne, ce qui limite le coût de l'outillage.</p>",
    nl: "<p>Standaard vormdelen uit voorraad – trillingsdempers, machinevoeten, doppen, stoppen en balgen – en specifieke onderdelen gegoten volgens uw tekening.</p><p>Voor kleine reeksen maken we de matrijs zelf, wat de kosten voor gereedschap laag houdt.</p>",
  },
  extra: {
    en: "<p>Custom moulding: send us a drawing or a sample with the compound, hardness and quantity; you receive a quotation within five working days.</p>",
    fr: "<p>Moulage sur mesure : envoyez-nous un plan ou un échantillon avec le mélange, la dureté et la quantité ; vous recevez une offre sous cinq jours ouvrables.</p>",
    nl: "<p>Gieten op maat: stuur ons een tekening of een staal met de rubbersoort, de hardheid en het aantal; u ontvangt binnen vijf werkdagen een offerte.</p>",
  },
  picture: "moulded-part",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "anti-vibration",
      slug: {
        en: "anti-vibration-mounts",
        fr: "supports-antivibratoires",
        nl: "trillingsdempers",
      },
      title: {
        en: "Anti-vibration mounts",
        fr: "Supports antivibratoires",
        nl: "Trillingsdempers",
      },
      body: {
        en: "<p>Rubber-to-metal mounts and pads that isolate machines, compressors and fans from the floor.</p>",
        fr: "<p>Supports caoutchouc-métal et plaques qui isolent machines, compresseurs et ventilateurs du sol.</p>",
        nl: "<p>Rubber-metaalelementen en platen die machines, compressoren en ventilatoren van de vloer isoleren.</p>",
      },
      picture: "buffer",
      colour: "#2f2f2f",
      attributeTypes: [],
      children: [
        {
          bk: "machine-feet",
          slug: {
            en: "levelling-machine-feet",
            fr: "pieds-de-machine-reglables",
            nl: "stelvoeten-voor-machines",
          },
          title: {
            en: "Levelling machine feet",
            fr: "Pieds de machine réglables",
            nl: "Stelvoeten voor machines",
          },
          body: {
            en: "<p>Threaded feet with a rubber base that level and damp machines in one go.</p>",
            fr: "<p>Pieds filetés à semelle en caoutchouc qui mettent la machine de niveau et l'amortissent en une seule opération.</p>",
            nl: "<p>Stelvoeten met schroefdraad en rubberen voet die machines in één beweging waterpas zetten en dempen.</p>",
          },
          picture: "moulded-part",
          colour: BLACK,
          attributeTypes: mountAttributes,
        },
        {
          bk: "anti-vibration-pads",
          slug: {
            en: "anti-vibration-pads",
            fr: "plaques-antivibratoires",
            nl: "trillingsdempende-platen",
          },
          title: {
            en: "Anti-vibration pads",
            fr: "Plaques antivibratoires",
            nl: "Trillingsdempende platen",
          },
          body: {
            en: "<p>Ribbed rubber pads to place under machines, washing machines and air-conditioning units; cut them to size with a knife.</p>",
            fr: "<p>Plaques striées en caoutchouc à poser sous les machines, les lave-linge et les groupes de climatisation ; elles se découpent au cutter.</p>",
            nl: "<p>Geribde rubberplaten om onder machines, wasmachines en airco-units te leggen; op maat te snijden met een mes.</p>",
          },
          picture: "mat",
          colour: "#333333",
          attributeTypes: padAttributes,
        },
      ],
    },
    {
      bk: "caps-stoppers",
      slug: { en: "caps-and-stoppers", fr: "capuchons-et-bouchons", nl: "doppen-en-stoppen" },
      title: { en: "Caps and stoppers", fr: "Capuchons et bouchons", nl: "Doppen en stoppen" },
      body: {
        en: "<p>Moulded caps and stoppers that close, protect and mask tubes, holes and threads.</p>",
        fr: "<p>Capuchons et bouchons moulés qui ferment, protègent et masquent tubes, trous et filetages.</p>",
        nl: "<p>Gegoten doppen en stoppen die buizen, gaten en schroefdraad afsluiten, beschermen en afmaskeren.</p>",
      },
      picture: "moulded-part",
      colour: "#a33a2a",
      attributeTypes: [],
      children: [
        {
          bk: "end-caps",
          slug: { en: "end-caps", fr: "embouts-de-protection", nl: "beschermkappen" },
          title: { en: "End caps", fr: "Embouts de protection", nl: "Beschermkappen" },
          body: {
            en: "<p>Push-on caps for tubes, bars and chair legs, also handy for masking during powder coating.</p>",
            fr: "<p>Embouts à emboîter pour tubes, barres et pieds de chaise, également utiles pour masquer lors du thermolaquage.</p>",
            nl: "<p>Opschuifkappen voor buizen, staven en stoelpoten, ook handig om af te maskeren bij het poederlakken.</p>",
          },
          picture: "moulded-part",
          colour: BLACK,
          attributeTypes: capAttributes,
        },
        {
          bk: "stoppers",
          slug: { en: "tapered-stoppers", fr: "bouchons-coniques", nl: "conische-stoppen" },
          title: { en: "Tapered stoppers", fr: "Bouchons coniques", nl: "Conische stoppen" },
          body: {
            en: "<p>Solid tapered stoppers for laboratory flasks, tanks and drain holes.</p>",
            fr: "<p>Bouchons coniques pleins pour flacons de laboratoire, réservoirs et trous d'évacuation.</p>",
            nl: "<p>Massieve conische stoppen voor laboflessen, tanks en afvoeropeningen.</p>",
          },
          picture: "moulded-part",
          colour: "#a33a2a",
          attributeTypes: stopperAttributes,
        },
      ],
    },
    {
      bk: "bellows",
      slug: { en: "protective-bellows", fr: "soufflets-de-protection", nl: "beschermbalgen" },
      title: {
        en: "Protective bellows",
        fr: "Soufflets de protection",
        nl: "Beschermbalgen",
      },
      body: {
        en: "<p>Round bellows that keep dust, water and grease away from shafts, spindles and joints.</p>",
        fr: "<p>Soufflets ronds qui protègent arbres, broches et articulations de la poussière, de l'eau et de la graisse.</p>",
        nl: "<p>Ronde balgen die assen, spindels en scharnieren beschermen tegen stof, water en vet.</p>",
      },
      picture: "moulded-part",
      colour: "#2b2b2b",
      attributeTypes: bellowsAttributes,
    },
  ],
};

const strips: DemoCategory = {
  bk: "strips",
  slug: { en: "rubber-strips", fr: "bandes-caoutchouc", nl: "rubberstroken" },
  title: { en: "Rubber strips", fr: "Bandes en caoutchouc", nl: "Rubberstroken" },
  body: {
    en: "<p>Rubber strips cut from sheet in standard widths and thicknesses, on rolls of 10 m: for sealing, protection, anti-slip and spacers.</p>",
    fr: "<p>Bandes en caoutchouc découpées dans la plaque en largeurs et épaisseurs standard, en rouleaux de 10 m : pour l'étanchéité, la protection, l'antidérapage et le calage.</p>",
    nl: "<p>Rubberstroken uit plaat gesneden in standaardbreedtes en -diktes, op rollen van 10 m: voor afdichting, bescherming, antislip en als afstandhouder.</p>",
  },
  extra: {
    en: "<p>Other widths are cut on request from any sheet in our range, without minimum quantity.</p>",
    fr: "<p>D'autres largeurs sont découpées sur demande dans n'importe quelle plaque de notre gamme, sans quantité minimale.</p>",
    nl: "<p>Andere breedtes snijden we op aanvraag uit elke plaat van ons gamma, zonder minimale hoeveelheid.</p>",
  },
  picture: "strip",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "strips-solid",
      slug: {
        en: "solid-rubber-strips",
        fr: "bandes-caoutchouc-plein",
        nl: "massieve-rubberstroken",
      },
      title: {
        en: "Solid rubber strips",
        fr: "Bandes en caoutchouc plein",
        nl: "Massieve rubberstroken",
      },
      body: {
        en: "<p>Strips with clean cut edges in EPDM for outdoor use and NBR for oily environments.</p>",
        fr: "<p>Bandes aux bords nets en EPDM pour l'extérieur et en NBR pour les environnements huileux.</p>",
        nl: "<p>Stroken met strakke snijranden in EPDM voor buiten en in NBR voor olieachtige omgevingen.</p>",
      },
      picture: "strip",
      colour: "#2f2f2f",
      attributeTypes: [],
      children: [
        {
          bk: "strips-epdm",
          slug: { en: "epdm-strips", fr: "bandes-epdm", nl: "epdm-stroken" },
          title: { en: "EPDM strips", fr: "Bandes en EPDM", nl: "EPDM-stroken" },
          body: {
            en: "<p>For roofs, facades, container lids and anything exposed to the weather.</p>",
            fr: "<p>Pour les toitures, les façades, les couvercles de conteneurs et tout ce qui est exposé aux intempéries.</p>",
            nl: "<p>Voor daken, gevels, containerdeksels en alles wat aan weer en wind blootstaat.</p>",
          },
          picture: "strip",
          colour: BLACK,
          attributeTypes: stripAttributes,
        },
        {
          bk: "strips-nbr",
          slug: { en: "nbr-strips", fr: "bandes-nbr", nl: "nbr-stroken" },
          title: { en: "NBR strips", fr: "Bandes en NBR", nl: "NBR-stroken" },
          body: {
            en: "<p>For machine guards, oil trays and gaskets in contact with lubricants.</p>",
            fr: "<p>Pour les carters de machines, les bacs à huile et les joints en contact avec des lubrifiants.</p>",
            nl: "<p>Voor machinebeschermingen, olielekbakken en pakkingen in contact met smeermiddelen.</p>",
          },
          picture: "strip",
          colour: "#262626",
          attributeTypes: stripAttributes,
        },
      ],
    },
    {
      bk: "strips-adhesive",
      slug: {
        en: "self-adhesive-rubber-strips",
        fr: "bandes-caoutchouc-autocollantes",
        nl: "zelfklevende-rubberstroken",
      },
      title: {
        en: "Self-adhesive rubber strips",
        fr: "Bandes en caoutchouc autocollantes",
        nl: "Zelfklevende rubberstroken",
      },
      body: {
        en: "<p>Solid rubber strips with a strong acrylic adhesive, ready to stick on clean, dry surfaces.</p>",
        fr: "<p>Bandes en caoutchouc plein avec un adhésif acrylique puissant, prêtes à coller sur des surfaces propres et sèches.</p>",
        nl: "<p>Massieve rubberstroken met een sterke acryllijm, klaar om op propere, droge oppervlakken te kleven.</p>",
      },
      picture: "strip",
      colour: "#2a2a2a",
      attributeTypes: stripAttributes,
    },
  ],
};

const grommets: DemoCategory = {
  bk: "grommets",
  slug: { en: "grommets", fr: "passe-fils", nl: "doorvoerrubbers" },
  title: { en: "Grommets", fr: "Passe-fils", nl: "Doorvoerrubbers" },
  body: {
    en: "<p>Rubber grommets protect cables, hoses and tubes where they pass through sheet-metal and plastic panels, and seal the hole against dust and water.</p>",
    fr: "<p>Les passe-fils en caoutchouc protègent les câbles, les tuyaux et les tubes à leur passage à travers les tôles et les panneaux en plastique, et rendent le trou étanche à la poussière et à l'eau.</p>",
    nl: "<p>Doorvoerrubbers beschermen kabels, slangen en buizen waar ze door plaatstaal en kunststof panelen gaan, en dichten het gat af tegen stof en water.</p>",
  },
  extra: {
    en: "<p>Measure the hole diameter and the panel thickness: the groove of the grommet must match both.</p>",
    fr: "<p>Mesurez le diamètre du trou et l'épaisseur de la paroi : la gorge du passe-fil doit correspondre aux deux.</p>",
    nl: "<p>Meet de diameter van het gat en de wanddikte: de groef van de doorvoerrubber moet met beide overeenkomen.</p>",
  },
  picture: "grommet",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "cable-grommets",
      slug: { en: "cable-grommets", fr: "passe-cables", nl: "kabeldoorvoeren" },
      title: { en: "Cable grommets", fr: "Passe-câbles", nl: "Kabeldoorvoeren" },
      body: {
        en: "<p>Grommets in EPDM and NBR for electrical cabinets, vehicles and appliances.</p>",
        fr: "<p>Passe-câbles en EPDM et en NBR pour armoires électriques, véhicules et appareils.</p>",
        nl: "<p>Kabeldoorvoeren in EPDM en NBR voor schakelkasten, voertuigen en toestellen.</p>",
      },
      picture: "grommet",
      colour: "#2f2f2f",
      attributeTypes: [],
      children: [
        {
          bk: "grommets-open",
          slug: { en: "open-grommets", fr: "passe-cables-ouverts", nl: "open-kabeldoorvoeren" },
          title: { en: "Open grommets", fr: "Passe-câbles ouverts", nl: "Open kabeldoorvoeren" },
          body: {
            en: "<p>Grommets with an open centre for cables and tubes of a known diameter.</p>",
            fr: "<p>Passe-câbles à centre ouvert pour câbles et tubes de diamètre connu.</p>",
            nl: "<p>Doorvoeren met een open midden voor kabels en buizen met een gekende diameter.</p>",
          },
          picture: "grommet",
          colour: BLACK,
          attributeTypes: grommetAttributes,
        },
        {
          bk: "grommets-membrane",
          slug: {
            en: "membrane-grommets",
            fr: "passe-cables-a-membrane",
            nl: "membraandoorvoeren",
          },
          title: {
            en: "Membrane grommets",
            fr: "Passe-câbles à membrane",
            nl: "Membraandoorvoeren",
          },
          body: {
            en: "<p>Closed grommets that you pierce to the size of the cable: the membrane closes tightly around it.</p>",
            fr: "<p>Passe-câbles fermés à percer au diamètre du câble : la membrane se referme étroitement autour de celui-ci.</p>",
            nl: "<p>Gesloten doorvoeren die u doorprikt op de maat van de kabel: het membraan sluit er nauw omheen.</p>",
          },
          picture: "grommet",
          colour: "#333333",
          attributeTypes: grommetAttributes,
        },
      ],
    },
    {
      bk: "grommets-blanking",
      slug: {
        en: "blanking-grommets",
        fr: "bouchons-obturateurs",
        nl: "blinde-doorvoerrubbers",
      },
      title: {
        en: "Blanking grommets",
        fr: "Bouchons obturateurs",
        nl: "Blinde doorvoerrubbers",
      },
      body: {
        en: "<p>Solid grommets that close unused holes in panels and chassis.</p>",
        fr: "<p>Passe-fils pleins qui obturent les trous inutilisés dans les panneaux et les châssis.</p>",
        nl: "<p>Volle doorvoerrubbers die ongebruikte gaten in panelen en chassis afsluiten.</p>",
      },
      picture: "grommet",
      colour: "#262626",
      attributeTypes: blankingGrommetAttributes,
    },
  ],
};

const buffers: DemoCategory = {
  bk: "buffers",
  slug: { en: "rubber-buffers", fr: "butees-caoutchouc", nl: "rubberbuffers" },
  title: { en: "Rubber buffers", fr: "Butées en caoutchouc", nl: "Rubberbuffers" },
  body: {
    en: "<p>Cylindrical rubber buffers with threaded studs for mounting and damping machines, and heavy bumpers for loading docks and walls.</p>",
    fr: "<p>Butées cylindriques en caoutchouc avec tiges filetées pour fixer et amortir les machines, et butoirs robustes pour quais de chargement et murs.</p>",
    nl: "<p>Cilindrische rubberbuffers met draadeinden om machines te bevestigen en te dempen, en zware stootbuffers voor laadperrons en muren.</p>",
  },
  extra: {
    en: "<p>The maximum load given is the static load in compression per buffer. For shocks, choose a buffer with a margin of at least 50 %.</p>",
    fr: "<p>La charge maximale indiquée est la charge statique en compression par butée. Pour les chocs, prévoyez une marge d'au moins 50 %.</p>",
    nl: "<p>De vermelde maximale belasting is de statische drukbelasting per buffer. Voor schokken kiest u een buffer met een marge van minstens 50 %.</p>",
  },
  picture: "buffer",
  colour: BLACK,
  attributeTypes: [],
  children: [
    {
      bk: "buffers-threaded",
      slug: { en: "threaded-buffers", fr: "butees-filetees", nl: "buffers-met-schroefdraad" },
      title: {
        en: "Threaded buffers",
        fr: "Butées filetées",
        nl: "Buffers met schroefdraad",
      },
      body: {
        en: "<p>Natural rubber cylinders bonded to zinc-plated steel studs or bushes, in 55 Shore A.</p>",
        fr: "<p>Cylindres en caoutchouc naturel adhérisés sur des tiges ou des douilles en acier zingué, en dureté 55 Shore A.</p>",
        nl: "<p>Cilinders in natuurrubber, gehecht op verzinkte stalen draadeinden of bussen, in hardheid 55 Shore A.</p>",
      },
      picture: "buffer",
      colour: "#2f2f2f",
      attributeTypes: [],
      children: [
        {
          bk: "buffers-male-male",
          slug: {
            en: "male-male-buffers",
            fr: "butees-male-male",
            nl: "buffers-buitendraad-buitendraad",
          },
          title: {
            en: "Male-male buffers",
            fr: "Butées mâle-mâle",
            nl: "Buffers buitendraad-buitendraad",
          },
          body: {
            en: "<p>A threaded stud on each side: the classic mount between a machine and its frame.</p>",
            fr: "<p>Une tige filetée de chaque côté : le support classique entre une machine et son châssis.</p>",
            nl: "<p>Aan elke kant een draadeind: de klassieke bevestiging tussen een machine en haar frame.</p>",
          },
          picture: "buffer",
          colour: BLACK,
          attributeTypes: mountAttributes,
        },
        {
          bk: "buffers-male-female",
          slug: {
            en: "male-female-buffers",
            fr: "butees-male-femelle",
            nl: "buffers-buitendraad-binnendraad",
          },
          title: {
            en: "Male-female buffers",
            fr: "Butées mâle-femelle",
            nl: "Buffers buitendraad-binnendraad",
          },
          body: {
            en: "<p>A stud on one side and a tapped bush on the other, for stacking or fitting under a plate.</p>",
            fr: "<p>Une tige d'un côté et une douille taraudée de l'autre, pour superposer les butées ou les fixer sous une plaque.</p>",
            nl: "<p>Een draadeind aan de ene kant en een bus met binnendraad aan de andere, om te stapelen of onder een plaat te bevestigen.</p>",
          },
          picture: "buffer",
          colour: "#292929",
          attributeTypes: mountAttributes,
        },
      ],
    },
    {
      bk: "dock-bumpers",
      slug: {
        en: "dock-bumpers",
        fr: "butoirs-de-quai",
        nl: "stootbuffers-voor-laadperrons",
      },
      title: {
        en: "Dock bumpers",
        fr: "Butoirs de quai",
        nl: "Stootbuffers voor laadperrons",
      },
      body: {
        en: "<p>Thick moulded bumpers that protect loading docks, walls and lorries from impacts when reversing.</p>",
        fr: "<p>Butoirs moulés épais qui protègent quais de chargement, murs et camions des chocs lors des manœuvres en marche arrière.</p>",
        nl: "<p>Dikke gegoten buffers die laadperrons, muren en vrachtwagens beschermen tegen schokken bij het achteruitrijden.</p>",
      },
      picture: "buffer",
      colour: "#1f1f1f",
      attributeTypes: dockBumperAttributes,
    },
  ],
};

export const demoCategories: DemoCategory[] = [
  {
    bk: "all",
    slug: { en: "all", fr: "tous", nl: "alles" },
    title: { en: "All products", fr: "Tous les produits", nl: "Alle producten" },
    body: {
      en: "<p>Rubbera supplies technical rubber from stock: sheets, seals, hoses, profiles, mats and moulded parts for workshops, installers and industry across Belgium.</p><p>Choose a product family below, or tell us what you need to seal, protect or damp and we will suggest the right compound.</p>",
      fr: "<p>Rubbera livre du caoutchouc technique depuis son stock : plaques, joints, tuyaux, profilés, tapis et pièces moulées pour les ateliers, les installateurs et l'industrie dans toute la Belgique.</p><p>Choisissez une famille de produits ci-dessous, ou dites-nous ce que vous devez étancher, protéger ou amortir : nous vous proposerons le mélange qui convient.</p>",
      nl: "<p>Rubbera levert technisch rubber uit voorraad: platen, afdichtingen, slangen, profielen, matten en vormdelen voor werkplaatsen, installateurs en de industrie in heel België.</p><p>Kies hieronder een productgroep, of vertel ons wat u moet afdichten, beschermen of dempen, dan stellen wij de juiste rubbersoort voor.</p>",
    },
    extra: {
      en: "<p>Orders placed before 2 p.m. on working days leave our warehouse the same day. Delivery in Belgium takes one to two working days; collection from our trade counter is free.</p>",
      fr: "<p>Les commandes passées avant 14 h un jour ouvrable quittent notre entrepôt le jour même. La livraison en Belgique prend un à deux jours ouvrables ; l'enlèvement à notre comptoir est gratuit.</p>",
      nl: "<p>Bestellingen die vóór 14 uur op een werkdag binnenkomen, verlaten ons magazijn nog dezelfde dag. Levering in België duurt één tot twee werkdagen; afhalen aan onze balie is gratis.</p>",
    },
    picture: "sheet",
    colour: BLACK,
    attributeTypes: [],
    children: [
      sheets,
      oRingsAndSeals,
      hoses,
      profiles,
      mats,
      foam,
      expansionJoints,
      mouldedParts,
      strips,
      grommets,
      buffers,
    ],
  },
];
