// Interface texts of the back office's synonyms of the search, and of a synonym in the trash and
// the audit log.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminSynonymsTexts: InterfaceTextSet = {
  "ADMIN-MENU-SYNONYMS": { en: "Synonyms", fr: "Synonymes", nl: "Synoniemen" },
  "ADMIN-SYNONYMS-TITLE": {
    en: "Synonyms of the search",
    fr: "Synonymes de la recherche",
    nl: "Synoniemen van de zoekfunctie",
  },
  "ADMIN-SYNONYMS-INTRO": {
    en: "A search for one term of a group also finds the products of the others. A replacement's terms also search its target, not the other way round. Case, accents and punctuation do not matter.",
    fr: "Une recherche d'un terme d'un groupe trouve aussi les produits des autres. Les termes d'un remplacement cherchent aussi sa cible, pas l'inverse. Majuscules, accents et ponctuation ne comptent pas.",
    nl: "Wie op één term van een groep zoekt, vindt ook de producten van de andere. De termen van een vervanging zoeken ook naar het doel, niet omgekeerd. Hoofdletters, accenten en leestekens tellen niet.",
  },
  "ADMIN-SYNONYM-ADD": { en: "Add a synonym", fr: "Ajouter un synonyme", nl: "Synoniem toevoegen" },
  "ADMIN-SYNONYM-NEW-TITLE": { en: "New synonym", fr: "Nouveau synonyme", nl: "Nieuw synoniem" },
  "ADMIN-SYNONYM-EDIT-TITLE": {
    en: "Synonym: {{terms}}",
    fr: "Synonyme : {{terms}}",
    nl: "Synoniem: {{terms}}",
  },
  "ADMIN-SYNONYM-EDIT-LINK": {
    en: "Edit the synonym {{terms}}",
    fr: "Modifier le synonyme {{terms}}",
    nl: "Synoniem {{terms}} bewerken",
  },
  "ADMIN-SYNONYM-DELETE-LINK": {
    en: "Delete the synonym {{terms}}",
    fr: "Supprimer le synonyme {{terms}}",
    nl: "Synoniem {{terms}} verwijderen",
  },
  "ADMIN-SYNONYM-LANG": { en: "Language", fr: "Langue", nl: "Taal" },
  "ADMIN-SYNONYM-LANG-HELP": {
    en: "The searches it applies to: in one language, or in every one.",
    fr: "Les recherches auxquelles il s'applique : dans une langue, ou dans toutes.",
    nl: "De zoekopdrachten waarvoor het geldt: in één taal, of in alle talen.",
  },
  "ADMIN-SYNONYM-LANG-ALL": { en: "Every language", fr: "Toutes les langues", nl: "Alle talen" },
  "ADMIN-SYNONYM-KIND": { en: "Kind", fr: "Type", nl: "Soort" },
  "ADMIN-SYNONYM-KIND-GROUP": {
    en: "Group: every term means the same",
    fr: "Groupe : tous les termes veulent dire la même chose",
    nl: "Groep: alle termen betekenen hetzelfde",
  },
  "ADMIN-SYNONYM-KIND-REPLACEMENT": {
    en: "Replacement: the terms also search the target",
    fr: "Remplacement : les termes cherchent aussi la cible",
    nl: "Vervanging: de termen zoeken ook naar het doel",
  },
  "ADMIN-SYNONYM-TERMS": { en: "Terms", fr: "Termes", nl: "Termen" },
  "ADMIN-SYNONYM-TERMS-HELP-GROUP": {
    en: "Separated by commas or on lines of their own, e.g. o-ring, joint torique, toric seal.",
    fr: "Séparés par des virgules ou chacun sur sa ligne, p. ex. o-ring, joint torique, toric seal.",
    nl: "Gescheiden door komma's of elk op een eigen regel, bv. o-ring, joint torique, toric seal.",
  },
  "ADMIN-SYNONYM-TERMS-HELP-REPLACEMENT": {
    en: "What visitors type, separated by commas, e.g. viton.",
    fr: "Ce que tapent les visiteurs, séparé par des virgules, p. ex. viton.",
    nl: "Wat bezoekers typen, gescheiden door komma's, bv. viton.",
  },
  "ADMIN-SYNONYM-TARGET": { en: "Target", fr: "Cible", nl: "Doel" },
  "ADMIN-SYNONYM-TARGET-HELP": {
    en: "What the terms also search, e.g. FKM.",
    fr: "Ce que les termes cherchent aussi, p. ex. FKM.",
    nl: "Waar de termen ook naar zoeken, bv. FKM.",
  },
  "ADMIN-SYNONYM-TERMS-REQUIRED": {
    en: "Write at least one term.",
    fr: "Écrivez au moins un terme.",
    nl: "Schrijf minstens één term.",
  },
  "ADMIN-SYNONYM-TERM-NO-WORD": {
    en: "A term needs a letter or a digit.",
    fr: "Un terme doit contenir une lettre ou un chiffre.",
    nl: "Een term heeft een letter of een cijfer nodig.",
  },
  "ADMIN-SYNONYM-TERM-TOO-LONG": {
    en: "A term is at most 100 characters.",
    fr: "Un terme compte au plus 100 caractères.",
    nl: "Een term telt hoogstens 100 tekens.",
  },
  "ADMIN-SYNONYM-TOO-MANY-TERMS": {
    en: "A synonym holds at most 30 terms.",
    fr: "Un synonyme compte au plus 30 termes.",
    nl: "Een synoniem telt hoogstens 30 termen.",
  },
  "ADMIN-SYNONYM-TWO-TERMS": {
    en: "A group needs at least two terms; a replacement needs a target.",
    fr: "Un groupe demande au moins deux termes ; un remplacement demande une cible.",
    nl: "Een groep heeft minstens twee termen nodig; een vervanging een doel.",
  },
  "ADMIN-SYNONYM-TARGET-REQUIRED": {
    en: "Write the target the terms also search.",
    fr: "Écrivez la cible que les termes cherchent aussi.",
    nl: "Schrijf het doel waar de termen ook naar zoeken.",
  },
  "ADMIN-SYNONYM-TARGET-AMONG-TERMS": {
    en: "The target must differ from the terms.",
    fr: "La cible doit différer des termes.",
    nl: "Het doel moet verschillen van de termen.",
  },
  "ADMIN-SYNONYM-TERM-TAKEN": {
    en: "“{{term}}” is already a term of another synonym for this language.",
    fr: "« {{term}} » est déjà un terme d'un autre synonyme pour cette langue.",
    nl: "“{{term}}” is al een term van een ander synoniem voor deze taal.",
  },
  "ADMIN-SYNONYM-SAVED": {
    en: "The synonym is saved.",
    fr: "Le synonyme est enregistré.",
    nl: "Het synoniem is opgeslagen.",
  },
  "ADMIN-SYNONYM-NOT-SAVED": {
    en: "The synonym was not saved.",
    fr: "Le synonyme n'a pas été enregistré.",
    nl: "Het synoniem is niet opgeslagen.",
  },
  "ADMIN-SYNONYM-DELETED": {
    en: "The synonym is in the trash.",
    fr: "Le synonyme est dans la corbeille.",
    nl: "Het synoniem staat in de prullenbak.",
  },
  "ADMIN-SYNONYM-NOT-DELETED": {
    en: "The synonym was not deleted.",
    fr: "Le synonyme n'a pas été supprimé.",
    nl: "Het synoniem is niet verwijderd.",
  },
  "ADMIN-SHEETS-ENTITY-SYNONYMS": {
    en: "Synonyms",
    fr: "Synonymes",
    nl: "Synoniemen",
  },
  "ADMIN-SHEETS-ENTITY-SYNONYMS-HELP": {
    en: "The search's synonyms: language (empty for every one), terms, and a replacement's target.",
    fr: "Les synonymes de la recherche : langue (vide pour toutes), termes et cible d'un remplacement.",
    nl: "De synoniemen van de zoekfunctie: taal (leeg voor alle), termen en het doel van een vervanging.",
  },
  "ADMIN-TRASH-KIND-SYNONYM": { en: "Synonym", fr: "Synonyme", nl: "Synoniem" },
  "ADMIN-AUDIT-KIND-SYNONYM": { en: "synonym", fr: "le synonyme", nl: "synoniem" },
  "ADMIN-AUDIT-OF-SYNONYM": { en: "of synonym", fr: "du synonyme", nl: "van synoniem" },
  "ADMIN-AUDIT-ENTITY-SYNONYM": { en: "Synonym", fr: "Synonyme", nl: "Synoniem" },
};
