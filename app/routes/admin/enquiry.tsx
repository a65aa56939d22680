// /admin/enquiries/:id: one enquiry — the buyer (with links to write or call them), the day they
// would like the goods by, their message, each line with the product's edit page and public
// page while the catalogue still has it, the state of the shop's mail and the buyer's copy, and
// everything that happened to it with who and when. From here an administrator moves its status
// (only where it may go), gives it to an administrator or to nobody, adds an internal note
// (never mailed) and replies to the buyer by e-mail. Every change goes through the API; the
// page then reads the enquiry again, and the menu its count of new ones. An enquiry whose
// buyer's details were removed says so, and takes neither notes nor replies.
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMounted } from "@mantine/hooks";
import type { FormEvent } from "react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { z } from "zod";
import {
  BuyerDetails,
  EnquiryLines,
  EnquiryMails,
  languageName,
  Section,
} from "../../components/admin/EnquiryDetails.tsx";
import { EnquiryHistory } from "../../components/admin/EnquiryHistory.tsx";
import { EnquiryStatusBadge } from "../../components/admin/EnquiryStatusBadge.tsx";
import { statusKey } from "../../components/admin/enquiry-wording.ts";
import { formResolver } from "../../components/admin/form-kit.ts";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { counted, shopMoment } from "../../components/admin/owner-formats.ts";
import { useSave } from "../../components/admin/save-and-delete.ts";
import { ApiCallError, callApi } from "../../components/api-client.ts";
import {
  type EnquiryStatus,
  enquiryAnswerSchema,
  enquiryChangeSchema,
  enquiryReplyAnswerSchema,
  enquiryReplySchema,
  maxInternalNoteLength,
  maxReplyLength,
} from "../../modules/enquiries/enquiries.schema.ts";
import { enquiryPageData } from "../../modules/enquiries/enquiries-back-office-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/enquiry";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const found = await enquiryPageData(backOfficeServices(context), locale, params.id);
  if (!found) throw data(null, 404);
  return { locale, ...found };
}

const noteSchema = enquiryChangeSchema.shape.note;

/** The module's messages in the back office's language. */
const wording = (t: Translate) => ({
  messages: {
    "The note is empty": t("ADMIN-ENQUIRY-NOTE-EMPTY"),
    [`The note is at most ${maxInternalNoteLength} characters`]: t("ADMIN-ENQUIRY-NOTE-TOO-LONG", {
      max: maxInternalNoteLength,
    }),
    "The reply is empty": t("ADMIN-ENQUIRY-REPLY-EMPTY"),
    [`The reply is at most ${maxReplyLength} characters`]: t("ADMIN-ENQUIRY-REPLY-TOO-LONG", {
      max: maxReplyLength,
    }),
  },
});

export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const hydrated = useMounted();
  const { locale, enquiry, administrators } = loaderData;
  const anonymised = enquiry.anonymised;

  const noteForm = useForm({
    mode: "controlled",
    initialValues: { note: "" },
    validate: formResolver(z.object({ note: noteSchema }), wording(t)),
  });
  const replyForm = useForm({
    mode: "controlled",
    initialValues: { text: "" },
    validate: formResolver(enquiryReplySchema, wording(t)),
  });

  /** A refusal's messages go under the form's field, and the "Error" notice says it too. */
  const refusedIn =
    (form: { setErrors: (errors: Record<string, string>) => void }) =>
    (notSaved: string, failure: unknown) => {
      if (failure instanceof ApiCallError) form.setErrors(failure.fieldErrors);
      notices.error(notSaved, failure);
    };

  // Each change says how it went, then the page reads the enquiry (and the menu its count) again.
  const path = `/enquiries/${enquiry.id}`;
  const statusChange = useSave({
    send: (status: EnquiryStatus) => callApi("PATCH", path, { status }, enquiryAnswerSchema),
    saved: (answer) =>
      t("ADMIN-ENQUIRY-STATUS-CHANGED", { status: t(statusKey(answer.enquiry.status)) }),
    notSaved: t("ADMIN-ENQUIRY-STATUS-NOT-CHANGED"),
  });
  const assignment = useSave({
    send: (assigneeId: number | null) =>
      callApi("PATCH", path, { assignee_id: assigneeId }, enquiryAnswerSchema),
    saved: ({ enquiry: { assignee } }) =>
      assignee?.email
        ? t("ADMIN-ENQUIRY-ASSIGNED", { assignee: assignee.email })
        : t("ADMIN-ENQUIRY-UNASSIGNED"),
    notSaved: t("ADMIN-ENQUIRY-NOT-ASSIGNED"),
  });
  const note = useSave({
    send: (values: { note: string }) =>
      callApi("PATCH", path, { note: values.note }, enquiryAnswerSchema),
    saved: t("ADMIN-ENQUIRY-NOTE-ADDED"),
    notSaved: t("ADMIN-ENQUIRY-NOTE-NOT-ADDED"),
    failed: refusedIn(noteForm),
    onSaved: () => noteForm.reset(),
  });
  const reply = useSave({
    send: (values: { text: string }) =>
      callApi("POST", `${path}/replies`, { text: values.text }, enquiryReplyAnswerSchema),
    saved: (answer) =>
      answer.sent
        ? t("ADMIN-ENQUIRY-REPLY-SENT", { email: enquiry.email })
        : t("ADMIN-ENQUIRY-REPLY-QUEUED", { email: enquiry.email }),
    notSaved: t("ADMIN-ENQUIRY-REPLY-NOT-SENT"),
    failed: refusedIn(replyForm),
    onSaved: () => replyForm.reset(),
  });

  async function changeStatus(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const status = new FormData(event.currentTarget).get("status") as EnquiryStatus | null;
    if (!status || status === enquiry.status) return;
    await statusChange.save(status);
  }

  async function assign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get("assignee") ?? "");
    const assigneeId = chosen ? Number(chosen) : null;
    if (assigneeId === (enquiry.assignee?.id ?? null)) return;
    await assignment.save(assigneeId);
  }

  const statusOptions = [enquiry.status, ...enquiry.moves].map((status) => ({
    value: status,
    label:
      status === enquiry.status
        ? t("ADMIN-ENQUIRY-STATUS-NOW", { status: t(statusKey(status)) })
        : t(statusKey(status)),
  }));
  const people = administrators.map((person) => ({
    value: String(person.id),
    label: person.email,
  }));
  if (enquiry.assignee && !people.some((person) => person.value === String(enquiry.assignee?.id))) {
    people.push({
      value: String(enquiry.assignee.id),
      label: enquiry.assignee.email || t("ADMIN-ENQUIRY-UNKNOWN-PERSON"),
    });
  }
  const cannotAct =
    !hydrated || statusChange.saving || assignment.saving || note.saving || reply.saving;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t("ADMIN-ENQUIRY-TITLE", { reference: enquiry.reference })}
        </Title>
        <Group gap="sm" wrap="wrap">
          <EnquiryStatusBadge status={enquiry.status} />
          <Text size="sm">
            {enquiry.assignee
              ? t("ADMIN-ENQUIRY-HANDLED-BY", {
                  assignee: enquiry.assignee.email || t("ADMIN-ENQUIRY-UNKNOWN-PERSON"),
                })
              : t("ADMIN-ENQUIRY-HANDLED-BY-NOBODY")}
          </Text>
          <Text size="sm">{counted(t, locale, "ADMIN-ENQUIRY-LINES", enquiry.lines.length)}</Text>
        </Group>
        <Anchor component={Link} to={adminPath("admin-enquiries", locale)}>
          {t("ADMIN-ENQUIRY-BACK")}
        </Anchor>
      </Stack>

      {anonymised && (
        <Alert color="gray.8" variant="light" title={t("ADMIN-ENQUIRY-ANONYMISED-TITLE")}>
          {t("ADMIN-ENQUIRY-ANONYMISED-TEXT", {
            when: enquiry.anonymisedAt ? shopMoment(locale, enquiry.anonymisedAt) : "",
          })}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section id="buyer-title" title={t("ADMIN-ENQUIRY-BUYER")}>
          <BuyerDetails enquiry={enquiry} locale={locale} />
        </Section>
        <Section id="mails-title" title={t("ADMIN-ENQUIRY-MAILS")}>
          <EnquiryMails enquiry={enquiry} locale={locale} />
        </Section>
      </SimpleGrid>

      <Section id="message-title" title={t("ADMIN-ENQUIRY-MESSAGE")}>
        <Paper withBorder p="md">
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {enquiry.message || t("ADMIN-ENQUIRY-TEXT-REMOVED")}
          </Text>
        </Paper>
      </Section>

      <Section id="lines-title" title={t("ADMIN-ENQUIRY-LINES-TITLE")}>
        <EnquiryLines enquiry={enquiry} locale={locale} />
      </Section>

      <Section id="handling-title" title={t("ADMIN-ENQUIRY-HANDLING")}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <form onSubmit={changeStatus} key={`status-${enquiry.status}`}>
            <Group align="flex-end" wrap="wrap">
              <NativeSelect
                name="status"
                label={t("ADMIN-ENQUIRY-STATUS")}
                description={t("ADMIN-ENQUIRY-STATUS-HINT")}
                data={statusOptions}
                defaultValue={enquiry.status}
                w={260}
                maw="100%"
              />
              <Button type="submit" loading={statusChange.saving} disabled={cannotAct}>
                {t("ADMIN-ENQUIRY-STATUS-CHANGE")}
              </Button>
            </Group>
          </form>
          <form onSubmit={assign} key={`assignee-${enquiry.assignee?.id ?? "none"}`}>
            <Group align="flex-end" wrap="wrap">
              <NativeSelect
                name="assignee"
                label={t("ADMIN-ENQUIRY-ASSIGNEE")}
                description={t("ADMIN-ENQUIRY-ASSIGNEE-HINT")}
                data={[{ value: "", label: t("ADMIN-ENQUIRY-NOBODY") }, ...people]}
                defaultValue={enquiry.assignee ? String(enquiry.assignee.id) : ""}
                w={260}
                maw="100%"
              />
              <Button type="submit" loading={assignment.saving} disabled={cannotAct}>
                {t("ADMIN-ENQUIRY-ASSIGN")}
              </Button>
            </Group>
          </form>
        </SimpleGrid>
      </Section>

      {!anonymised && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section id="reply-title" title={t("ADMIN-ENQUIRY-REPLY-TITLE")}>
            <form noValidate onSubmit={replyForm.onSubmit(reply.save)}>
              <Stack gap="sm">
                <Textarea
                  label={t("ADMIN-ENQUIRY-REPLY")}
                  description={t("ADMIN-ENQUIRY-REPLY-HINT", {
                    email: enquiry.email,
                    language: languageName(t, enquiry.lang),
                  })}
                  autosize
                  minRows={5}
                  maxRows={20}
                  {...replyForm.getInputProps("text")}
                />
                <Group>
                  <Button type="submit" loading={reply.saving} disabled={cannotAct}>
                    {t("ADMIN-ENQUIRY-REPLY-SEND")}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Section>
          <Section id="note-title" title={t("ADMIN-ENQUIRY-NOTE-TITLE")}>
            <form noValidate onSubmit={noteForm.onSubmit(note.save)}>
              <Stack gap="sm">
                <Textarea
                  label={t("ADMIN-ENQUIRY-NOTE")}
                  description={t("ADMIN-ENQUIRY-NOTE-HINT")}
                  autosize
                  minRows={3}
                  maxRows={12}
                  {...noteForm.getInputProps("note")}
                />
                <Group>
                  <Button
                    type="submit"
                    variant="default"
                    loading={note.saving}
                    disabled={cannotAct}
                  >
                    {t("ADMIN-ENQUIRY-NOTE-ADD")}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Section>
        </SimpleGrid>
      )}

      <Section id="history-title" title={t("ADMIN-ENQUIRY-HISTORY")}>
        <EnquiryHistory events={enquiry.events} mails={enquiry.mails} locale={locale} />
      </Section>
    </Stack>
  );
}

/**
 * An enquiry that does not exist answers 404 inside the back office's frame, with its menu and
 * the way back to the inbox, rather than the public site's error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(missing ? "ADMIN-ENQUIRY-NOT-FOUND" : "ADMIN-ENQUIRY-FAILED")}
      </Title>
      <Text>{missing ? t("ADMIN-NOT-FOUND") : t("ADMIN-ENQUIRY-FAILED-TEXT")}</Text>
      <Anchor component={Link} to={adminPath("admin-enquiries", locale)}>
        {t("ADMIN-ENQUIRY-BACK")}
      </Anchor>
    </Stack>
  );
}
