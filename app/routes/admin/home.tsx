// /admin: the back office's overview — how big the catalogue is, how much of it is translated
// in each language (each bar leads to the list of what is missing), and the latest contact
// messages.
import {
  Anchor,
  Badge,
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
import { type Locale, localeFromPath, locales, localeTags } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import {
  type Completeness,
  kindPrefixes,
  percentTranslated,
  type TranslatableKind,
  translatableKinds,
} from "../../modules/i18n/translation-completeness.ts";
import { getTranslationCompleteness } from "../../modules/i18n/translations.service.server.ts";
import { latestEnquiries } from "../../modules/enquiries/contact.service.server.ts";
import { countPictures } from "../../modules/media/media.service.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/home";
import { backOfficeServices } from "./back-office-access.server.ts";

/** How many contact messages the overview lists. */
const latestMessageCount = 5;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { catalogue, articles, db } = backOfficeServices(context);
  const [model, allArticles, pictures, completeness, messages] = await Promise.all([
    catalogue.read(),
    articles.all(),
    countPictures(db),
    getTranslationCompleteness(db),
    latestEnquiries(db, latestMessageCount),
  ]);
  return {
    locale: localeFromPath(url.pathname),
    counts: {
      products: model.products.length,
      categories: model.categories.length,
      articles: allArticles.length,
      pictures,
    },
    completeness,
    messages,
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
                    {t("ADMIN-HOME-ITEMS", { count: count.total })}
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
                        {missing > 0 && ` · ${t("ADMIN-HOME-MISSING", { count: missing })}`}
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
                            {t("ADMIN-HOME-SHOW-MISSING", {
                              count: missing,
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

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { counts, completeness, messages, locale } = loaderData;
  const dateFormat = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t("ADMIN-HOME-TITLE")}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} component="section" aria-label={t("ADMIN-HOME-COUNTS")}>
        {countCards.map((card) => (
          <Card key={card.key} withBorder component={Link} to={adminPath(card.to, locale)}>
            <Text size="xl" fw={700}>
              {counts[card.key].toLocaleString(localeTags[locale])}
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

      <section aria-labelledby="messages-title">
        <Title order={2} size="h3" id="messages-title" mb="xs">
          {t("ADMIN-HOME-MESSAGES")}
        </Title>
        {messages.length === 0 ? (
          <Text>{t("ADMIN-HOME-NO-MESSAGES")}</Text>
        ) : (
          <Stack gap="sm">
            {messages.map((message) => (
              <Card key={message.id} withBorder component="article">
                <Group justify="space-between" wrap="wrap">
                  <Text fw={700}>
                    {message.name}
                    {message.company && ` — ${message.company}`}
                  </Text>
                  <Group gap="xs">
                    <Badge
                      color={
                        message.mailStatus === "sent"
                          ? "teal.9"
                          : message.mailStatus === "failed"
                            ? "red.9"
                            : "gray.8"
                      }
                      variant="filled"
                    >
                      {t(`ADMIN-HOME-MESSAGE-${(message.mailStatus ?? "pending").toUpperCase()}`)}
                    </Badge>
                    <Text size="sm" component="time" dateTime={message.createdAt}>
                      {dateFormat.format(new Date(message.createdAt))}
                    </Text>
                  </Group>
                </Group>
                <Anchor href={`mailto:${message.email}`} size="sm">
                  {message.email}
                </Anchor>
                <Text mt="xs" style={{ whiteSpace: "pre-line" }}>
                  {message.excerpt}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
