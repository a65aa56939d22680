// The contact form (§3 "Contact form", §5). It posts to its page's action, so it works without
// JavaScript; the page validates with the contact schema and gives back what the visitor typed
// with one message per wrong field, which this form shows next to the field (aria-describedby,
// aria-invalid) and in a summary at the top. The quote list travels in a hidden field; while a
// quantity in it is refused (QuoteList.tsx), the form is not sent and that field takes the focus.
// Above the agreement, one sentence says what the shop keeps and for how long (ENQUIRY_RETENTION_
// MONTHS), with the way to the terms.
// A second one says how the site counts its visits (ADR 45): nothing of the buyer.
import { type FormEvent, useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { localizedPath } from "../../routing/localized-routes.ts";
import styles from "./ContactForm.module.css";
import {
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactValues,
  contactFieldIds,
  contactFieldOrder,
} from "./contact-fields.ts";
import { postedQuoteList, useQuoteList } from "./quote-list.ts";
import { SiteLink } from "./SiteLink.tsx";

/** The schema's titles (contact.schema.ts), not imported: that would bring zod to the page. */
const titles = [
  { value: "M.", key: "CONTACT-TITLE-M", id: "contact-title-m" },
  { value: "Mrs", key: "CONTACT-TITLE-MRS", id: "contact-title-mrs" },
  { value: "Other", key: "CONTACT-TITLE-OTHER", id: "contact-title-other" },
] as const;

type FieldProps = {
  name: "name" | "email" | "telephone" | "company" | "wished_date";
  label: string;
  type: "text" | "email" | "tel" | "date";
  autoComplete: string;
  required?: boolean;
  defaultValue: string;
  error: string | undefined;
  /** The earliest date a date field offers. */
  min?: string | undefined;
};

function TextField({
  name,
  label,
  type,
  autoComplete,
  required,
  defaultValue,
  error,
  min,
}: FieldProps) {
  const id = contactFieldIds[name] ?? `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        min={min}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={styles.input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {" *"}
    </span>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

/**
 * The sentence on what is kept and for how long, with the link to the terms where its text says
 * {{terms}} (a text edited without it keeps the sentence, without the link).
 */
function RetentionNote({ months, termsPath }: { months: number; termsPath: string }) {
  const { t } = useTranslation();
  const [before, ...rest] = t("CONTACT-RETENTION", { months }).split("{{terms}}");
  return (
    <p className={styles.note}>
      {before}
      {rest.length > 0 ? (
        <>
          <SiteLink to={termsPath}>{t("CONTACT-RETENTION-TERMS")}</SiteLink>
          {rest.join("")}
        </>
      ) : null}
    </p>
  );
}

export function ContactForm({
  values,
  errors = {},
  defaultMessage = "",
  earliestWishedDate,
  retentionMonths,
}: {
  /** What the visitor typed, given back by the page after a refused or failed send. */
  values?: ContactValues | undefined;
  errors?: ContactFieldErrors | undefined;
  /** The message to start with (a question about a product). */
  defaultMessage?: string | undefined;
  /** The earliest wished-for date the server accepts (YYYY-MM-DD), for the date picker. */
  earliestWishedDate?: string | undefined;
  /** How long the shop keeps an enquiry once it is closed (the site's setting). */
  retentionMonths: number;
}) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const navigation = useNavigation();
  const quoteList = useQuoteList();
  const summary = useRef<HTMLElement>(null);
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";

  const message = (field: ContactFieldName) => {
    const error = errors[field];
    return error
      ? t(error.key, error.max === undefined ? undefined : { max: error.max })
      : undefined;
  };
  const listed = contactFieldOrder.filter((field) => errors[field]);

  // After a refused send, take the visitor to the list of what to fix.
  useEffect(() => {
    if (Object.keys(errors).length > 0) summary.current?.focus();
  }, [errors]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    // A quantity the quote list refused is not sent as the last one it accepted: the visitor
    // goes to the field, which says what is wrong, and corrects it first.
    const refused = event.currentTarget.ownerDocument.querySelector<HTMLElement>(
      '#quote-list [aria-invalid="true"]',
    );
    if (refused) {
      event.preventDefault();
      refused.focus();
    }
  };

  const titleError = message("title");
  const messageError = message("message");
  const agreementError = message("agreement");

  return (
    // Posted to the page's own address without its query: a result or product named there
    // belongs to the previous visit, not to this message.
    <Form
      method="post"
      action={localizedPath("contact-us", locale)}
      noValidate
      className={styles.form}
      onSubmit={send}
    >
      {listed.length > 0 ? (
        <section
          ref={summary}
          tabIndex={-1}
          className={styles.summary}
          aria-labelledby="contact-errors-title"
        >
          <h2 id="contact-errors-title" className={styles.summaryTitle}>
            {t("CONTACT-ERRORS-TITLE")}
          </h2>
          <ul>
            {listed.map((field) => {
              const id = contactFieldIds[field];
              return (
                <li key={field}>{id ? <a href={`#${id}`}>{message(field)}</a> : message(field)}</li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <p className={styles.note}>{t("CONTACT-REQUIRED-NOTE")}</p>

      <fieldset
        className={styles.titles}
        aria-describedby={titleError ? "contact-title-error" : undefined}
      >
        <legend className={styles.label}>
          {t("CONTACT-FIELD-TITLE")}
          <RequiredMark />
        </legend>
        <div className={styles.choices}>
          {titles.map((title) => (
            <label key={title.value} htmlFor={title.id} className={styles.choice}>
              <input
                id={title.id}
                type="radio"
                name="title"
                value={title.value}
                required
                defaultChecked={values?.title === title.value}
                aria-invalid={titleError ? true : undefined}
              />
              {t(title.key)}
            </label>
          ))}
        </div>
        <FieldError id="contact-title-error" message={titleError} />
      </fieldset>

      <TextField
        name="name"
        label={t("CONTACT-FIELD-NAME")}
        type="text"
        autoComplete="name"
        required
        defaultValue={values?.name ?? ""}
        error={message("name")}
      />
      <TextField
        name="email"
        label={t("CONTACT-FIELD-EMAIL")}
        type="email"
        autoComplete="email"
        required
        defaultValue={values?.email ?? ""}
        error={message("email")}
      />
      <TextField
        name="telephone"
        label={t("CONTACT-FIELD-TELEPHONE")}
        type="tel"
        autoComplete="tel"
        defaultValue={values?.telephone ?? ""}
        error={message("telephone")}
      />
      <TextField
        name="company"
        label={t("CONTACT-FIELD-COMPANY")}
        type="text"
        autoComplete="organization"
        defaultValue={values?.company ?? ""}
        error={message("company")}
      />

      <div className={styles.field}>
        <label htmlFor="contact-message" className={styles.label}>
          {t("CONTACT-FIELD-MESSAGE")}
          <RequiredMark />
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={8}
          required
          defaultValue={values?.message ?? defaultMessage}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? "contact-message-error" : undefined}
          className={styles.textarea}
        />
        <FieldError id="contact-message-error" message={messageError} />
      </div>

      <TextField
        name="wished_date"
        label={t("CONTACT-FIELD-WISHED-DATE")}
        type="date"
        autoComplete="off"
        min={earliestWishedDate}
        defaultValue={values?.wished_date ?? ""}
        error={message("wished_date")}
      />

      <RetentionNote months={retentionMonths} termsPath={localizedPath("terms", locale)} />
      <p className={styles.note}>{t("CONTACT-VISITS")}</p>

      <div className={styles.field}>
        <div className={styles.agreement}>
          <input
            id="contact-agreement"
            type="checkbox"
            name="agreement"
            value="yes"
            required
            defaultChecked={values?.agreement ?? false}
            aria-invalid={agreementError ? true : undefined}
            aria-describedby={agreementError ? "contact-agreement-error" : undefined}
          />
          <label htmlFor="contact-agreement">
            {t("CONTACT-AGREEMENT")}{" "}
            <SiteLink to={localizedPath("terms", locale)}>{t("CONTACT-AGREEMENT-TERMS")}</SiteLink>
            <RequiredMark />
          </label>
        </div>
        <FieldError id="contact-agreement-error" message={agreementError} />
      </div>

      {/* Anti-spam: people never see or reach this field; bots that fill every field do. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t("CONTACT-HONEYPOT")}</label>
        <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>

      <input type="hidden" name="products" value={JSON.stringify(postedQuoteList(quoteList))} />

      <div className={styles.actions}>
        <button type="submit" className={styles.send}>
          {busy ? t("CONTACT-SENDING") : t("CONTACT-SEND")}
        </button>
      </div>
    </Form>
  );
}
