// Interface texts of the back office's users screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminUsersTexts: InterfaceTextSet = {
  // ── List ──────────────────────────────────────────────────────────────────────────────────
  "ADMIN-USERS-TITLE": { en: "Users", fr: "Utilisateurs", nl: "Gebruikers" },
  "ADMIN-USERS-ADD": { en: "Add a user", fr: "Ajouter un utilisateur", nl: "Gebruiker toevoegen" },
  "ADMIN-USER-COL-EMAIL": { en: "E-mail", fr: "E-mail", nl: "E-mail" },
  "ADMIN-USER-COL-ROLES": { en: "Roles", fr: "Rôles", nl: "Rollen" },
  "ADMIN-USER-COL-ADMIN": { en: "Admin", fr: "Administrateur", nl: "Beheerder" },
  "ADMIN-USER-EDIT-NAMED": {
    en: "Edit {{name}}",
    fr: "Modifier {{name}}",
    nl: "{{name}} bewerken",
  },
  "ADMIN-USER-YOU": { en: "(you)", fr: "(vous)", nl: "(u)" },

  // ── Form ──────────────────────────────────────────────────────────────────────────────────
  "ADMIN-USER-NEW-TITLE": { en: "New user", fr: "Nouvel utilisateur", nl: "Nieuwe gebruiker" },
  "ADMIN-USER-EDIT-TITLE": {
    en: "User: {{name}}",
    fr: "Utilisateur : {{name}}",
    nl: "Gebruiker: {{name}}",
  },
  "ADMIN-USER-EMAIL": { en: "E-mail address", fr: "Adresse e-mail", nl: "E-mailadres" },
  "ADMIN-USER-IS-ADMIN": {
    en: "Admin rights",
    fr: "Droits d'administrateur",
    nl: "Beheerdersrechten",
  },
  "ADMIN-USER-ROLES": { en: "Roles", fr: "Rôles", nl: "Rollen" },
  "ADMIN-USER-ROLES-CHOOSE": {
    en: "Choose the roles from the list, or type a new role and press Enter. The role Admin gives admin rights too.",
    fr: "Choisissez les rôles dans la liste, ou tapez un nouveau rôle puis Entrée. Le rôle Admin donne aussi les droits d'administrateur.",
    nl: "Kies de rollen uit de lijst, of typ een nieuwe rol en druk op Enter. De rol Admin geeft ook beheerdersrechten.",
  },
  "ADMIN-USER-OWN-ADMIN": {
    en: "This is your own account: you cannot take away your own admin rights.",
    fr: "C'est votre propre compte : vous ne pouvez pas retirer vos propres droits d'administrateur.",
    nl: "Dit is uw eigen account: u kunt uw eigen beheerdersrechten niet intrekken.",
  },
  "ADMIN-USER-OWN-DELETE": {
    en: "You cannot delete your own account.",
    fr: "Vous ne pouvez pas supprimer votre propre compte.",
    nl: "U kunt uw eigen account niet verwijderen.",
  },
  "ADMIN-USER-PASSWORD-NEW-SECTION": { en: "Password", fr: "Mot de passe", nl: "Wachtwoord" },
  "ADMIN-USER-PASSWORD-RESET-SECTION": {
    en: "Reset the password",
    fr: "Réinitialiser le mot de passe",
    nl: "Wachtwoord opnieuw instellen",
  },
  "ADMIN-USER-PASSWORD": { en: "New password", fr: "Nouveau mot de passe", nl: "Nieuw wachtwoord" },
  "ADMIN-USER-PASSWORD-HINT-NEW": {
    en: "At least 10 characters.",
    fr: "Au moins 10 caractères.",
    nl: "Minstens 10 tekens.",
  },
  "ADMIN-USER-PASSWORD-HINT-RESET": {
    en: "Leave empty to keep the current password. At least 10 characters.",
    fr: "Laissez vide pour garder le mot de passe actuel. Au moins 10 caractères.",
    nl: "Laat leeg om het huidige wachtwoord te behouden. Minstens 10 tekens.",
  },
  "ADMIN-USER-GENERATE": {
    en: "Generate a password",
    fr: "Générer un mot de passe",
    nl: "Wachtwoord genereren",
  },
  "ADMIN-USER-GENERATED-TITLE": {
    en: "Generated password",
    fr: "Mot de passe généré",
    nl: "Gegenereerd wachtwoord",
  },
  "ADMIN-USER-GENERATED-TEXT": {
    en: "Note it and pass it on to the user now: it is shown only this once. It takes effect when you save.",
    fr: "Notez-le et transmettez-le à l'utilisateur maintenant : il n'est affiché qu'une fois. Il prend effet à l'enregistrement.",
    nl: "Noteer het en geef het nu door aan de gebruiker: het wordt maar één keer getoond. Het geldt zodra u opslaat.",
  },
  "ADMIN-USER-SAVED": {
    en: "The user is saved.",
    fr: "L'utilisateur est enregistré.",
    nl: "De gebruiker is opgeslagen.",
  },
  "ADMIN-USER-NOT-SAVED": {
    en: "The user could not be saved.",
    fr: "L'utilisateur n'a pas pu être enregistré.",
    nl: "De gebruiker kon niet worden opgeslagen.",
  },
  "ADMIN-USER-DELETED": {
    en: "The user is deleted.",
    fr: "L'utilisateur est supprimé.",
    nl: "De gebruiker is verwijderd.",
  },
  "ADMIN-USER-NOT-DELETED": {
    en: "The user could not be deleted.",
    fr: "L'utilisateur n'a pas pu être supprimé.",
    nl: "De gebruiker kon niet worden verwijderd.",
  },

  // ── Validation, as the server words it ────────────────────────────────────────────────────
  "ADMIN-USER-EMAIL-INVALID": {
    en: "Please enter a valid e-mail address",
    fr: "Veuillez saisir une adresse e-mail valide",
    nl: "Vul een geldig e-mailadres in",
  },
  "ADMIN-USER-PASSWORD-SHORT": {
    en: "The password must be at least 10 characters long",
    fr: "Le mot de passe doit compter au moins 10 caractères",
    nl: "Het wachtwoord moet minstens 10 tekens lang zijn",
  },
};
