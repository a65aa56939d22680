// What an administrator reads on a page visitors do not get: a draft product, an inactive
// category, a product whose every category is inactive. Visitors never reach these pages, so
// the notice is for administrators only.
import { useTranslation } from "../../modules/i18n/translation.tsx";
import styles from "./HiddenNotice.module.css";

export type HiddenReason = "draft" | "hidden-category" | "hidden-product";

const noticeText: Record<HiddenReason, string> = {
  draft: "CATALOGUE-DRAFT-NOTICE",
  "hidden-category": "CATALOGUE-HIDDEN-CATEGORY-NOTICE",
  "hidden-product": "CATALOGUE-HIDDEN-PRODUCT-NOTICE",
};

export function HiddenNotice({ reasons }: { reasons: readonly (HiddenReason | false)[] }) {
  const { t } = useTranslation();
  return reasons.flatMap((reason) =>
    reason
      ? [
          <p key={reason} className={styles.notice} role="note">
            {t(noticeText[reason])}
          </p>,
        ]
      : [],
  );
}

/** A draft's mark on its card in a category's list. */
export function DraftLabel() {
  const { t } = useTranslation();
  return <span className={styles.label}>{t("CATALOGUE-DRAFT-LABEL")}</span>;
}
