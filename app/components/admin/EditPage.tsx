// The frame of every back-office edit page: its title, the way back to its list (and to the
// public page, where there is one), then the form — and the form itself, which is never sent
// while a field is refused: the refusal shows under the field, in an "Error" notice and in the
// "Validation!" message that counts the fields to correct.
import { Anchor, Group, type MantineSpacing, Stack, Title } from "@mantine/core";
import type { FormErrors, UseFormReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { useAdminNotices } from "./notices.ts";

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
  maw,
  gap,
  children,
}: {
  form: UseFormReturnType<Values>;
  onSave: (values: Values) => void | Promise<void>;
  /** Told the refused fields first, e.g. to open the tab that holds one. */
  onInvalid?: (errors: FormErrors) => void;
  maw?: number;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const refused = (errors: FormErrors) => {
    onInvalid?.(errors);
    // §5: "Please ensure the form is valid." as an Error notice, plus the message titled
    // "Validation!" counting the fields to correct.
    notices.error(t("ADMIN-FORM-INVALID"));
    notices.validation(Object.keys(errors).length);
  };
  return (
    <form noValidate onSubmit={form.onSubmit(onSave, refused)}>
      <Stack maw={maw} gap={gap}>
        {children}
      </Stack>
    </form>
  );
}
