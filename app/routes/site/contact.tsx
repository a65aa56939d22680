// Contact page (§2 contact-us, §3 contact form and cart, §4 mail confirmation, §5): the quote
// list, the form and the shop's details. The form posts to this page's action, which works with
// or without JavaScript: a refused form comes back with what the visitor typed and a message
// per field; a stored message redirects (post/redirect/get) to this page with its receipt in the
// address, signed by the server, which shows the confirmation with the enquiry's reference for
// 15 s — a reload or a bookmark later shows nothing, and neither does a link someone made up.
import { useEffect, useRef, useState } from "react";
import { data, isRouteErrorResponse, redirect, useLocation, useNavigate } from "react-router";
import { ContactForm } from "../../components/site/ContactForm.tsx";
import { contactFieldErrors, readContactValues } from "../../components/site/contact-fields.ts";
import {
  isMailResultShown,
  MailResultDialog,
  type MailResultState,
} from "../../components/site/MailResultDialog.tsx";
import { useNotices } from "../../components/site/notices.tsx";
import { QuoteList } from "../../components/site/QuoteList.tsx";
import { clearQuoteListAfterSend } from "../../components/site/quote-list.ts";
import { isDomainError } from "../../domain/errors.ts";
import { refusalStatus } from "../../http/api-errors.server.ts";
import { contactFormSchema, earliestWishedDate } from "../../modules/enquiries/contact.schema.ts";
import { submitContact } from "../../modules/enquiries/contact.service.server.ts";
import {
  type ContactReceipt,
  isGenuineReceipt,
  receiptProof,
} from "../../modules/enquiries/contact-receipt.server.ts";
import {
  retentionMonthsFrom,
  retentionSettingKey,
} from "../../modules/enquiries/enquiries.schema.ts";
import { type Locale, localeFromPath } from "../../modules/i18n/locales.ts";
import { MoreTexts, useTranslation } from "../../modules/i18n/translation.tsx";
import { pageMeta } from "../../modules/seo/page-seo.ts";
import {
  contactResultParameters,
  localizedPath,
  productQueryParameter,
} from "../../routing/localized-routes.ts";
import { requestContext, servicesContext } from "../../server/context.ts";
import type { StoredPageHandle } from "../../server/stored-pages-declared.ts";
import type { Route } from "./+types/contact";
import styles from "./contact.module.css";

/** The query parameters that carry a stored message's receipt to the page after the redirect. */
const resultParameters = contactResultParameters;

/** §8 "Cannot send mail": the message could not even be stored. */
const cannotSendMail = "Cannot send mail";

function resultPath(locale: Locale, secret: string, receipt: ContactReceipt): string {
  const query = new URLSearchParams({
    [resultParameters.id]: String(receipt.id),
    [resultParameters.reference]: receipt.reference,
    [resultParameters.timestamp]: String(receipt.at),
    [resultParameters.mailed]: receipt.mailed ? "1" : "0",
    [resultParameters.proof]: receiptProof(secret, receipt),
  });
  return `${localizedPath("contact-us", locale)}?${query}`;
}

const wholeNumber = (text: string | null) => (text && /^\d{1,16}$/.test(text) ? Number(text) : 0);

/** A reference as the address carries it: short and printable, else none (the proof decides). */
const referenceText = (text: string | null) =>
  text && text.length <= 64 && !/\p{C}/u.test(text) ? text : "";

/** Whether the address carries a receipt, genuine or not. */
const carriesResult = (url: URL) =>
  Object.values(resultParameters).some((name) => url.searchParams.has(name));

/**
 * The result named by the address: only a receipt this server signed, and only while it is
 * fresh (§4: under 15 s).
 */
function resultFromUrl(url: URL, secret: string, now: number): MailResultState | null {
  const receipt: ContactReceipt = {
    id: wholeNumber(url.searchParams.get(resultParameters.id)),
    reference: referenceText(url.searchParams.get(resultParameters.reference)),
    at: wholeNumber(url.searchParams.get(resultParameters.timestamp)),
    mailed: url.searchParams.get(resultParameters.mailed) === "1",
  };
  if (receipt.id <= 0 || receipt.at <= 0 || !receipt.reference) return null;
  if (!isGenuineReceipt(secret, receipt, url.searchParams.get(resultParameters.proof))) {
    return null;
  }
  const state: MailResultState = {
    result: { id: receipt.id, reference: receipt.reference, stored: true, sent: receipt.mailed },
    timestamp: receipt.at,
  };
  return isMailResultShown(state, now) ? state : null;
}

/** The quote list as the hidden field carries it; what is not a JSON list is left to the schema. */
function postedProducts(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string" || value.trim() === "") return [];
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  const bk = url.searchParams.get(productQueryParameter[locale])?.trim();
  const [texts, pageTexts, model, retention] = await Promise.all([
    services.interfaceTexts.forLocale(locale),
    services.interfaceTexts.packed(locale, "contact"),
    bk ? services.catalogue.read() : undefined,
    services.siteSettings.value(retentionSettingKey),
  ]);
  const named = bk ? model?.productByBk(bk) : undefined;
  const found = named && model?.productShownToVisitors(named) ? named : undefined;
  // A quote link naming no product (or one visitors do not see, such as a draft) is the plain
  // contact page: one address for it, not one stored copy per made-up product code.
  if (bk && !found) throw redirect(localizedPath("contact-us", locale));
  const mailResult = resultFromUrl(url, services.config.secret, Date.now());
  const title = texts["CONTACT-META-TITLE"] ?? "";
  return data(
    {
      breadcrumb: [
        { label: texts["CONTACT-TITLE"] ?? "", to: localizedPath("contact-us", locale) },
      ],
      seo: {
        title,
        description: texts["CONTACT-META-DESCRIPTION"] ?? "",
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "ContactPage",
            name: title,
            url: `${services.config.publicUrl}${localizedPath("contact-us", locale)}`,
          },
        ],
      },
      product: found
        ? { bk: found.bk, title: model?.productTitle(found, locale) ?? found.bk }
        : null,
      mailResult,
      // What the page says is kept for how long: the months the anonymising chore keeps.
      retentionMonths: retentionMonthsFrom(retention),
      // For the date picker only (a stored page may offer a day too early: the action decides).
      earliestWishedDate: earliestWishedDate(),
      texts: pageTexts,
    },
    // A page reached with a receipt belongs to one visitor at one moment, whether it thanks them
    // or not (too late, or not genuine): no cache keeps it, so that no stored copy answers
    // another address with the same receipt.
    carriesResult(url) ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// Stored for visitors and for a cache in front, until a save drops it (ADR 54).
export const handle: StoredPageHandle = { storedPage: { seconds: 3600 } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  const formData = await request.formData();
  const values = readContactValues(formData);
  const website = formData.get("website");
  const parsed = contactFormSchema.safeParse({
    ...values,
    products: postedProducts(formData.get("products")),
    lang: locale,
    website: typeof website === "string" ? website : undefined,
  });
  if (!parsed.success) {
    return data(
      { values, errors: contactFieldErrors(parsed.error.issues), mailResult: null },
      { status: 400 },
    );
  }

  let submission: Awaited<ReturnType<typeof submitContact>>;
  try {
    submission = await submitContact(
      {
        outbox: services.mailOutbox,
        catalogue: services.catalogue,
        rateLimit: services.contactRateLimit,
        log: services.log,
      },
      { form: parsed.data, clientAddress: context.get(requestContext).clientAddress },
    );
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // The service's words are the modal's: the limit, or "Cannot send mail".
    const mailResult: MailResultState = { error: error.message };
    return data({ values, errors: {}, mailResult }, { status: refusalStatus(error.kind) });
  }
  const receipt: ContactReceipt = {
    id: submission.id,
    reference: submission.reference,
    mailed: submission.sent,
    at: Date.now(),
  };
  throw redirect(resultPath(locale, services.config.secret, receipt));
}

/**
 * With JavaScript the form is sent by fetch: when no answer comes back at all (§8 "no
 * response": the network or the server is down), the page stays as it is, with everything the
 * visitor typed, and the modal says the message was not sent — instead of an error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  // Read first: the call to the server sends the body.
  const formData = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    // The redirect after a stored message, or an error the server meant, goes on as it is.
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const mailResult: MailResultState = { error: cannotSendMail };
    return { values: readContactValues(formData), errors: {}, mailResult };
  }
}

export default function ContactPage(props: Route.ComponentProps) {
  return (
    <MoreTexts texts={props.loaderData.texts}>
      <Contact {...props} />
    </MoreTexts>
  );
}

function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = localeFromPath(useLocation().pathname);
  const { product, mailResult } = loaderData;
  const current = actionData?.mailResult ?? mailResult;
  const [acknowledged, setAcknowledged] = useState<MailResultState | null>(null);
  const sentId = mailResult?.result?.id;

  // A new form after each stored message: the one just sent is done with.
  const [form, setForm] = useState({ sentId, generation: 0 });
  if (sentId !== undefined && sentId !== form.sentId) {
    setForm({ sentId, generation: form.generation + 1 });
  }

  useEffect(() => {
    // The quote list went with the message.
    if (sentId !== undefined) clearQuoteListAfterSend(sentId);
  }, [sentId]);

  // A send that failed is also told in the notification area, where it stays once the modal is
  // closed: once per attempt.
  const notify = useNotices();
  const toldFailure = useRef<unknown>(null);
  useEffect(() => {
    if (!actionData?.mailResult?.error || toldFailure.current === actionData) return;
    toldFailure.current = actionData;
    notify({ kind: "error", title: t("MAIL-ERROR-TITLE"), content: t("MAIL-ERROR-TEXT") });
  }, [actionData, notify, t]);

  const acknowledge = () => {
    if (!current) return;
    setAcknowledged(current);
    // Drop the result from the address, so that nothing shows it again.
    if (current === mailResult) {
      navigate(localizedPath("contact-us", locale), { replace: true, preventScrollReset: true });
    }
  };

  const phone = t("SHOP-PHONE");
  const email = t("SHOP-EMAIL");

  return (
    <>
      <h1>{t("CONTACT-TITLE")}</h1>
      <p className={styles.intro}>{t("CONTACT-INTRO")}</p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <QuoteList />
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.heading}>
              {t("CONTACT-FORM-TITLE")}
            </h2>
            <ContactForm
              key={form.generation}
              values={actionData?.values}
              errors={actionData?.errors}
              defaultMessage={
                product
                  ? t("CONTACT-PRODUCT-MESSAGE", { title: product.title, code: product.bk })
                  : ""
              }
              earliestWishedDate={loaderData.earliestWishedDate}
              retentionMonths={loaderData.retentionMonths}
            />
          </section>
        </div>
        <aside className={styles.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={styles.heading}>
            {t("CONTACT-DETAILS-TITLE")}
          </h2>
          <address className={styles.address}>
            <p>
              {t("SITE-NAME")}
              <br />
              {t("SHOP-ADDRESS")}
            </p>
            <p>
              {t("CONTACT-PHONE-LABEL")} <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
              <br />
              {t("CONTACT-EMAIL-LABEL")} <a href={`mailto:${email}`}>{email}</a>
            </p>
          </address>
        </aside>
      </div>
      {/* The loader applied the 15 s window with the server's clock; the browser's may differ. */}
      {current && current !== acknowledged ? (
        <MailResultDialog state={current} onAcknowledge={acknowledge} />
      ) : null}
    </>
  );
}
