// The frame of every back-office edit page: its title, the way back to its list (and to the
// public page, where there is one), then the form — and the form itself, which is never sent
// while a field is refused: the refusal shows under the field, and one "Validation!" notice
// says "Please ensure the form is valid." and names the fields to correct. A save the server
// refuses is shown the same way: its messages under their fields, one "Error" notice naming them.
import { Anchor, Group, type MantineSpacing, Stack, Title } from "@mantine/core";
import type { FormErrors, UseFormReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { ApiCallError, type FieldErrors } from "../api-client.ts";
import { answeredErrors, type FieldLabels, refusedFields, type Wording } from "./form-kit.ts";
import { fieldsToCorrect, useAdminNotices } from "./notices.ts";

export function EditPage({
  title,
  back,
  backLabel,
  site,
  children,
}: {
  title: string;
  /** The list (or the page) this one belongs to. */
  back: string;
  /** "Back to list" unless the page goes back somewhere else. */
  backLabel?: string;
  /** The thing's public page, once it has one. */
  site?: { href: string; label: string } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      {/* A long business key breaks rather than run off a phone's screen. */}
      <Title order={1} size="h2" style={{ overflowWrap: "break-word" }}>
        {title}
      </Title>
      <Group>
        <Anchor component={Link} to={back}>
          {backLabel ?? t("ADMIN-BACK-TO-LIST")}
        </Anchor>
        {site && (
          // A full page load: the public pages have their own frame and styles.
          <Anchor href={site.href}>{site.label}</Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

export function EditForm<Values>({
  form,
  onSave,
  onInvalid,
  labels,
  maw,
  gap,
  children,
}: {
  form: UseFormReturnType<Values>;
  onSave: (values: Values) => void | Promise<void>;
  /** Told the refused fields first, e.g. to open the tab that holds one. */
  onInvalid?: (errors: FormErrors) => void;
  /** The fields' labels, which the notice names (the form's `Wording.labels`). */
  labels?: FieldLabels;
  maw?: number;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const notices = useAdminNotices();
  const refused = (errors: FormErrors) => {
    onInvalid?.(errors);
    // §5: "Please ensure the form is valid." as an Error notice, plus the message titled
    // "Validation!": one notice carrying both.
    const { names, unnamed } = refusedFields(errors, labels);
    notices.invalid(names, names.length + unnamed.length);
  };
  // noValidate: the kit checks the form and says what is wrong, not the browser's bubble.
  return (
    <form noValidate onSubmit={form.onSubmit(onSave, refused)}>
      <Stack maw={maw} gap={gap}>
        {children}
      </Stack>
    </form>
  );
}

/**
 * What a form does with a failed save: the server's refusals of fields (a 400 with `errors`, a
 * business key already used) under those fields in the form's words (`answeredErrors`), and
 * one "Error" notice, the form's "not saved" text naming the fields to correct; a refusal the
 * form has no field for is said in the notice. Any other failure: the text and why.
 */
export function useSaveFailure<Values>(
  form: UseFormReturnType<Values>,
  wording: Wording,
  options: {
    /** The server's field paths as the form's, where they differ. */
    toForm?: (fieldErrors: FieldErrors) => Record<string, string>;
    /** Told the refused fields, e.g. to open the tab that holds one. */
    onErrors?: (errors: Record<string, string>) => void;
  } = {},
) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  return (notSaved: string, failure: unknown) => {
    const fieldErrors = failure instanceof ApiCallError ? failure.fieldErrors : {};
    const errors = answeredErrors(options.toForm?.(fieldErrors) ?? fieldErrors, wording);
    if (Object.keys(errors).length === 0) {
      notices.error(notSaved, failure);
      return;
    }
    form.setErrors(errors);
    options.onErrors?.(errors);
    const { names, unnamed } = refusedFields(errors, wording.labels);
    const parts = [notSaved];
    if (names.length > 0) parts.push(fieldsToCorrect(t, names, names.length + unnamed.length));
    for (const path of unnamed) parts.push(errors[path] ?? "");
    notices.error(parts.join(" "));
  };
}
