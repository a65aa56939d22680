// The parts of an enquiry's page that show what the buyer sent and what became of its mails:
// the buyer's details (with links to write or call them), each line with the product's edit
// page and public page while the catalogue still has it, and the state of the shop's mail and
// the buyer's copy; each part under its own heading.
import { Anchor, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EnquiryDto, EnquiryLineDto } from "../../modules/enquiries/enquiries.schema.ts";
import { isLocale, type Locale } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { MailState } from "./EnquiryHistory.tsx";
import { shopDay, shopMoment, written } from "./owner-formats.ts";

/** An enquiry as its page shows it: each line with its product's pages while there is one. */
export type ShownEnquiry = Omit<EnquiryDto, "lines"> & {
  lines: (EnquiryLineDto & { editPath: string | null; sitePath: string | null })[];
};
type Enquiry = ShownEnquiry;

/** The buyer's language, named in the back office's. */
export const languageName = (t: Translate, lang: string) =>
  isLocale(lang) ? t(`ADMIN-LANGUAGE-${lang.toUpperCase()}`) : lang;

/** A telephone number as a tel: link dials it: digits and a leading +. */
const dialled = (telephone: string) => telephone.replace(/(?!^\+)[^\d]/g, "");

/** A part of the page under its heading, which names it for assistive technology. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={150}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{children}</Table.Td>
    </Table.Tr>
  );
}

export function BuyerDetails({ enquiry, locale }: { enquiry: Enquiry; locale: Locale }) {
  const { t } = useTranslation();
  const none = "—";
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-labelledby="buyer-title">
      <Table.Tbody>
        <DetailRow label={t("ADMIN-ENQUIRY-NAME")}>
          {enquiry.name ? `${enquiry.title} ${enquiry.name}`.trim() : none}
        </DetailRow>
        <DetailRow label={t("ADMIN-ENQUIRY-COMPANY")}>{enquiry.company || none}</DetailRow>
        <DetailRow label={t("ADMIN-ENQUIRY-EMAIL")}>
          {enquiry.email ? <Anchor href={`mailto:${enquiry.email}`}>{enquiry.email}</Anchor> : none}
        </DetailRow>
        <DetailRow label={t("ADMIN-ENQUIRY-TELEPHONE")}>
          {enquiry.telephone ? (
            <Anchor href={`tel:${dialled(enquiry.telephone)}`}>{enquiry.telephone}</Anchor>
          ) : (
            none
          )}
        </DetailRow>
        <DetailRow label={t("ADMIN-ENQUIRY-LANGUAGE")}>{languageName(t, enquiry.lang)}</DetailRow>
        <DetailRow label={t("ADMIN-ENQUIRY-RECEIVED")}>
          <time dateTime={enquiry.createdAt}>{shopMoment(locale, enquiry.createdAt)}</time>
        </DetailRow>
        <DetailRow label={t("ADMIN-ENQUIRY-WISHED-DATE")}>
          {enquiry.wishedDate ? (
            <time dateTime={enquiry.wishedDate}>{shopDay(locale, enquiry.wishedDate)}</time>
          ) : (
            t("ADMIN-ENQUIRY-NO-WISHED-DATE")
          )}
        </DetailRow>
      </Table.Tbody>
    </Table>
  );
}

export function EnquiryLines({ enquiry, locale }: { enquiry: Enquiry; locale: Locale }) {
  const { t } = useTranslation();
  if (enquiry.lines.length === 0) return <Text>{t("ADMIN-ENQUIRY-NO-LINES")}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-labelledby="lines-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("ADMIN-ENQUIRY-LINE-CODE")}</Table.Th>
            <Table.Th scope="col">{t("ADMIN-ENQUIRY-LINE-TITLE")}</Table.Th>
            <Table.Th scope="col">{t("ADMIN-ENQUIRY-LINE-QUANTITY")}</Table.Th>
            <Table.Th scope="col">{t("ADMIN-ENQUIRY-LINE-NOTE")}</Table.Th>
            <Table.Th scope="col">{t("ADMIN-ENQUIRY-LINE-CATALOGUE")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {enquiry.lines.map((line) => (
            <Table.Tr key={line.position}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{line.bk}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{line.title}</Table.Td>
              <Table.Td>{line.quantity === null ? "—" : written(locale, line.quantity)}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{line.note}</Table.Td>
              <Table.Td>
                {line.editPath ? (
                  <Group gap="sm" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={line.editPath}
                      aria-label={t("ADMIN-ENQUIRY-LINE-EDIT-LABEL", { code: line.bk })}
                    >
                      {t("ADMIN-ENQUIRY-LINE-EDIT")}
                    </Anchor>
                    {line.sitePath && (
                      // A full page load: the public pages have their own frame and styles.
                      <Anchor
                        href={line.sitePath}
                        aria-label={t("ADMIN-ENQUIRY-LINE-SITE-LABEL", { code: line.bk })}
                      >
                        {t("ADMIN-ENQUIRY-LINE-SITE")}
                      </Anchor>
                    )}
                  </Group>
                ) : (
                  <Text size="sm" fs="italic" component="span">
                    {t("ADMIN-ENQUIRY-LINE-GONE")}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function EnquiryMails({ enquiry, locale }: { enquiry: Enquiry; locale: Locale }) {
  const { t } = useTranslation();
  const shop = enquiry.mails.find((mail) => mail.kind === "shop");
  const copy = enquiry.mails.find((mail) => mail.kind === "copy");
  return (
    <Stack gap="sm">
      {[
        { label: t("ADMIN-ENQUIRY-MAIL-SHOP"), mail: shop },
        { label: t("ADMIN-ENQUIRY-MAIL-COPY"), mail: copy },
      ].map(({ label, mail }) => (
        <div key={label}>
          <Text fw={500}>{label}</Text>
          {mail ? (
            <MailState mail={mail} locale={locale} />
          ) : (
            <Text size="sm">{t("ADMIN-ENQUIRY-MAIL-NONE")}</Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
