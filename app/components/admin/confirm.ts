// Destructive actions ask first: a modal with the action named
// on its button; resolves true only when the administrator confirms.
import { modals } from "@mantine/modals";
import { createElement } from "react";
import type { Translate } from "../../modules/i18n/translation.tsx";

export function confirmAction(
  t: Translate,
  { title, message, confirmLabel }: { title: string; message: string; confirmLabel: string },
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: createElement("p", null, message),
      labels: { confirm: confirmLabel, cancel: t("ADMIN-CANCEL") },
      confirmProps: { color: "red.9" },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** The question before deleting something, naming it. */
export function confirmDeletion(t: Translate, name: string): Promise<boolean> {
  return confirmAction(t, {
    title: t("ADMIN-CONFIRM-DELETE-TITLE"),
    message: t("ADMIN-CONFIRM-DELETE-TEXT", { name }),
    confirmLabel: t("ADMIN-DELETE"),
  });
}
