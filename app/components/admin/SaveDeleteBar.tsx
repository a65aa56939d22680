// The buttons under an edit form: save, then delete, which asks first and names what goes.
// Each waits for the other: saving is not possible while deleting runs, nor deleting while
// saving runs.
import { Button, Group, Text } from "@mantine/core";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { confirmDeletion } from "./confirm.ts";
import { useAdminNotices } from "./notices.ts";

export type Deletion = {
  /** What the question names. */
  name: string;
  /** It has no trash: the question says it goes for good. */
  forGood?: boolean;
  run: () => Promise<unknown>;
  /** The "Success" notice. */
  deleted: string;
  /** The "Error" notice: a text the failure's reason follows, or the whole text of a failure. */
  notDeleted: string | ((failure: unknown) => string);
};

/** Asks, deletes and tells how it went; true once deleted. `onConfirmed` runs before the call. */
export function useDeleteAfterAsking() {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  return async (deletion: Deletion, onConfirmed?: () => void): Promise<boolean> => {
    if (!(await confirmDeletion(t, deletion.name, { forGood: deletion.forGood }))) return false;
    onConfirmed?.();
    try {
      await deletion.run();
    } catch (failure) {
      const { notDeleted } = deletion;
      if (typeof notDeleted === "string") notices.error(notDeleted, failure);
      else notices.error(notDeleted(failure));
      return false;
    }
    notices.success(deletion.deleted);
    return true;
  };
}

export type DeleteAction = { deleting: boolean; remove?: () => Promise<void> };

/**
 * An edit form's delete button's action; none for what cannot be deleted (a new item). Once
 * deleted the form stays "deleting" while `onDeleted` leaves, so the unsaved-changes guard,
 * which waits for it, does not ask.
 */
export function useDeletion(
  deletion: (Deletion & { onDeleted: () => void }) | null | undefined | false,
): DeleteAction {
  const deleteAfterAsking = useDeleteAfterAsking();
  const [deleting, setDeleting] = useState(false);
  if (!deletion) return { deleting };
  const remove = async () => {
    if (await deleteAfterAsking(deletion, () => setDeleting(true))) deletion.onDeleted();
    else setDeleting(false);
  };
  return { deleting, remove };
}

export function SaveDeleteBar({
  saving,
  deletion,
  saveLabel,
  deleteLabel,
  deleteNote,
  children,
}: {
  saving: boolean;
  deletion?: DeleteAction;
  saveLabel?: string;
  deleteLabel?: string;
  /** Why this cannot be deleted: the delete button is then disabled and described by it. */
  deleteNote?: string;
  /** Buttons after save, such as Cancel. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const deleting = deletion?.deleting ?? false;
  return (
    <>
      <Group justify="space-between">
        <Group>
          <Button type="submit" loading={saving} disabled={deleting}>
            {saveLabel ?? t("ADMIN-SAVE")}
          </Button>
          {children}
        </Group>
        {deletion?.remove && (
          <Button
            color="red.9"
            variant="outline"
            onClick={deletion.remove}
            loading={deleting}
            disabled={saving || deleteNote !== undefined}
            aria-describedby={deleteNote === undefined ? undefined : noteId}
          >
            {deleteLabel ?? t("ADMIN-DELETE")}
          </Button>
        )}
      </Group>
      {deleteNote !== undefined && (
        <Text id={noteId} size="sm" c="dimmed">
          {deleteNote}
        </Text>
      )}
    </>
  );
}
