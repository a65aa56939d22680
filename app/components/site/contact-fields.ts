// The contact form's fields as the page reads them: what the visitor typed, as posted, and for
// each field the contact schema refused the interface text that says why, in the visitor's
// language (the schema's own messages are English, for the API). Shared by the contact page's
// action and the form that shows the messages; no React and no zod, so either may load it.

export type ContactValues = {
  title: string;
  name: string;
  email: string;
  telephone: string;
  company: string;
  message: string;
  /** "" or YYYY-MM-DD, as the browser's date field gives it. */
  wished_date: string;
  agreement: boolean;
};

export type ContactFieldName = keyof ContactValues | "products";
/** A translation key, and the bound it names when there is one. */
export type ContactFieldError = { key: string; max?: number };
export type ContactFieldErrors = Partial<Record<ContactFieldName, ContactFieldError>>;

/** Where each field's error links to in the summary. */
export const contactFieldIds: Record<ContactFieldName, string | undefined> = {
  title: "contact-title-m",
  name: "contact-name",
  email: "contact-email",
  telephone: "contact-telephone",
  company: "contact-company",
  message: "contact-message",
  wished_date: "contact-wished-date",
  agreement: "contact-agreement",
  products: undefined,
};
/** The fields in the order the form shows them, and its summary lists their errors. */
export const contactFieldOrder = Object.keys(contactFieldIds) as ContactFieldName[];

/** What the visitor typed, as posted (the honeypot and the quote list are read apart). */
export function readContactValues(formData: FormData): ContactValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    name: text("name"),
    email: text("email"),
    telephone: text("telephone"),
    company: text("company"),
    message: text("message"),
    wished_date: text("wished_date"),
    agreement: formData.get("agreement") !== null,
  };
}

type Issue = { path: readonly PropertyKey[]; code: string; maximum?: unknown };

const requiredKeys: Partial<Record<ContactFieldName, string>> = {
  name: "CONTACT-ERROR-NAME-REQUIRED",
  email: "CONTACT-ERROR-EMAIL-REQUIRED",
  message: "CONTACT-ERROR-MESSAGE-REQUIRED",
};

function fieldError(field: ContactFieldName, issue: Issue): ContactFieldError {
  switch (field) {
    case "title":
      return { key: "CONTACT-ERROR-TITLE" };
    case "agreement":
      return { key: "CONTACT-ERROR-AGREEMENT" };
    case "products":
      return { key: "CONTACT-ERROR-PRODUCTS" };
    case "wished_date":
      // The schema's refinement says "in the past"; anything else is not a date at all.
      return issue.code === "custom"
        ? { key: "CONTACT-ERROR-WISHED-DATE-PAST" }
        : { key: "CONTACT-ERROR-WISHED-DATE" };
    case "email":
      // The spec's message (§5) for anything but an empty field.
      return issue.code === "too_small" || issue.code === "invalid_type"
        ? { key: "CONTACT-ERROR-EMAIL-REQUIRED" }
        : { key: "CONTACT-ERROR-EMAIL" };
  }
  if (issue.code === "too_big")
    return { key: "CONTACT-ERROR-TOO-LONG", max: Number(issue.maximum) };
  const required = requiredKeys[field];
  if (required && (issue.code === "too_small" || issue.code === "invalid_type")) {
    return { key: required };
  }
  if (field === "telephone") return { key: "CONTACT-ERROR-TELEPHONE" };
  if (field === "message") return { key: "CONTACT-ERROR-MESSAGE-CHARACTERS" };
  return { key: "CONTACT-ERROR-ONE-LINE" };
}

/**
 * The contact schema's issues as translation keys, the first issue of each field. The schema's
 * own messages are English, for the API; the page speaks the visitor's language.
 */
export function contactFieldErrors(issues: readonly Issue[]): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(field in contactFieldIds)) continue;
    const name = field as ContactFieldName;
    errors[name] ??= fieldError(name, issue);
  }
  return errors;
}
