// What happened to an enquiry, oldest first, each step with who and when: its arrival, status
// moves, who was given it, internal notes, replies (with their mail's delivery) and the removal
// of the buyer's details. Also the state of one of the enquiry's mails, which its page shows
// for the shop's mail and the buyer's copy too.
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { EnquiryEventDto, EnquiryMailDto } from "../../modules/enquiries/enquiries.schema.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { statusKey } from "./enquiry-wording.ts";
import { counted, shopMoment } from "./owner-formats.ts";

const mailColours: Record<EnquiryMailDto["status"], string> = {
  sent: "teal.9",
  pending: "orange.9",
  failed: "red.9",
  cancelled: "gray.8",
};

/** A mail's state in words: sent, waiting to be sent or retried, failed, cancelled. */
function mailStateOf(t: Translate, locale: Locale, mail: EnquiryMailDto) {
  switch (mail.status) {
    case "sent":
      return {
        label: t("ADMIN-ENQUIRY-MAIL-SENT"),
        detail: mail.sentAt
          ? t("ADMIN-ENQUIRY-MAIL-SENT-AT", { when: shopMoment(locale, mail.sentAt) })
          : "",
      };
    case "pending":
      if (mail.attempts === 0) return { label: t("ADMIN-ENQUIRY-MAIL-PENDING"), detail: "" };
      return {
        label: t("ADMIN-ENQUIRY-MAIL-RETRYING"),
        detail: [
          counted(t, locale, "ADMIN-ENQUIRY-MAIL-ATTEMPTS", mail.attempts),
          mail.nextAttemptAt
            ? t("ADMIN-ENQUIRY-MAIL-NEXT-ATTEMPT", { when: shopMoment(locale, mail.nextAttemptAt) })
            : "",
          mail.lastError ?? "",
        ]
          .filter(Boolean)
          .join(" · "),
      };
    case "failed":
      return {
        label: t("ADMIN-ENQUIRY-MAIL-FAILED"),
        detail: [counted(t, locale, "ADMIN-ENQUIRY-MAIL-ATTEMPTS", mail.attempts), mail.lastError]
          .filter(Boolean)
          .join(" · "),
      };
    case "cancelled":
      return { label: t("ADMIN-ENQUIRY-MAIL-CANCELLED"), detail: "" };
  }
}

export function MailState({ mail, locale }: { mail: EnquiryMailDto; locale: Locale }) {
  const { t } = useTranslation();
  const { label, detail } = mailStateOf(t, locale, mail);
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color={mailColours[mail.status]} variant="filled">
        {label}
      </Badge>
      {detail && (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {detail}
        </Text>
      )}
    </Group>
  );
}

/** One step of the history as a sentence: "admin@… moved it from New to Won". */
function stepOf(t: Translate, event: EnquiryEventDto): string {
  const who = event.user?.email || t("ADMIN-ENQUIRY-UNKNOWN-PERSON");
  const status = (value: EnquiryEventDto["statusFrom"]) => (value ? t(statusKey(value)) : "");
  switch (event.kind) {
    case "received":
      return t("ADMIN-ENQUIRY-EVENT-RECEIVED");
    case "status":
      return t("ADMIN-ENQUIRY-EVENT-STATUS", {
        who,
        from: status(event.statusFrom),
        to: status(event.statusTo),
      });
    case "assignee":
      return event.assignee
        ? t("ADMIN-ENQUIRY-EVENT-ASSIGNED", {
            who,
            assignee: event.assignee.email || t("ADMIN-ENQUIRY-UNKNOWN-PERSON"),
          })
        : t("ADMIN-ENQUIRY-EVENT-UNASSIGNED", { who });
    case "note":
      return t("ADMIN-ENQUIRY-EVENT-NOTE", { who });
    case "reply":
      return t("ADMIN-ENQUIRY-EVENT-REPLY", { who });
    case "anonymised":
      return event.user
        ? t("ADMIN-ENQUIRY-EVENT-ERASED", { who })
        : t("ADMIN-ENQUIRY-EVENT-EXPIRED");
  }
}

export function EnquiryHistory({
  events,
  mails,
  locale,
}: {
  events: readonly EnquiryEventDto[];
  mails: readonly EnquiryMailDto[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {events.map((event) => {
        const mail =
          event.kind === "reply"
            ? mails.find((candidate) => candidate.eventId === event.id)
            : undefined;
        const written = event.kind === "note" || event.kind === "reply";
        return (
          <Paper key={event.id} component="li" withBorder p="sm">
            <Text size="sm" c="dimmed">
              <time dateTime={event.at}>{shopMoment(locale, event.at)}</time>
            </Text>
            <Text fw={500} style={{ overflowWrap: "anywhere" }}>
              {stepOf(t, event)}
            </Text>
            {written && (
              <Text
                mt="xs"
                pl="sm"
                style={{
                  whiteSpace: "pre-wrap",
                  overflowWrap: "anywhere",
                  borderLeft: "3px solid var(--mantine-color-gray-4)",
                }}
                fs={event.text ? undefined : "italic"}
              >
                {event.text || t("ADMIN-ENQUIRY-TEXT-REMOVED")}
              </Text>
            )}
            {mail && (
              <Group gap="xs" mt="xs" wrap="wrap">
                <Text size="sm">{t("ADMIN-ENQUIRY-REPLY-MAIL")}</Text>
                <MailState mail={mail} locale={locale} />
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
