// How the back office saves and deletes. A save (a form's, or a change sent from a list): the
// call to the API, then the "Success" notice, and either the page's data read again (the page
// staying) or the page left for another (a new item's own page, the list); a refusal goes to
// the form's own handler (its fields, one "Error" notice), else to one "Error" notice. A deletion asks first, then says how it went and leaves. While either runs,
// and while the page it leads away from is still on screen, `busy` is true: the unsaved-changes
// guard waits for it, so leaving after a save or a deletion does not ask.
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useAdminNotices } from "./notices.ts";
import { type Deletion, useDeletion } from "./SaveDeleteBar.tsx";

export type Save<Values, Answer> = {
  /** The call to the API. */
  send: (values: Values) => Promise<Answer>;
  /** The "Success" notice. */
  saved: string | ((answer: Answer, values: Values) => string);
  /** The "Error" notice's text, the failure's reason after it. */
  notSaved: string;
  /** Shows a refusal instead of the plain "Error" notice, e.g. `useSaveFailure`'s handler. */
  failed?: (notSaved: string, failure: unknown) => void;
  /** The form, whose values become the saved ones, so nothing is left unsaved. */
  form?: { resetDirty: (values?: Values) => void };
  /** Where to go once saved; nowhere: the page stays and reads its data again. */
  leaveTo?: (answer: Answer, values: Values) => string | null | undefined;
  /** Told of the save before the page moves on or reads its data again. */
  onSaved?: (answer: Answer, values: Values) => void;
};

export function useSave<Values, Answer>(options: Save<Values, Answer>) {
  const notices = useAdminNotices();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);

  async function save(values: Values): Promise<void> {
    setSaving(true);
    let answer: Answer;
    try {
      answer = await options.send(values);
    } catch (failure) {
      setSaving(false);
      if (options.failed) options.failed(options.notSaved, failure);
      else notices.error(options.notSaved, failure);
      return;
    }
    const { saved } = options;
    notices.success(typeof saved === "string" ? saved : saved(answer, values));
    options.form?.resetDirty(values);
    options.onSaved?.(answer, values);
    const next = options.leaveTo?.(answer, values);
    if (next) {
      // Still saving while leaving: the guard has seen nothing to ask about.
      navigate(next);
      return;
    }
    await revalidator.revalidate();
    setSaving(false);
  }

  return { saving, save };
}

/** A form's save and its deletion (none for what cannot be deleted, such as a new item). */
export function useSaveAndDelete<Values, Answer>(
  saving: Save<Values, Answer>,
  deletion: (Deletion & { leaveTo: string }) | null | undefined | false,
) {
  const navigate = useNavigate();
  const { saving: running, save } = useSave(saving);
  const removal = useDeletion(
    deletion && { ...deletion, onDeleted: () => navigate(deletion.leaveTo) },
  );
  return { saving: running, save, deletion: removal, busy: running || removal.deleting };
}
