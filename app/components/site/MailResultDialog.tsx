// The contact-mail confirmation modal (§2, §4, §8): thanks the visitor once the message is
// stored — mailed at once or, when `sent` is false, queued and retried — or says that it could
// not be stored. A stored enquiry's reference ("Q-2026-0042") stands out, for the visitor to quote
// when they contact the shop (the copy mailed to them carries it too). A native <dialog>: rendered open by the server, so it shows without JavaScript
// (and closes with `method="dialog"`); with JavaScript it becomes a true modal.
import { useEffect, useId, useRef } from "react";
import type { MailResult } from "../../modules/enquiries/contact.schema.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import styles from "./MailResultDialog.module.css";

/** §9 "Mail confirmation window 15 s". */
export const mailResultWindowMs = 15_000;

/** §3 "Mail result: result, error, timestamp". */
export type MailResultState = {
  result?: MailResult["result"];
  /** The message could not even be stored ("Cannot send mail"). */
  error?: string;
  /** Milliseconds since 1970 on the server's clock, when the result was given. */
  timestamp?: number;
};

/**
 * §4: shown only if a result or an error exists and, when timestamped, it is under 15 s old —
 * so that an old result (a bookmarked or reloaded address) never pops up again.
 */
export function isMailResultShown(
  state: MailResultState | null | undefined,
  now: number,
): state is MailResultState {
  if (!state || (!state.result && !state.error)) return false;
  if (state.timestamp === undefined) return true;
  const age = now - state.timestamp;
  return age >= 0 && age < mailResultWindowMs;
}

export function MailResultDialog({
  state,
  onAcknowledge,
}: {
  state: MailResultState;
  /** Called once the visitor closes the dialog (OK or Escape): clear the state there. */
  onAcknowledge: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const failed = Boolean(state.error) || !state.result;

  useEffect(() => {
    const element = dialog.current;
    if (!element || typeof element.showModal !== "function") return;
    // The server's open dialog is not modal: reopen it as a modal (focus inside, rest inert).
    // The `close` event this queues arrives while the dialog is open again, and is ignored.
    if (element.open && !element.matches(":modal")) element.close();
    if (!element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      open
      className={failed ? `${styles.dialog} ${styles.failed}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={(event) => {
        if (!event.currentTarget.open) onAcknowledge();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {failed ? t("MAIL-ERROR-TITLE") : t("MAIL-SENT-TITLE")}
      </h2>
      <div id={textId}>
        {failed ? (
          <>
            <p>{t("MAIL-ERROR-TEXT")}</p>
            <p>{t("MAIL-ERROR-EXPLANATION", { phone: t("SHOP-PHONE"), email: t("SHOP-EMAIL") })}</p>
          </>
        ) : (
          <>
            <p>{state.result?.sent ? t("MAIL-SENT-TEXT") : t("MAIL-STORED-TEXT")}</p>
            {state.result?.reference ? (
              <div className={styles.reference}>
                <p className={styles.referenceLine}>
                  {t("MAIL-REFERENCE")}{" "}
                  <strong className={styles.referenceCode}>{state.result.reference}</strong>
                </p>
                <p>{t("MAIL-REFERENCE-HINT")}</p>
              </div>
            ) : null}
          </>
        )}
      </div>
      <form method="dialog" className={styles.actions}>
        {/* biome-ignore lint/a11y/noAutofocus: a dialog puts focus on its action (WAI-ARIA APG) */}
        <button type="submit" autoFocus className={styles.button}>
          {t("MAIL-RESULT-CLOSE")}
        </button>
      </form>
    </dialog>
  );
}
