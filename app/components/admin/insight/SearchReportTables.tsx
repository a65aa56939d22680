// The search report on the insight screen: the searches made most, those whose latest search
// found nothing (with what the same words find now, and a link that opens the synonyms' form
// with the words filled in), and those whose results nobody opened.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { type Locale, languageNames } from "../../../modules/i18n/locales.ts";
import { useTranslation } from "../../../modules/i18n/translation.tsx";
import { shopMoment, written } from "../owner-formats.ts";
import { FiguresTable } from "./FiguresTable.tsx";

type Searched = { text: string; lang: Locale; count: number; results: number };

export type SearchReportData = {
  top: Searched[];
  noResults: {
    text: string;
    lang: Locale;
    count: number;
    lastSeen: string;
    resultsNow: number;
    synonymPath: string;
  }[];
  unopened: Searched[];
};

function Words({ text }: { text: string }) {
  return <span style={{ overflowWrap: "anywhere" }}>{text}</span>;
}

export function SearchReportTables({
  report,
  locale,
}: {
  report: SearchReportData;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const none = (
    <Text size="sm" c="dimmed">
      {t("ADMIN-INSIGHT-REPORT-NONE")}
    </Text>
  );
  const searchedTable = (caption: string, rows: Searched[]) =>
    rows.length === 0 ? (
      none
    ) : (
      <FiguresTable
        caption={caption}
        columns={[
          t("ADMIN-INSIGHT-COLUMN-WORDS"),
          t("ADMIN-INSIGHT-COLUMN-LANGUAGE"),
          t("ADMIN-INSIGHT-COLUMN-TIMES"),
          t("ADMIN-INSIGHT-COLUMN-RESULTS"),
        ]}
        rows={rows.map((search) => ({
          key: `${search.lang}:${search.text}`,
          head: <Words text={search.text} />,
          cells: [
            languageNames[search.lang] ?? search.lang,
            written(locale, search.count),
            written(locale, search.results),
          ],
        }))}
      />
    );
  const top = t("ADMIN-INSIGHT-REPORT-TOP");
  const nothingFound = t("ADMIN-INSIGHT-REPORT-NOTHING-FOUND");
  const unopened = t("ADMIN-INSIGHT-REPORT-UNOPENED");
  return (
    <Stack gap="lg" component="section" aria-labelledby="search-report-title">
      <Title order={2} size="h3" id="search-report-title">
        {t("ADMIN-INSIGHT-REPORT-TITLE")}
      </Title>
      <Stack gap="xs" data-report="nothing-found">
        <Title order={3} size="h5">
          {nothingFound}
        </Title>
        <Text size="sm">{t("ADMIN-INSIGHT-REPORT-NOTHING-FOUND-HINT")}</Text>
        {report.noResults.length === 0 ? (
          none
        ) : (
          <FiguresTable
            caption={nothingFound}
            columns={[
              t("ADMIN-INSIGHT-COLUMN-WORDS"),
              t("ADMIN-INSIGHT-COLUMN-LANGUAGE"),
              t("ADMIN-INSIGHT-COLUMN-TIMES"),
              t("ADMIN-INSIGHT-COLUMN-LAST-SEARCHED"),
              t("ADMIN-INSIGHT-COLUMN-RESULTS-NOW"),
              t("ADMIN-INSIGHT-COLUMN-ACTION"),
            ]}
            rows={report.noResults.map((search) => ({
              key: `${search.lang}:${search.text}`,
              head: <Words text={search.text} />,
              cells: [
                languageNames[search.lang] ?? search.lang,
                written(locale, search.count),
                <time key="last" dateTime={search.lastSeen}>
                  {shopMoment(locale, search.lastSeen)}
                </time>,
                written(locale, search.resultsNow),
                <Anchor
                  key="synonym"
                  component={Link}
                  to={search.synonymPath}
                  size="sm"
                  aria-label={t("ADMIN-INSIGHT-MAKE-SYNONYM-OF", { words: search.text })}
                >
                  {t("ADMIN-INSIGHT-MAKE-SYNONYM")}
                </Anchor>,
              ],
            }))}
          />
        )}
      </Stack>
      <Stack gap="xs" data-report="top">
        <Title order={3} size="h5">
          {top}
        </Title>
        {searchedTable(top, report.top)}
      </Stack>
      <Stack gap="xs" data-report="unopened">
        <Title order={3} size="h5">
          {unopened}
        </Title>
        {searchedTable(unopened, report.unopened)}
      </Stack>
    </Stack>
  );
}
