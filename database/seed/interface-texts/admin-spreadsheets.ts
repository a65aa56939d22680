// Interface texts of the back office's import and export screen: the catalogue as spreadsheets.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminSpreadsheetsTexts: InterfaceTextSet = {
  "ADMIN-SHEETS-TITLE": { en: "Import and export", fr: "Import et export", nl: "Import en export" },
  "ADMIN-SHEETS-HELP": {
    en: "Work on the catalogue in a spreadsheet program: download a sheet, change it, then import it back. Columns are found by their header, wherever they stand, and a file may leave columns out.",
    fr: "Travaillez le catalogue dans un tableur : téléchargez une feuille, modifiez-la, puis importez-la. Les colonnes sont reconnues à leur en-tête, où qu'elles se trouvent, et un fichier peut en omettre.",
    nl: "Bewerk de catalogus in een rekenbladprogramma: download een blad, wijzig het en importeer het weer. Kolommen worden herkend aan hun kop, waar ze ook staan, en een bestand mag kolommen weglaten.",
  },

  // ── Export ────────────────────────────────────────────────────────────────────────────────
  "ADMIN-SHEETS-EXPORT": {
    en: "Download a sheet",
    fr: "Télécharger une feuille",
    nl: "Een blad downloaden",
  },
  "ADMIN-SHEETS-EXPORT-HELP": {
    en: "CSV files put a semicolon between cells, as spreadsheet programs in Belgium expect; XLSX files open in Excel and LibreOffice with every cell as text.",
    fr: "Les fichiers CSV séparent les cellules par un point-virgule, comme l'attendent les tableurs en Belgique ; les fichiers XLSX s'ouvrent dans Excel et LibreOffice, chaque cellule en texte.",
    nl: "CSV-bestanden zetten een puntkomma tussen de cellen, zoals rekenbladprogramma's in België verwachten; XLSX-bestanden openen in Excel en LibreOffice, elke cel als tekst.",
  },
  "ADMIN-SHEETS-ENTITY-PRODUCTS": { en: "Products", fr: "Produits", nl: "Producten" },
  "ADMIN-SHEETS-ENTITY-CATEGORIES": { en: "Categories", fr: "Catégories", nl: "Categorieën" },
  "ADMIN-SHEETS-ENTITY-TRANSLATIONS": {
    en: "Translations",
    fr: "Traductions",
    nl: "Vertalingen",
  },
  "ADMIN-SHEETS-ENTITY-PRODUCTS-HELP": {
    en: "Business key, categories, titles in each language, pictures and one column per attribute.",
    fr: "Clé métier, catégories, titres dans chaque langue, images et une colonne par attribut.",
    nl: "Businesssleutel, categorieën, titels in elke taal, afbeeldingen en één kolom per kenmerk.",
  },
  "ADMIN-SHEETS-ENTITY-CATEGORIES-HELP": {
    en: "The tree: parent, order, visibility, URLs, titles and texts in each language, attributes and pictures.",
    fr: "L'arborescence : parent, ordre, visibilité, URL, titres et textes dans chaque langue, attributs et images.",
    nl: "De boom: bovenliggende categorie, volgorde, zichtbaarheid, URL's, titels en teksten in elke taal, kenmerken en afbeeldingen.",
  },
  "ADMIN-SHEETS-ENTITY-TRANSLATIONS-HELP": {
    en: "Every text key with its English, French and Dutch text, the catalogue's included.",
    fr: "Chaque clé de texte avec son texte en anglais, en français et en néerlandais, y compris celles du catalogue.",
    nl: "Elke tekstsleutel met de Engelse, Franse en Nederlandse tekst, ook die van de catalogus.",
  },
  "ADMIN-SHEETS-DOWNLOAD": {
    en: "Download the sheet {{sheet}} as {{format}}",
    fr: "Télécharger la feuille {{sheet}} en {{format}}",
    nl: "Het blad {{sheet}} downloaden als {{format}}",
  },

  // ── Import ────────────────────────────────────────────────────────────────────────────────
  "ADMIN-SHEETS-IMPORT": {
    en: "Import a file",
    fr: "Importer un fichier",
    nl: "Een bestand importeren",
  },
  "ADMIN-SHEETS-IMPORT-HELP": {
    en: "Check the file first: nothing is written until you apply it, and then the whole file or nothing. Records the file does not name stay as they are; nothing is deleted.",
    fr: "Vérifiez d'abord le fichier : rien n'est enregistré avant que vous l'appliquiez, et alors tout le fichier ou rien. Ce que le fichier ne nomme pas reste tel quel ; rien n'est supprimé.",
    nl: "Controleer eerst het bestand: er wordt niets opgeslagen voor u het toepast, en dan het hele bestand of niets. Wat het bestand niet noemt, blijft zoals het is; er wordt niets verwijderd.",
  },
  "ADMIN-SHEETS-SHEET": { en: "Sheet", fr: "Feuille", nl: "Blad" },
  "ADMIN-SHEETS-DROP": {
    en: "Drop a CSV or XLSX file here, or click here or on “Choose a file” (at most 32 MB).",
    fr: "Déposez ici un fichier CSV ou XLSX, ou cliquez ici ou sur « Choisir un fichier » (32 Mo au plus).",
    nl: "Zet hier een CSV- of XLSX-bestand neer, of klik hier of op ‘Een bestand kiezen’ (hoogstens 32 MB).",
  },
  "ADMIN-SHEETS-CHOOSE": {
    en: "Choose a file",
    fr: "Choisir un fichier",
    nl: "Een bestand kiezen",
  },
  "ADMIN-SHEETS-CHOSEN": {
    en: "Chosen file: {{name}}",
    fr: "Fichier choisi : {{name}}",
    nl: "Gekozen bestand: {{name}}",
  },
  "ADMIN-SHEETS-NOT-A-SHEET": {
    en: "{{name}} is not a CSV or XLSX file of at most 32 MB.",
    fr: "{{name}} n'est pas un fichier CSV ou XLSX de 32 Mo au plus.",
    nl: "{{name}} is geen CSV- of XLSX-bestand van hoogstens 32 MB.",
  },
  "ADMIN-SHEETS-CHECK": {
    en: "Check the file",
    fr: "Vérifier le fichier",
    nl: "Het bestand controleren",
  },
  "ADMIN-SHEETS-APPLY": { en: "Apply", fr: "Appliquer", nl: "Toepassen" },
  "ADMIN-SHEETS-APPLY-WHEN": {
    en: "Apply becomes available once the check of this file finds no error.",
    fr: "Appliquer devient possible dès que la vérification de ce fichier ne trouve aucune erreur.",
    nl: "Toepassen kan zodra de controle van dit bestand geen fouten vindt.",
  },
  "ADMIN-SHEETS-SENDING": {
    en: "Sending {{name}}: {{percent}} %",
    fr: "Envoi de {{name}} : {{percent}} %",
    nl: "{{name}} wordt verzonden: {{percent}} %",
  },
  "ADMIN-SHEETS-CHECKING": {
    en: "The server is checking the file…",
    fr: "Le serveur vérifie le fichier…",
    nl: "De server controleert het bestand…",
  },
  "ADMIN-SHEETS-APPLYING": {
    en: "The server is applying the file…",
    fr: "Le serveur applique le fichier…",
    nl: "De server past het bestand toe…",
  },
  "ADMIN-SHEETS-CHECK-FAILED": {
    en: "The file could not be checked.",
    fr: "Le fichier n'a pas pu être vérifié.",
    nl: "Het bestand kon niet worden gecontroleerd.",
  },
  "ADMIN-SHEETS-APPLY-FAILED": {
    en: "The file was not applied: nothing was changed.",
    fr: "Le fichier n'a pas été appliqué : rien n'a été modifié.",
    nl: "Het bestand werd niet toegepast: er is niets gewijzigd.",
  },
  "ADMIN-SHEETS-APPLIED-COUNTS": {
    en: "{{name}} applied: {{counts}}.",
    fr: "{{name}} appliqué : {{counts}}.",
    nl: "{{name}} toegepast: {{counts}}.",
  },

  // ── Report ────────────────────────────────────────────────────────────────────────────────
  "ADMIN-SHEETS-REPORT-CHECKED": {
    en: "Check of {{name}}",
    fr: "Vérification de {{name}}",
    nl: "Controle van {{name}}",
  },
  "ADMIN-SHEETS-REPORT-APPLIED": {
    en: "Applied from {{name}}",
    fr: "Appliqué depuis {{name}}",
    nl: "Toegepast uit {{name}}",
  },
  "ADMIN-SHEETS-CREATED-ONE": {
    en: "{{count}} created",
    fr: "{{count}} ajout",
    nl: "{{count}} nieuw",
  },
  "ADMIN-SHEETS-CREATED-OTHER": {
    en: "{{count}} created",
    fr: "{{count}} ajouts",
    nl: "{{count}} nieuw",
  },
  "ADMIN-SHEETS-UPDATED-ONE": {
    en: "{{count}} updated",
    fr: "{{count}} modification",
    nl: "{{count}} gewijzigd",
  },
  "ADMIN-SHEETS-UPDATED-OTHER": {
    en: "{{count}} updated",
    fr: "{{count}} modifications",
    nl: "{{count}} gewijzigd",
  },
  "ADMIN-SHEETS-UNCHANGED-ONE": {
    en: "{{count}} unchanged",
    fr: "{{count}} sans changement",
    nl: "{{count}} ongewijzigd",
  },
  "ADMIN-SHEETS-UNCHANGED-OTHER": {
    en: "{{count}} unchanged",
    fr: "{{count}} sans changement",
    nl: "{{count}} ongewijzigd",
  },
  "ADMIN-SHEETS-ERROR-COUNT-ONE": {
    en: "{{count}} error",
    fr: "{{count}} erreur",
    nl: "{{count}} fout",
  },
  "ADMIN-SHEETS-ERROR-COUNT-OTHER": {
    en: "{{count}} errors",
    fr: "{{count}} erreurs",
    nl: "{{count}} fouten",
  },
  "ADMIN-SHEETS-HAS-ERRORS": {
    en: "Correct these errors in the file, then check it again: a file with errors cannot be applied.",
    fr: "Corrigez ces erreurs dans le fichier, puis vérifiez-le à nouveau : un fichier qui contient des erreurs ne peut pas être appliqué.",
    nl: "Verbeter deze fouten in het bestand en controleer het opnieuw: een bestand met fouten kan niet worden toegepast.",
  },
  "ADMIN-SHEETS-NOTHING-TO-APPLY": {
    en: "The file changes nothing: every row matches the catalogue.",
    fr: "Le fichier ne change rien : chaque ligne correspond au catalogue.",
    nl: "Het bestand wijzigt niets: elke regel komt overeen met de catalogus.",
  },
  "ADMIN-SHEETS-READY": {
    en: "No errors: apply the file to make these changes.",
    fr: "Aucune erreur : appliquez le fichier pour effectuer ces modifications.",
    nl: "Geen fouten: pas het bestand toe om deze wijzigingen door te voeren.",
  },
  "ADMIN-SHEETS-ERRORS": { en: "Errors", fr: "Erreurs", nl: "Fouten" },
  "ADMIN-SHEETS-CHANGES": { en: "Changes", fr: "Modifications", nl: "Wijzigingen" },
  "ADMIN-SHEETS-LINE": { en: "Line", fr: "Ligne", nl: "Regel" },
  "ADMIN-SHEETS-COLUMN": { en: "Column", fr: "Colonne", nl: "Kolom" },
  "ADMIN-SHEETS-MESSAGE": { en: "Problem", fr: "Problème", nl: "Probleem" },
  "ADMIN-SHEETS-KEY": { en: "Key", fr: "Clé", nl: "Sleutel" },
  "ADMIN-SHEETS-ACTION": { en: "Action", fr: "Action", nl: "Actie" },
  "ADMIN-SHEETS-FIELDS": { en: "Fields", fr: "Champs", nl: "Velden" },
  "ADMIN-SHEETS-ACTION-CREATED": { en: "New", fr: "Nouveau", nl: "Nieuw" },
  "ADMIN-SHEETS-ACTION-UPDATED": { en: "Changed", fr: "Modifié", nl: "Gewijzigd" },
  "ADMIN-SHEETS-EMPTY": { en: "(empty)", fr: "(vide)", nl: "(leeg)" },
  "ADMIN-SHEETS-BECOMES": { en: "becomes", fr: "devient", nl: "wordt" },
};
