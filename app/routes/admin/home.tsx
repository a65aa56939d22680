// /admin: the back office's overview — the enquiries first, the shop's daily work (how many are
// new, leading to the inbox filtered on them, and the latest ones, each leading to its page),
// then how big the catalogue is and how much of it is translated in each language (each bar
// leads to the list of what is missing).
import {
  Anchor,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { Link } from "react-router";
import { EnquiryStatusBadge } from "../../components/admin/EnquiryStatusBadge.tsx";
import { counted, shopMoment, written } from "../../components/admin/owner-formats.ts";
import { backOfficeHomePageData } from "../../modules/enquiries/enquiries-back-office-pages.server.ts";
import { type Locale, localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import {
  type Completeness,
  kindPrefixes,
  percentTranslated,
  type TranslatableKind,
  translatableKinds,
} from "../../modules/translations/translation-completeness.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/home";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    locale: localeFromPath(url.pathname),
    ...(await backOfficeHomePageData(backOfficeServices(context))),
  };
}

const countCards = [
  { key: "products", label: "ADMIN-HOME-PRODUCTS", to: "admin-products" },
  { key: "categories", label: "ADMIN-HOME-CATEGORIES", to: "admin-categories" },
  { key: "articles", label: "ADMIN-HOME-ARTICLES", to: "admin-articles" },
  { key: "pictures", label: "ADMIN-HOME-PICTURES", to: "admin-resources" },
] as const;

const kindLabel = (kind: TranslatableKind) =>
  `ADMIN-HOME-KIND-${kind.replace(/[A-Z]/g, (letter) => `-${letter}`).toUpperCase()}`;

/** The translations list showing the items of a kind that lack a language. */
function missingListPath(adminLocale: Locale, kind: TranslatableKind, missing: Locale): string {
  const query = new URLSearchParams({ missing });
  if (kind !== "interface") query.set("prefix", kindPrefixes[kind]);
  return `${adminPath("admin-translations", adminLocale)}?${query}`;
}

function CompletenessTable({
  completeness,
  adminLocale,
}: {
  completeness: Completeness;
  adminLocale: Locale;
}) {
  const { t } = useTranslation();
  const languageName = (locale: Locale) => t(`ADMIN-LANGUAGE-${locale.toUpperCase()}`);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-labelledby="completeness-title" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("ADMIN-HOME-KIND")}</Table.Th>
            {locales.map((locale) => (
              <Table.Th key={locale}>{languageName(locale)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...translatableKinds, "all" as const].map((kind) => {
            const count = completeness[kind];
            return (
              <Table.Tr key={kind}>
                <Table.Th scope="row" fw={kind === "all" ? 700 : 500}>
                  {kind === "all" ? t("ADMIN-HOME-KIND-ALL") : t(kindLabel(kind))}
                  <Text size="xs" c="dimmed">
                    {counted(t, adminLocale, "ADMIN-HOME-ITEMS", count.total)}
                  </Text>
                </Table.Th>
                {locales.map((locale) => {
                  const percent = percentTranslated(count, locale);
                  const missing = count.total - count.translated[locale];
                  const label = t("ADMIN-HOME-TRANSLATED", {
                    percent,
                    language: languageName(locale),
                  });
                  const bar = (
                    <Stack gap={4}>
                      <Progress
                        value={percent}
                        color={percent === 100 ? "green.9" : "blue.8"}
                        aria-label={label}
                      />
                      <Text size="sm">
                        {percent} %
                        {missing > 0 &&
                          ` · ${counted(t, adminLocale, "ADMIN-HOME-MISSING", missing)}`}
                      </Text>
                    </Stack>
                  );
                  return (
                    <Table.Td key={locale} miw={150}>
                      {missing > 0 && kind !== "all" ? (
                        <Anchor
                          component={Link}
                          to={missingListPath(adminLocale, kind, locale)}
                          underline="never"
                        >
                          {bar}
                          <VisuallyHidden>
                            {counted(t, adminLocale, "ADMIN-HOME-SHOW-MISSING", missing, {
                              language: languageName(locale),
                              kind: t(kindLabel(kind)),
                            })}
                          </VisuallyHidden>
                        </Anchor>
                      ) : (
                        bar
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LatestEnquiries({
  enquiries,
  locale,
}: {
  enquiries: Route.ComponentProps["loaderData"]["enquiries"];
  locale: Locale;
}) {
  const { t } = useTranslation();
  if (enquiries.length === 0) return <Text>{t("ADMIN-ENQUIRY-HOME-NONE")}</Text>;
  return (
    <Stack gap="sm">
      {enquiries.map((enquiry) => (
        <Card
          key={enquiry.id}
          withBorder
          component="article"
          aria-labelledby={`enquiry-${enquiry.id}`}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="sm" wrap="wrap">
              <Anchor
                component={Link}
                to={adminPath("admin-enquiries-id", locale, { id: String(enquiry.id) })}
                fw={700}
                id={`enquiry-${enquiry.id}`}
              >
                {enquiry.reference}
              </Anchor>
              <EnquiryStatusBadge status={enquiry.status} />
            </Group>
            <Text size="sm" component="time" dateTime={enquiry.createdAt}>
              {shopMoment(locale, enquiry.createdAt)}
            </Text>
          </Group>
          <Text fw={500} style={{ overflowWrap: "anywhere" }}>
            {enquiry.name || t("ADMIN-ENQUIRY-ANONYMISED-SHORT")}
            {enquiry.company && ` — ${enquiry.company}`}
          </Text>
          {enquiry.excerpt && (
            <Text mt="xs" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {enquiry.excerpt}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { counts, completeness, enquiries, newEnquiries, locale } = loaderData;
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t("ADMIN-HOME-TITLE")}
      </Title>

      <section aria-labelledby="enquiries-title">
        <Title order={2} size="h3" id="enquiries-title" mb="xs">
          {t("ADMIN-ENQUIRY-HOME-TITLE")}
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Card
            withBorder
            component={Link}
            to={`${adminPath("admin-enquiries", locale)}?status=new`}
            miw={180}
          >
            <Text size="xl" fw={700}>
              {written(locale, newEnquiries)}
            </Text>
            <Text>{counted(t, locale, "ADMIN-ENQUIRY-HOME-NEW", newEnquiries)}</Text>
          </Card>
          <Stack gap="xs" style={{ flex: 1, minWidth: "min(100%, 320px)" }}>
            <Title order={3} size="h4">
              {t("ADMIN-ENQUIRY-HOME-LATEST")}
            </Title>
            <LatestEnquiries enquiries={enquiries} locale={locale} />
            <Anchor component={Link} to={adminPath("admin-enquiries", locale)}>
              {t("ADMIN-ENQUIRY-HOME-ALL")}
            </Anchor>
          </Stack>
        </Group>
      </section>

      <SimpleGrid cols={{ base: 2, md: 4 }} component="section" aria-label={t("ADMIN-HOME-COUNTS")}>
        {countCards.map((card) => (
          <Card key={card.key} withBorder component={Link} to={adminPath(card.to, locale)}>
            <Text size="xl" fw={700}>
              {written(locale, counts[card.key])}
            </Text>
            <Text>{t(card.label)}</Text>
          </Card>
        ))}
      </SimpleGrid>

      <section aria-labelledby="completeness-title">
        <Title order={2} size="h3" id="completeness-title" mb="xs">
          {t("ADMIN-HOME-COMPLETENESS")}
        </Title>
        <Text mb="sm">{t("ADMIN-HOME-COMPLETENESS-HELP")}</Text>
        <CompletenessTable completeness={completeness} adminLocale={locale} />
      </section>
    </Stack>
  );
}
