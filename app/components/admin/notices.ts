// The back office's notices (§8): a "Success" or "Error" title with the text, shown 10 s, and
// the "Validation!" notice of a refused form (§5).
import { notifications } from "@mantine/notifications";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";

/** §9: notices stay 10 000 ms. */
export const adminNoticeMs = 10_000;

export function useAdminNotices() {
  const { t } = useTranslation();
  return {
    success(message: string) {
      notifications.show({
        title: t("ADMIN-NOTICE-SUCCESS"),
        message,
        color: "teal.9",
        autoClose: adminNoticeMs,
        closeButtonProps: { "aria-label": t("ADMIN-NOTICE-CLOSE") },
      });
    },
    /**
     * §5 a refused form's one notice: the "Validation!" title of the store's message, then
     * "Please ensure the form is valid." and the fields to correct, named — a field out of sight
     * (a long attribute table, another language's tab) is not missed. Each field says itself
     * what is wrong.
     */
    invalid(fields: readonly string[], count: number) {
      notifications.show({
        title: t("ADMIN-NOTICE-VALIDATION"),
        message: `${t("ADMIN-FORM-INVALID")} ${fieldsToCorrect(t, fields, count)}`,
        color: "red.9",
        autoClose: adminNoticeMs,
        closeButtonProps: { "aria-label": t("ADMIN-NOTICE-CLOSE") },
      });
    },
    /**
     * An "Error" notice: the text, then why — the server's message for a refused call, or
     * the failure's own message.
     */
    error(message: string, failure?: unknown) {
      const reason = reasonOf(failure);
      notifications.show({
        title: t("ADMIN-NOTICE-ERROR"),
        message: reason ? `${message} ${reason}` : message,
        color: "red.9",
        autoClose: adminNoticeMs,
        closeButtonProps: { "aria-label": t("ADMIN-NOTICE-CLOSE") },
      });
    },
  };
}

function reasonOf(failure: unknown): string | undefined {
  // An ApiCallError's message is the server's own.
  if (failure instanceof Error) return failure.message;
  return failure === undefined ? undefined : String(failure);
}

/** "Fields to correct: 2 (Business key, Category).", or only how many when none is named. */
export function fieldsToCorrect(t: Translate, fields: readonly string[], count: number): string {
  return fields.length > 0
    ? t("ADMIN-NOTICE-FIELDS-TO-CORRECT", { count, fields: fields.join(", ") })
    : t("ADMIN-NOTICE-VALIDATION-TEXT", { count });
}
