// Interface texts of the back office's caches screen.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminCachesTexts: InterfaceTextSet = {
  "ADMIN-CACHES-TITLE": { en: "Caches", fr: "Caches", nl: "Caches" },
  "ADMIN-CACHES-HELP": {
    en: "The site keeps ready-made data and pages in these caches and renews them by itself after every change. Deleting or clearing them is safe: each is built again when it is next needed.",
    fr: "Le site garde dans ces caches des données et des pages prêtes à l'emploi et les renouvelle lui-même après chaque modification. Les supprimer ou les vider est sans risque : chacun est reconstruit dès qu'on en a besoin.",
    nl: "De website bewaart kant-en-klare gegevens en pagina's in deze caches en vernieuwt ze zelf na elke wijziging. Ze verwijderen of leegmaken is veilig: elke cache wordt opnieuw opgebouwd zodra hij nodig is.",
  },
  "ADMIN-CACHES-REBUILD": {
    en: "Rebuild all caches",
    fr: "Reconstruire tous les caches",
    nl: "Alle caches opnieuw opbouwen",
  },
  "ADMIN-CACHES-CLEAR": {
    en: "Clear all caches",
    fr: "Vider tous les caches",
    nl: "Alle caches leegmaken",
  },
  "ADMIN-CACHES-REBUILDING": {
    en: "Rebuilding the caches…",
    fr: "Reconstruction des caches…",
    nl: "De caches worden opnieuw opgebouwd…",
  },
  "ADMIN-CACHES-CLEARING": {
    en: "Clearing the caches…",
    fr: "Vidage des caches…",
    nl: "De caches worden leeggemaakt…",
  },
  "ADMIN-CACHES-CONTEXT": { en: "Context", fr: "Contexte", nl: "Context" },
  "ADMIN-CACHES-SIZE": { en: "Size", fr: "Taille", nl: "Grootte" },
  "ADMIN-CACHES-BUILT-AT": { en: "Built at", fr: "Construit le", nl: "Opgebouwd op" },
  "ADMIN-CACHES-BUILD-TIME": { en: "Build time", fr: "Durée de construction", nl: "Opbouwtijd" },
  "ADMIN-CACHES-NOT-BUILT": {
    en: "Not built yet",
    fr: "Pas encore construit",
    nl: "Nog niet opgebouwd",
  },
  "ADMIN-CACHE-DELETE": {
    en: "Delete the cache {{context}}",
    fr: "Supprimer le cache {{context}}",
    nl: "De cache {{context}} verwijderen",
  },
  "ADMIN-CACHE-DELETED": {
    en: "Cache {{context}} deleted",
    fr: "Cache {{context}} supprimé",
    nl: "Cache {{context}} verwijderd",
  },
  "ADMIN-CACHES-CLEARED": {
    en: "All caches cleared",
    fr: "Tous les caches ont été vidés",
    nl: "Alle caches zijn leeggemaakt",
  },
  "ADMIN-CACHES-FAILED": {
    en: "The caches could not be changed.",
    fr: "Les caches n'ont pas pu être modifiés.",
    nl: "De caches konden niet worden gewijzigd.",
  },
};
