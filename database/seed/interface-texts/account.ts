// Interface texts of the sign-in and account pages.
import type { InterfaceTextSet } from "./text-set.ts";

export const accountTexts: InterfaceTextSet = {
  "LOGIN-TITLE": { en: "Log in", fr: "Se connecter", nl: "Aanmelden" },
  "LOGIN-INTRO": {
    en: "Sign in with the e-mail address and password of your Rubbera account.",
    fr: "Connectez-vous avec l'adresse e-mail et le mot de passe de votre compte Rubbera.",
    nl: "Meld u aan met het e-mailadres en het wachtwoord van uw Rubbera-account.",
  },
  "LOGIN-EMAIL": { en: "E-mail address", fr: "Adresse e-mail", nl: "E-mailadres" },
  "LOGIN-PASSWORD": { en: "Password", fr: "Mot de passe", nl: "Wachtwoord" },
  "LOGIN-SUBMIT": { en: "Log in", fr: "Se connecter", nl: "Aanmelden" },
  "LOGIN-BUSY": { en: "Signing in…", fr: "Connexion…", nl: "Bezig met aanmelden…" },
  "LOGIN-REFUSED": {
    en: "This e-mail address and password do not match an account.",
    fr: "Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte.",
    nl: "Dit e-mailadres en wachtwoord horen niet bij een account.",
  },
  "LOGIN-MISSING": {
    en: "Please enter your e-mail address and your password.",
    fr: "Veuillez saisir votre adresse e-mail et votre mot de passe.",
    nl: "Vul uw e-mailadres en uw wachtwoord in.",
  },
  "LOGIN-TOO-MANY": {
    en: "Too many attempts. Please wait a few minutes and try again.",
    fr: "Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.",
    nl: "Te veel pogingen. Wacht enkele minuten en probeer opnieuw.",
  },
  "LOGIN-FAILED": {
    en: "Signing in failed. Please check your connection and try again.",
    fr: "La connexion a échoué. Vérifiez votre connexion et réessayez.",
    nl: "Aanmelden is mislukt. Controleer uw verbinding en probeer opnieuw.",
  },
  "ACCOUNT-TITLE": { en: "My account", fr: "Mon compte", nl: "Mijn account" },
  "ACCOUNT-EMAIL": { en: "E-mail address", fr: "Adresse e-mail", nl: "E-mailadres" },
  "ACCOUNT-ROLES": { en: "Roles", fr: "Rôles", nl: "Rollen" },
  "ACCOUNT-NO-ROLE": { en: "No role", fr: "Aucun rôle", nl: "Geen rol" },
  "ACCOUNT-ADMIN-LINK": {
    en: "Go to the back office",
    fr: "Aller à l'administration",
    nl: "Naar het beheer",
  },
};
