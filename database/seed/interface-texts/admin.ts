// Interface texts of the back office's frame and of what every admin screen shares: menu,
// notices, confirmations, lists, forms. Each admin area has its own file beside this one.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminTexts: InterfaceTextSet = {
  // ── Frame ─────────────────────────────────────────────────────────────────────────────────
  "ADMIN-TITLE": { en: "Rubbera back office", fr: "Administration Rubbera", nl: "Rubbera-beheer" },
  "ADMIN-VIEW-SITE": { en: "View the site", fr: "Voir le site", nl: "Naar de website" },
  "ADMIN-LANGUAGES": { en: "Language", fr: "Langue", nl: "Taal" },
  "ADMIN-LOGOUT": { en: "Log out", fr: "Se déconnecter", nl: "Afmelden" },
  "ADMIN-MENU-LABEL": { en: "Back office", fr: "Administration", nl: "Beheer" },
  "ADMIN-MENU-TOGGLE": {
    en: "Open or close the menu",
    fr: "Ouvrir ou fermer le menu",
    nl: "Menu openen of sluiten",
  },
  "ADMIN-MENU-HOME": { en: "Overview", fr: "Vue d'ensemble", nl: "Overzicht" },
  "ADMIN-MENU-PRODUCTS": { en: "Products", fr: "Produits", nl: "Producten" },
  "ADMIN-MENU-CATEGORIES": { en: "Categories", fr: "Catégories", nl: "Categorieën" },
  "ADMIN-MENU-ATTRIBUTES": { en: "Attributes", fr: "Attributs", nl: "Kenmerken" },
  "ADMIN-MENU-CATALOGUE-FILES": {
    en: "Import and export",
    fr: "Import et export",
    nl: "Import en export",
  },
  "ADMIN-MENU-RESOURCES": { en: "Pictures", fr: "Images", nl: "Afbeeldingen" },
  "ADMIN-MENU-ARTICLES": { en: "Articles", fr: "Articles", nl: "Artikels" },
  "ADMIN-MENU-TRANSLATIONS": { en: "Translations", fr: "Traductions", nl: "Vertalingen" },
  "ADMIN-MENU-SITESETTINGS": {
    en: "Site settings",
    fr: "Paramètres du site",
    nl: "Website-instellingen",
  },
  "ADMIN-MENU-USERS": { en: "Users", fr: "Utilisateurs", nl: "Gebruikers" },
  "ADMIN-MENU-CACHES": { en: "Caches", fr: "Caches", nl: "Caches" },
  "ADMIN-RIGHTS-NEEDED": {
    en: "Admin rights needed!",
    fr: "Droits d'administrateur requis !",
    nl: "Beheerdersrechten vereist!",
  },

  // ── Notices and confirmations ─────────────────────────────────────────────────────────────
  "ADMIN-NOTICE-SUCCESS": { en: "Success", fr: "Succès", nl: "Gelukt" },
  "ADMIN-NOTICE-ERROR": { en: "Error", fr: "Erreur", nl: "Fout" },
  "ADMIN-NOTICE-CLOSE": {
    en: "Close this notice",
    fr: "Fermer ce message",
    nl: "Dit bericht sluiten",
  },
  "ADMIN-NOTICE-VALIDATION": { en: "Validation!", fr: "Validation !", nl: "Validatie!" },
  "ADMIN-NOTICE-VALIDATION-TEXT": {
    en: "Fields to correct: {{count}}. Each one says under it what is wrong.",
    fr: "Champs à corriger : {{count}}. Chacun indique en dessous ce qui ne va pas.",
    nl: "Te verbeteren velden: {{count}}. Onder elk veld staat wat er mis is.",
  },
  "ADMIN-NOTICE-FIELDS-TO-CORRECT": {
    en: "Fields to correct: {{count}} ({{fields}}).",
    fr: "Champs à corriger : {{count}} ({{fields}}).",
    nl: "Te verbeteren velden: {{count}} ({{fields}}).",
  },
  "ADMIN-FORM-INVALID": {
    en: "Please ensure the form is valid.",
    fr: "Veuillez vérifier que le formulaire est valide.",
    nl: "Controleer of het formulier geldig is.",
  },
  "ADMIN-CLOSE": { en: "Close", fr: "Fermer", nl: "Sluiten" },
  "ADMIN-CONFIRM": { en: "Confirm", fr: "Confirmer", nl: "Bevestigen" },
  "ADMIN-CANCEL": { en: "Cancel", fr: "Annuler", nl: "Annuleren" },
  "ADMIN-DELETE": { en: "Delete", fr: "Supprimer", nl: "Verwijderen" },
  "ADMIN-CONFIRM-DELETE-TITLE": {
    en: "Delete for good?",
    fr: "Supprimer définitivement ?",
    nl: "Definitief verwijderen?",
  },
  "ADMIN-CONFIRM-DELETE-TEXT": {
    en: "“{{name}}” will be deleted. This cannot be undone.",
    fr: "« {{name}} » sera supprimé. Cette action est irréversible.",
    nl: "“{{name}}” wordt verwijderd. Dit kan niet ongedaan worden gemaakt.",
  },
  "ADMIN-CONFIRM-TRASH-TITLE": {
    en: "Move to the trash?",
    fr: "Mettre à la corbeille ?",
    nl: "Naar de prullenbak verplaatsen?",
  },
  "ADMIN-CONFIRM-TRASH-TEXT": {
    en: "“{{name}}” will be deleted. You can restore it from the Trash.",
    fr: "« {{name}} » sera supprimé. Vous pourrez le restaurer depuis la corbeille.",
    nl: "“{{name}}” wordt verwijderd. U kunt het terugzetten vanuit de prullenbak.",
  },
  "ADMIN-UNSAVED-TITLE": {
    en: "Leave without saving?",
    fr: "Quitter sans enregistrer ?",
    nl: "Verlaten zonder op te slaan?",
  },
  "ADMIN-UNSAVED-TEXT": {
    en: "This form has changes that are not saved yet. They will be lost if you leave.",
    fr: "Ce formulaire contient des modifications non enregistrées. Elles seront perdues si vous quittez la page.",
    nl: "Dit formulier bevat wijzigingen die nog niet zijn opgeslagen. Ze gaan verloren als u de pagina verlaat.",
  },
  "ADMIN-UNSAVED-STAY": {
    en: "Stay on this page",
    fr: "Rester sur la page",
    nl: "Op deze pagina blijven",
  },
  "ADMIN-UNSAVED-LEAVE": {
    en: "Leave without saving",
    fr: "Quitter sans enregistrer",
    nl: "Verlaten zonder opslaan",
  },

  // ── Lists and forms ──────────────────────────────────────────────────────────────────────
  "ADMIN-SEARCH": { en: "Search", fr: "Rechercher", nl: "Zoeken" },
  "ADMIN-ROW-COUNT-ONE": {
    en: "{{count}} row",
    fr: "{{count}} ligne",
    nl: "{{count}} rij",
  },
  "ADMIN-ROW-COUNT-OTHER": {
    en: "{{count}} rows",
    fr: "{{count}} lignes",
    nl: "{{count}} rijen",
  },
  "ADMIN-ROW-COUNT-PART": {
    en: "{{shown}} of {{total}} rows",
    fr: "{{shown}} lignes sur {{total}}",
    nl: "{{shown}} van {{total}} rijen",
  },
  "ADMIN-NOTHING-FOUND": {
    en: "Nothing matches this search.",
    fr: "Rien ne correspond à cette recherche.",
    nl: "Niets komt overeen met deze zoekopdracht.",
  },
  "ADMIN-PAGE-NUMBER": { en: "Page {{page}}", fr: "Page {{page}}", nl: "Pagina {{page}}" },
  "ADMIN-PAGE-FIRST": { en: "First page", fr: "Première page", nl: "Eerste pagina" },
  "ADMIN-PAGE-PREVIOUS": { en: "Previous page", fr: "Page précédente", nl: "Vorige pagina" },
  "ADMIN-PAGE-NEXT": { en: "Next page", fr: "Page suivante", nl: "Volgende pagina" },
  "ADMIN-PAGE-LAST": { en: "Last page", fr: "Dernière page", nl: "Laatste pagina" },
  "ADMIN-ACTIONS": { en: "Actions", fr: "Actions", nl: "Acties" },
  "ADMIN-EDIT": { en: "Edit", fr: "Modifier", nl: "Bewerken" },
  "ADMIN-ADD": { en: "Add", fr: "Ajouter", nl: "Toevoegen" },
  "ADMIN-SAVE": { en: "Save", fr: "Enregistrer", nl: "Opslaan" },
  "ADMIN-BACK-TO-LIST": {
    en: "Back to the list",
    fr: "Retour à la liste",
    nl: "Terug naar de lijst",
  },
  "ADMIN-NOT-FOUND": {
    en: "This item does not exist (any more).",
    fr: "Cet élément n'existe pas (ou plus).",
    nl: "Dit item bestaat niet (meer).",
  },
  "ADMIN-LANGUAGE-EN": { en: "English", fr: "Anglais", nl: "Engels" },
  "ADMIN-LANGUAGE-FR": { en: "French", fr: "Français", nl: "Frans" },
  "ADMIN-LANGUAGE-NL": { en: "Dutch", fr: "Néerlandais", nl: "Nederlands" },
  "ADMIN-YES": { en: "Yes", fr: "Oui", nl: "Ja" },
  "ADMIN-NO": { en: "No", fr: "Non", nl: "Nee" },

  // ── What a field's rule says (schema-messages.ts), naming the field by its label ─────────────
  "ADMIN-FIELD-THIS": { en: "This field", fr: "Ce champ", nl: "Dit veld" },
  "ADMIN-FIELD-IN-LANGUAGE": {
    en: "{{field}} ({{language}})",
    fr: "{{field}} ({{language}})",
    nl: "{{field}} ({{language}})",
  },
  "ADMIN-FIELD-REQUIRED": {
    en: "{{field}} is required.",
    fr: "{{field}} : obligatoire.",
    nl: "{{field}} is verplicht.",
  },
  "ADMIN-FIELD-TOO-LONG": {
    en: "{{field}} is at most {{maximum}} characters.",
    fr: "{{field}} : {{maximum}} caractères au maximum.",
    nl: "{{field}}: hoogstens {{maximum}} tekens.",
  },
  "ADMIN-FIELD-TOO-SHORT": {
    en: "{{field}} needs at least {{minimum}} characters.",
    fr: "{{field}} : {{minimum}} caractères au minimum.",
    nl: "{{field}}: minstens {{minimum}} tekens.",
  },
  "ADMIN-FIELD-TOO-MANY": {
    en: "{{field}}: at most {{maximum}}.",
    fr: "{{field}} : {{maximum}} au maximum.",
    nl: "{{field}}: hoogstens {{maximum}}.",
  },
  "ADMIN-FIELD-TOO-FEW": {
    en: "{{field}}: at least {{minimum}}.",
    fr: "{{field}} : au moins {{minimum}}.",
    nl: "{{field}}: minstens {{minimum}}.",
  },
  "ADMIN-FIELD-AT-LEAST": {
    en: "{{field}} must be at least {{minimum}}.",
    fr: "{{field}} : {{minimum}} au minimum.",
    nl: "{{field}} moet minstens {{minimum}} zijn.",
  },
  "ADMIN-FIELD-MORE-THAN": {
    en: "{{field}} must be more than {{minimum}}.",
    fr: "{{field}} : doit dépasser {{minimum}}.",
    nl: "{{field}} moet groter zijn dan {{minimum}}.",
  },
  "ADMIN-FIELD-AT-MOST": {
    en: "{{field}} must be at most {{maximum}}.",
    fr: "{{field}} : {{maximum}} au maximum.",
    nl: "{{field}} mag hoogstens {{maximum}} zijn.",
  },
  "ADMIN-FIELD-LESS-THAN": {
    en: "{{field}} must be less than {{maximum}}.",
    fr: "{{field}} : doit rester en dessous de {{maximum}}.",
    nl: "{{field}} moet kleiner zijn dan {{maximum}}.",
  },
  "ADMIN-FIELD-NUMBER": {
    en: "{{field}} must be a number.",
    fr: "{{field}} : un nombre est attendu.",
    nl: "{{field}} moet een getal zijn.",
  },
  "ADMIN-FIELD-WHOLE-NUMBER": {
    en: "{{field}} must be a whole number.",
    fr: "{{field}} : un nombre entier est attendu.",
    nl: "{{field}} moet een geheel getal zijn.",
  },
  "ADMIN-FIELD-EMAIL": {
    en: "{{field}} must be a valid e-mail address.",
    fr: "{{field}} : une adresse e-mail valide est attendue.",
    nl: "{{field}} moet een geldig e-mailadres zijn.",
  },
  "ADMIN-FIELD-URL": {
    en: "{{field}} must be a full web address, such as https://www.example.be.",
    fr: "{{field}} : une adresse web complète est attendue, par exemple https://www.exemple.be.",
    nl: "{{field}} moet een volledig webadres zijn, bijvoorbeeld https://www.voorbeeld.be.",
  },
  "ADMIN-FIELD-CHOICE": {
    en: "{{field}}: choose one of the values offered.",
    fr: "{{field}} : choisissez une des valeurs proposées.",
    nl: "{{field}}: kies een van de aangeboden waarden.",
  },
  "ADMIN-FIELD-INVALID": {
    en: "{{field}} is not valid.",
    fr: "{{field}} : valeur non valide.",
    nl: "{{field}} is niet geldig.",
  },

  // ── Rich text ─────────────────────────────────────────────────────────────────────────────
  "ADMIN-RICH-MODE": { en: "Editing mode", fr: "Mode d'édition", nl: "Bewerkingsmodus" },
  "ADMIN-RICH-TEXT": { en: "Rich text", fr: "Texte enrichi", nl: "Opgemaakte tekst" },
  "ADMIN-RAW-TEXT": { en: "HTML", fr: "HTML", nl: "HTML" },
  "ADMIN-RICH-BOLD": { en: "Bold", fr: "Gras", nl: "Vet" },
  "ADMIN-RICH-ITALIC": { en: "Italic", fr: "Italique", nl: "Cursief" },
  "ADMIN-RICH-H2": { en: "Heading", fr: "Titre", nl: "Kop" },
  "ADMIN-RICH-H3": { en: "Subheading", fr: "Sous-titre", nl: "Subkop" },
  "ADMIN-RICH-BULLETS": { en: "Bulleted list", fr: "Liste à puces", nl: "Opsomming" },
  "ADMIN-RICH-NUMBERS": { en: "Numbered list", fr: "Liste numérotée", nl: "Genummerde lijst" },
  "ADMIN-RICH-LINK": { en: "Link", fr: "Lien", nl: "Link" },
  "ADMIN-RICH-UNLINK": { en: "Remove link", fr: "Supprimer le lien", nl: "Link verwijderen" },
  "ADMIN-RICH-LINK-ADDRESS": { en: "Link address", fr: "Adresse du lien", nl: "Linkadres" },
  "ADMIN-RICH-LINK-NEW-TAB": {
    en: "Opens in a new tab",
    fr: "S'ouvre dans un nouvel onglet",
    nl: "Opent in een nieuw tabblad",
  },
  "ADMIN-RICH-LINK-SAME-TAB": {
    en: "Opens in the same tab",
    fr: "S'ouvre dans le même onglet",
    nl: "Opent in hetzelfde tabblad",
  },
  "ADMIN-RICH-CLEAR": {
    en: "Clear formatting",
    fr: "Effacer la mise en forme",
    nl: "Opmaak wissen",
  },
  "ADMIN-RICH-UNDO": { en: "Undo", fr: "Annuler", nl: "Ongedaan maken" },
  "ADMIN-RICH-REDO": { en: "Redo", fr: "Rétablir", nl: "Opnieuw" },

  // ── Pictures ──────────────────────────────────────────────────────────────────────────────
  "ADMIN-PICTURES-NONE": {
    en: "No picture yet.",
    fr: "Pas encore d'image.",
    nl: "Nog geen afbeelding.",
  },
  "ADMIN-PICTURES-ADD": {
    en: "Add pictures",
    fr: "Ajouter des images",
    nl: "Afbeeldingen toevoegen",
  },
  "ADMIN-PICTURES-DROP": {
    en: "Drop pictures here, or press Enter or click to choose them (JPEG, PNG, WebP, AVIF, GIF).",
    fr: "Déposez des images ici, ou appuyez sur Entrée ou cliquez pour les choisir (JPEG, PNG, WebP, AVIF, GIF).",
    nl: "Sleep afbeeldingen hierheen, of druk op Enter of klik om ze te kiezen (JPEG, PNG, WebP, AVIF, GIF).",
  },
  "ADMIN-PICTURE-NUMBER": {
    en: "Picture {{number}}",
    fr: "Image {{number}}",
    nl: "Afbeelding {{number}}",
  },
  "ADMIN-PICTURE-REMOVE": {
    en: "Remove picture {{number}}",
    fr: "Retirer l'image {{number}}",
    nl: "Afbeelding {{number}} verwijderen",
  },
  "ADMIN-PICTURE-UPLOADING": {
    en: "Uploading {{name}}…",
    fr: "Envoi de {{name}}…",
    nl: "{{name}} wordt geüpload…",
  },
  "ADMIN-PICTURE-NOT-UPLOADED": {
    en: "{{name}} could not be uploaded.",
    fr: "{{name}} n'a pas pu être envoyé.",
    nl: "{{name}} kon niet worden geüpload.",
  },
};
