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

/**
 * The question before deleting something, naming it: whether it goes to the trash, from which
 * it can be restored, or is deleted for good (what has no trash: pictures, site settings).
 */
export function confirmDeletion(
  t: Translate,
  name: string,
  { forGood = false }: { forGood?: boolean } = {},
): Promise<boolean> {
  return confirmAction(t, {
    title: t(forGood ? "ADMIN-CONFIRM-DELETE-TITLE" : "ADMIN-CONFIRM-TRASH-TITLE"),
    message: t(forGood ? "ADMIN-CONFIRM-DELETE-TEXT" : "ADMIN-CONFIRM-TRASH-TEXT", { name }),
    confirmLabel: t("ADMIN-DELETE"),
  });
}
