// Interface texts of the back office's pictures screen, and of the pictures field of the product
// and category forms (order, main picture).
import type { InterfaceTextSet } from "./text-set.ts";

export const adminPicturesTexts: InterfaceTextSet = {
  "ADMIN-RESOURCES-TITLE": { en: "Pictures", fr: "Images", nl: "Afbeeldingen" },
  "ADMIN-RESOURCES-TABLE": {
    en: "Uploaded pictures",
    fr: "Images envoyées",
    nl: "Geüploade afbeeldingen",
  },
  "ADMIN-RESOURCE-COL-PICTURE": { en: "Picture", fr: "Image", nl: "Afbeelding" },
  "ADMIN-RESOURCE-COL-ID": { en: "Id", fr: "Id", nl: "Id" },
  "ADMIN-RESOURCE-COL-NAME": {
    en: "Original name",
    fr: "Nom d'origine",
    nl: "Oorspronkelijke naam",
  },
  "ADMIN-RESOURCE-COL-SIZE": {
    en: "Size (pixels)",
    fr: "Taille (pixels)",
    nl: "Afmetingen (pixels)",
  },
  "ADMIN-RESOURCE-COL-TYPE": { en: "Type", fr: "Type", nl: "Type" },
  "ADMIN-RESOURCE-COL-BYTES": { en: "File size", fr: "Poids", nl: "Bestandsgrootte" },
  "ADMIN-RESOURCE-COL-USED": { en: "Used by", fr: "Utilisée par", nl: "Gebruikt door" },
  "ADMIN-RESOURCE-THUMB-ALT": {
    en: "Picture {{id}}: {{name}}",
    fr: "Image {{id}} : {{name}}",
    nl: "Afbeelding {{id}}: {{name}}",
  },
  "ADMIN-RESOURCE-UNUSED": { en: "Not used", fr: "Inutilisée", nl: "Niet gebruikt" },
  "ADMIN-RESOURCE-USED-PRODUCT": {
    en: "Product {{name}}",
    fr: "Produit {{name}}",
    nl: "Product {{name}}",
  },
  "ADMIN-RESOURCE-USED-CATEGORY": {
    en: "Category {{name}}",
    fr: "Catégorie {{name}}",
    nl: "Categorie {{name}}",
  },
  "ADMIN-RESOURCE-USED-ARTICLE": {
    en: "Article {{name}}",
    fr: "Article {{name}}",
    nl: "Artikel {{name}}",
  },
  "ADMIN-RESOURCES-UPLOAD": {
    en: "Upload pictures",
    fr: "Envoyer des images",
    nl: "Afbeeldingen uploaden",
  },
  "ADMIN-RESOURCE-UPLOADED": {
    en: "{{name}} is uploaded as picture {{id}}.",
    fr: "{{name}} est envoyée comme image {{id}}.",
    nl: "{{name}} is geüpload als afbeelding {{id}}.",
  },
  "ADMIN-RESOURCES-CLEAN": {
    en: "Clean up unused files",
    fr: "Nettoyer les fichiers inutilisés",
    nl: "Ongebruikte bestanden opruimen",
  },
  "ADMIN-RESOURCES-CLEAN-TITLE": {
    en: "Clean up unused files?",
    fr: "Nettoyer les fichiers inutilisés ?",
    nl: "Ongebruikte bestanden opruimen?",
  },
  "ADMIN-RESOURCES-CLEAN-TEXT": {
    en: "Files on disk that no picture of this list points to, and thumbnails made in an older way, will be deleted. Every picture listed here stays.",
    fr: "Les fichiers du disque qu'aucune image de cette liste n'utilise, et les miniatures d'une ancienne façon, seront supprimés. Toutes les images de la liste restent.",
    nl: "Bestanden op schijf waar geen afbeelding uit deze lijst naar verwijst, en miniaturen op een oudere manier gemaakt, worden verwijderd. Elke afbeelding in de lijst blijft.",
  },
  "ADMIN-RESOURCES-CLEANED-ONE": {
    en: "{{count}} unused file removed.",
    fr: "{{count}} fichier inutilisé supprimé.",
    nl: "{{count}} ongebruikt bestand verwijderd.",
  },
  "ADMIN-RESOURCES-CLEANED-OTHER": {
    en: "{{count}} unused files removed.",
    fr: "{{count}} fichiers inutilisés supprimés.",
    nl: "{{count}} ongebruikte bestanden verwijderd.",
  },
  "ADMIN-RESOURCES-NOT-CLEANED": {
    en: "The unused files could not be cleaned up.",
    fr: "Les fichiers inutilisés n'ont pas pu être nettoyés.",
    nl: "De ongebruikte bestanden konden niet worden opgeruimd.",
  },
  "ADMIN-RESOURCE-USED-TEXT": {
    en: "Text {{name}}",
    fr: "Texte {{name}}",
    nl: "Tekst {{name}}",
  },
  "ADMIN-RESOURCE-USED-SETTING": {
    en: "Setting {{name}}",
    fr: "Paramètre {{name}}",
    nl: "Instelling {{name}}",
  },
  "ADMIN-RESOURCE-NO-ALT": {
    en: "No alt text",
    fr: "Pas de texte alternatif",
    nl: "Geen alt-tekst",
  },
  "ADMIN-RESOURCE-ALT-IN": {
    en: "Alt text: {{languages}}",
    fr: "Texte alternatif : {{languages}}",
    nl: "Alt-tekst: {{languages}}",
  },
  "ADMIN-RESOURCE-NAMED": {
    en: "picture {{id}} ({{name}})",
    fr: "l'image {{id}} ({{name}})",
    nl: "afbeelding {{id}} ({{name}})",
  },
  "ADMIN-RESOURCE-DELETE": {
    en: "Delete picture {{id}} ({{name}})",
    fr: "Supprimer l'image {{id}} ({{name}})",
    nl: "Afbeelding {{id}} ({{name}}) verwijderen",
  },
  "ADMIN-RESOURCE-DELETED": {
    en: "Picture {{id}} is deleted.",
    fr: "L'image {{id}} est supprimée.",
    nl: "Afbeelding {{id}} is verwijderd.",
  },
  "ADMIN-RESOURCE-NOT-DELETED": {
    en: "Picture {{id}} could not be deleted.",
    fr: "L'image {{id}} n'a pas pu être supprimée.",
    nl: "Afbeelding {{id}} kon niet worden verwijderd.",
  },
  "ADMIN-RESOURCE-IN-USE-ONE": {
    en: 'Picture {{id}} is in use ({{count}} use, listed under "Used by") and cannot be deleted: remove it from there first.',
    fr: "L'image {{id}} est utilisée {{count}} fois (sous « Utilisée par ») et ne peut pas être supprimée : retirez-la d'abord de cet élément.",
    nl: 'Afbeelding {{id}} is {{count}} keer in gebruik (zie "Gebruikt door") en kan niet worden verwijderd: haal ze daar eerst weg.',
  },
  "ADMIN-RESOURCE-IN-USE-OTHER": {
    en: 'Picture {{id}} is in use ({{count}} uses, listed under "Used by") and cannot be deleted: remove it from them first.',
    fr: "L'image {{id}} est utilisée {{count}} fois (sous « Utilisée par ») et ne peut pas être supprimée : retirez-la d'abord de ces éléments.",
    nl: 'Afbeelding {{id}} is {{count}} keer in gebruik (zie "Gebruikt door") en kan niet worden verwijderd: haal ze daar eerst weg.',
  },
  "ADMIN-RESOURCES-UNUSED-ONLY": {
    en: "Unused only",
    fr: "Inutilisées seulement",
    nl: "Alleen ongebruikte",
  },
  "ADMIN-RESOURCES-DELETE-UNUSED": {
    en: "Delete unused ({{count}})",
    fr: "Supprimer les inutilisées ({{count}})",
    nl: "Ongebruikte verwijderen ({{count}})",
  },
  "ADMIN-RESOURCES-DELETE-UNUSED-TITLE": {
    en: "Delete the unused pictures?",
    fr: "Supprimer les images inutilisées ?",
    nl: "De ongebruikte afbeeldingen verwijderen?",
  },
  "ADMIN-RESOURCES-DELETE-UNUSED-TEXT-ONE": {
    en: "{{count}} unused picture shown in the list will be deleted with its files and alt texts. This cannot be undone.",
    fr: "{{count}} image inutilisée de la liste sera supprimée avec ses fichiers et ses textes alternatifs. C'est définitif.",
    nl: "{{count}} ongebruikte afbeelding in de lijst wordt verwijderd, met haar bestanden en alt-teksten. Dit kan niet ongedaan worden gemaakt.",
  },
  "ADMIN-RESOURCES-DELETE-UNUSED-TEXT-OTHER": {
    en: "The {{count}} unused pictures the list shows will be deleted with their files and alt texts. This cannot be undone.",
    fr: "Les {{count}} images inutilisées que montre la liste seront supprimées avec leurs fichiers et leurs textes alternatifs. C'est définitif.",
    nl: "De {{count}} ongebruikte afbeeldingen in de lijst worden verwijderd, met hun bestanden en alt-teksten. Dit kan niet ongedaan worden gemaakt.",
  },
  "ADMIN-RESOURCES-DELETE-UNUSED-CONFIRM-ONE": {
    en: "Delete {{count}} picture",
    fr: "Supprimer {{count}} image",
    nl: "{{count}} afbeelding verwijderen",
  },
  "ADMIN-RESOURCES-DELETE-UNUSED-CONFIRM-OTHER": {
    en: "Delete {{count}} pictures",
    fr: "Supprimer {{count}} images",
    nl: "{{count}} afbeeldingen verwijderen",
  },
  "ADMIN-RESOURCES-UNUSED-DELETED-ONE": {
    en: "{{count}} unused picture deleted.",
    fr: "{{count}} image inutilisée supprimée.",
    nl: "{{count}} ongebruikte afbeelding verwijderd.",
  },
  "ADMIN-RESOURCES-UNUSED-DELETED-OTHER": {
    en: "{{count}} unused pictures deleted.",
    fr: "{{count}} images inutilisées supprimées.",
    nl: "{{count}} ongebruikte afbeeldingen verwijderd.",
  },
  "ADMIN-RESOURCES-UNUSED-KEPT-ONE": {
    en: "{{count}} picture came into use meanwhile and was kept.",
    fr: "{{count}} image utilisée entre-temps a été gardée.",
    nl: "{{count}} afbeelding werd intussen in gebruik genomen en is bewaard.",
  },
  "ADMIN-RESOURCES-UNUSED-KEPT-OTHER": {
    en: "{{count}} pictures came into use meanwhile and were kept.",
    fr: "{{count}} images utilisées entre-temps ont été gardées.",
    nl: "{{count}} afbeeldingen werden intussen in gebruik genomen en zijn bewaard.",
  },
  "ADMIN-RESOURCES-UNUSED-NOT-DELETED": {
    en: "The unused pictures could not be deleted.",
    fr: "Les images inutilisées n'ont pas pu être supprimées.",
    nl: "De ongebruikte afbeeldingen konden niet worden verwijderd.",
  },

  // ── Alt texts ─────────────────────────────────────────────────────────────────────────────
  "ADMIN-PICTURE-ALT-BUTTON": { en: "Alt texts", fr: "Textes alternatifs", nl: "Alt-teksten" },
  "ADMIN-PICTURE-ALT-EDIT": {
    en: "Alt texts of picture {{id}} ({{name}})",
    fr: "Textes alternatifs de l'image {{id}} ({{name}})",
    nl: "Alt-teksten van afbeelding {{id}} ({{name}})",
  },
  "ADMIN-PICTURE-ALT-TITLE": {
    en: "Alt texts of picture {{id}}: {{name}}",
    fr: "Textes alternatifs de l'image {{id}} : {{name}}",
    nl: "Alt-teksten van afbeelding {{id}}: {{name}}",
  },
  "ADMIN-PICTURE-ALT-HELP": {
    en: "Say in a sentence what the picture shows, for visitors who cannot see it. The site uses it wherever it shows the picture; left empty, a page names the product or category instead.",
    fr: "Dites en une phrase ce que montre l'image, pour les visiteurs qui ne la voient pas. Le site l'utilise partout où il montre l'image ; laissé vide, la page nomme le produit ou la catégorie à la place.",
    nl: "Zeg in één zin wat de afbeelding toont, voor bezoekers die ze niet kunnen zien. De site gebruikt die tekst overal waar de afbeelding staat; leeg laat een pagina in de plaats het product of de categorie noemen.",
  },
  "ADMIN-PICTURE-ALT-IN": {
    en: "Alt text in {{language}}",
    fr: "Texte alternatif en {{language}}",
    nl: "Alt-tekst in het {{language}}",
  },
  "ADMIN-PICTURE-ALT-TOO-LONG": {
    en: "An alt text is at most {{max}} characters.",
    fr: "Un texte alternatif fait au plus {{max}} caractères.",
    nl: "Een alt-tekst telt hoogstens {{max}} tekens.",
  },
  "ADMIN-PICTURE-ALT-SAVED": {
    en: "The alt texts of picture {{id}} are saved.",
    fr: "Les textes alternatifs de l'image {{id}} sont enregistrés.",
    nl: "De alt-teksten van afbeelding {{id}} zijn opgeslagen.",
  },
  "ADMIN-PICTURE-ALT-NOT-SAVED": {
    en: "The alt texts could not be saved.",
    fr: "Les textes alternatifs n'ont pas pu être enregistrés.",
    nl: "De alt-teksten konden niet worden opgeslagen.",
  },

  // ── The pictures field of the product and category forms ──────────────────────────────────
  "ADMIN-PICTURE-MAIN": { en: "Main picture", fr: "Image principale", nl: "Hoofdafbeelding" },
  "ADMIN-PICTURE-MAKE-MAIN": {
    en: "Make main",
    fr: "Mettre en avant",
    nl: "Hoofdafbeelding maken",
  },
  "ADMIN-PICTURE-MAKE-MAIN-NAMED": {
    en: "Make main: picture {{number}}",
    fr: "Mettre en avant l'image {{number}}",
    nl: "Afbeelding {{number}} de hoofdafbeelding maken",
  },
  "ADMIN-PICTURE-MOVE-UP": {
    en: "Move picture {{number}} up",
    fr: "Avancer l'image {{number}}",
    nl: "Afbeelding {{number}} naar voren",
  },
  "ADMIN-PICTURE-MOVE-DOWN": {
    en: "Move picture {{number}} down",
    fr: "Reculer l'image {{number}}",
    nl: "Afbeelding {{number}} naar achteren",
  },
  "ADMIN-PICTURE-HANDLE": {
    en: "Move picture {{number}}",
    fr: "Déplacer l'image {{number}}",
    nl: "Afbeelding {{number}} verplaatsen",
  },
  "ADMIN-PICTURE-HANDLE-HELP": {
    en: "Drag onto another picture, or use the arrow keys to move it one place, Home to make it the main picture and End to put it last.",
    fr: "Glissez-la sur une autre image, ou utilisez les flèches pour la déplacer d'une place, Début pour en faire l'image principale et Fin pour la mettre en dernier.",
    nl: "Sleep ze op een andere afbeelding, of gebruik de pijltjestoetsen om ze één plaats te verschuiven, Home om ze de hoofdafbeelding te maken en End om ze achteraan te zetten.",
  },
  "ADMIN-PICTURE-MOVED": {
    en: "Picture {{from}} is now picture {{to}} of {{count}}.",
    fr: "L'image {{from}} est maintenant l'image {{to}} sur {{count}}.",
    nl: "Afbeelding {{from}} is nu afbeelding {{to}} van {{count}}.",
  },
  "ADMIN-PICTURE-NOW-MAIN": {
    en: "Picture {{number}} is now the main picture.",
    fr: "L'image {{number}} est maintenant l'image principale.",
    nl: "Afbeelding {{number}} is nu de hoofdafbeelding.",
  },
};
