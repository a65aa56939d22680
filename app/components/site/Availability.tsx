// A product's availability as visitors read it: an icon and its words in the page's language
// ("Made to order, 10 working days"), never a colour alone; nothing for a product that says
// nothing. The product's page and the category's cards show it.
import type { Availability as ProductAvailability } from "../../modules/catalogue/availability.ts";
import { availabilityWords } from "../../modules/catalogue/availability-words.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import styles from "./Availability.module.css";

function StatusIcon({ status }: { status: ProductAvailability["status"] }) {
  return (
    <svg
      className={styles.icon}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {status === "in_stock" && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12 3 3 5-6" />
        </>
      )}
      {status === "on_request" && (
        <>
          <path d="M4 5h16v11H9l-5 4z" />
          <path d="M12 8.5v3M12 13.5v.01" />
        </>
      )}
      {status === "made_to_order" && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </>
      )}
    </svg>
  );
}

export function Availability({
  availability,
  locale,
  compact = false,
}: {
  availability: ProductAvailability | null;
  locale: Locale;
  /** Smaller, inside a card (a link), its "Availability:" read by screen readers only. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!availability) return null;
  // A card is a link: phrasing content only inside it.
  const Element = compact ? "span" : "p";
  return (
    <Element
      className={`${styles.availability} ${compact ? styles.compact : ""}`}
      data-availability={availability.status}
    >
      <StatusIcon status={availability.status} />
      <span>
        <span className={styles.label}>{t("CATALOGUE-AVAILABILITY")}: </span>
        {availabilityWords(t, locale, availability)}
      </span>
    </Element>
  );
}
