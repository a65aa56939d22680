// /admin/insight: what buyers look at and look for over a range of days kept in the address
// (`?days=7|30|90`, or `?from=&to=`): three headline figures against the range before, charts of
// the visits, the items viewed most, the sites visitors came from, the searches and the
// enquiries — each also a table and a CSV file — and the search report. A range the address
// cannot give is said at the form, answered 400, never a failure.
import "@mantine/charts/styles.css";
import { BarsList, type BarsListBarData } from "@mantine/charts";
import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { lazy } from "react";
import { data, Link } from "react-router";
import { ChartPanel } from "../../components/admin/insight/ChartPanel.tsx";
import { Headlines } from "../../components/admin/insight/Headlines.tsx";
import { RangeChoice } from "../../components/admin/insight/RangeChoice.tsx";
import { SearchReportTables } from "../../components/admin/insight/SearchReportTables.tsx";
import { counted, ownerTags, shopDay, written } from "../../components/admin/owner-formats.ts";
import { type Locale, languageNames, localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { insightPageData } from "../../modules/insight/insight-back-office-pages.server.ts";
import {
  type InsightChart,
  type InsightRange,
  rangeQuery,
} from "../../modules/insight/insight-charts.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/insight";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const page = await insightPageData(backOfficeServices(context), locale, url.searchParams);
  if ("refused" in page) return data({ locale, ...page }, { status: 400 });
  return { locale, ...page };
}

type Loaded = Route.ComponentProps["loaderData"];
type Shown = Extract<Loaded, { headlines: unknown }>;

// Drawn in the browser only (drawn-charts.ts says why).
const drawnCharts = () => import("../../components/admin/insight/drawn-charts.ts");
const AreaChart = lazy(() => drawnCharts().then((charts) => ({ default: charts.AreaChart })));
const BarChart = lazy(() => drawnCharts().then((charts) => ({ default: charts.BarChart })));

const languageColours: Record<Locale, string> = { en: "blue.7", fr: "orange.7", nl: "teal.7" };

/** A day on a chart's axis: "29 Nov", "29 nov.", "29 nov". */
function axisDay(locale: Locale) {
  const format = new Intl.DateTimeFormat(ownerTags[locale], {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** Pale bars under dark text: the titles inside them read at any length of bar. */
const barLook = (colour: string) =>
  ({ barColor: colour, variant: "filled", barTextColor: "dark.9" }) as const;

function downloadPath(locale: Locale, chart: InsightChart, range: InsightRange) {
  return `${adminPath("admin-insight-download-chart", locale, { chart })}?${rangeQuery(range)}`;
}

export default function Insight({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = loaderData;
  const screenPath = adminPath("admin-insight", locale);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t("ADMIN-INSIGHT-TITLE")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("ADMIN-INSIGHT-INTRO")}
        </Text>
      </Stack>
      {loaderData.refused ? (
        <>
          <Alert color="red" role="alert" title={t(loaderData.refused.textKey)} />
          <RangeChoice
            screenPath={screenPath}
            asked={loaderData.asked}
            refused={loaderData.refused}
          />
        </>
      ) : (
        <InsightFigures shown={loaderData} screenPath={screenPath} t={t} />
      )}
    </Stack>
  );
}

function InsightFigures({
  shown,
  screenPath,
  t,
}: {
  shown: Shown;
  screenPath: string;
  t: Translate;
}) {
  const { locale, range, previous, visits, searches, enquiries } = shown;
  const dayOnAxis = axisDay(locale);
  const number = (value: number) => written(locale, value);
  const dayHead = (day: string) => (
    <time dateTime={day} style={{ whiteSpace: "nowrap" }}>
      {shopDay(locale, day)}
    </time>
  );
  const chartTitle = (chart: InsightChart) => t(`ADMIN-INSIGHT-CHART-${chart.toUpperCase()}`);
  // Counts are whole: an axis of 0.25 searches would say what never happens.
  const common = {
    tickLine: "x",
    gridAxis: "y",
    valueFormatter: number,
    yAxisProps: { allowDecimals: false },
  } as const;
  const xAxisProps = { tickFormatter: dayOnAxis, minTickGap: 16 };
  const viewed = (chart: "categories" | "products") => {
    const items = chart === "categories" ? visits.topCategories : visits.topProducts;
    return (
      <ChartPanel
        id={chart}
        title={chartTitle(chart)}
        downloadPath={downloadPath(locale, chart, range)}
        drawnInBrowser={false}
        chart={
          <BarsList
            data={items.map((item) => ({
              name: item.title,
              value: item.views,
              editPath: item.editPath,
            }))}
            valueFormatter={number}
            barsLabel={t("ADMIN-INSIGHT-COLUMN-TITLE")}
            valueLabel={t("ADMIN-INSIGHT-COLUMN-VIEWS")}
            {...barLook("blue.1")}
            renderBar={(bar, drawn) => (
              <Anchor
                component={Link}
                to={(bar as BarsListBarData & { editPath: string }).editPath}
                c="inherit"
                underline="hover"
                display="block"
              >
                {drawn}
              </Anchor>
            )}
          />
        }
        columns={[t("ADMIN-INSIGHT-COLUMN-TITLE"), t("ADMIN-INSIGHT-COLUMN-VIEWS")]}
        rows={items.map((item) => ({
          key: String(item.id),
          head: (
            <Anchor component={Link} to={item.editPath} size="sm">
              {item.title}
            </Anchor>
          ),
          cells: [number(item.views)],
        }))}
      />
    );
  };
  return (
    <>
      <RangeChoice screenPath={screenPath} range={range} />
      <Text size="sm" role="status">
        {t("ADMIN-INSIGHT-RANGE-SHOWN", {
          from: shopDay(locale, range.from),
          to: shopDay(locale, range.to),
          previousFrom: shopDay(locale, previous.from),
          previousTo: shopDay(locale, previous.to),
        })}
      </Text>
      <Stack gap="xs" component="section" aria-labelledby="headlines-title">
        <Title order={2} size="h4" id="headlines-title">
          {t("ADMIN-INSIGHT-HEADLINES")}
        </Title>
        <Headlines headlines={shown.headlines} days={range.days} locale={locale} />
      </Stack>
      <ChartPanel
        id="visits"
        title={chartTitle("visits")}
        downloadPath={downloadPath(locale, "visits", range)}
        chart={
          <AreaChart
            h="100%"
            data={visits.days}
            dataKey="day"
            type="stacked"
            withLegend
            xAxisProps={xAxisProps}
            series={locales.map((lang) => ({
              name: lang,
              label: languageNames[lang],
              color: languageColours[lang],
            }))}
            {...common}
          />
        }
        columns={[
          t("ADMIN-INSIGHT-COLUMN-DAY"),
          ...locales.map((lang) => languageNames[lang]),
          t("ADMIN-INSIGHT-COLUMN-VISITORS"),
        ]}
        rows={visits.days.map((day) => ({
          key: day.day,
          head: dayHead(day.day),
          cells: [...locales.map((lang) => number(day[lang])), number(day.visitors)],
        }))}
        note={
          visits.botViews > 0 && (
            <Text size="xs" c="dimmed">
              {counted(t, locale, "ADMIN-INSIGHT-BOT-VIEWS", visits.botViews)}
            </Text>
          )
        }
      />
      {viewed("categories")}
      {viewed("products")}
      <ChartPanel
        id="referrers"
        title={chartTitle("referrers")}
        downloadPath={downloadPath(locale, "referrers", range)}
        drawnInBrowser={false}
        chart={
          <BarsList
            data={visits.topReferrers.map((site) => ({ name: site.host, value: site.views }))}
            valueFormatter={number}
            barsLabel={t("ADMIN-INSIGHT-COLUMN-SITE")}
            valueLabel={t("ADMIN-INSIGHT-COLUMN-VIEWS")}
            {...barLook("grape.1")}
          />
        }
        columns={[t("ADMIN-INSIGHT-COLUMN-SITE"), t("ADMIN-INSIGHT-COLUMN-VIEWS")]}
        rows={visits.topReferrers.map((site) => ({
          key: site.host,
          head: site.host,
          cells: [number(site.views)],
        }))}
      />
      <ChartPanel
        id="searches"
        title={chartTitle("searches")}
        downloadPath={downloadPath(locale, "searches", range)}
        chart={
          <BarChart
            h="100%"
            data={searches}
            dataKey="day"
            withLegend
            xAxisProps={xAxisProps}
            series={[
              { name: "searches", label: t("ADMIN-INSIGHT-COLUMN-SEARCHES"), color: "blue.7" },
              {
                name: "nothingFound",
                label: t("ADMIN-INSIGHT-COLUMN-NOTHING-FOUND"),
                color: "red.7",
              },
            ]}
            {...common}
          />
        }
        columns={[
          t("ADMIN-INSIGHT-COLUMN-DAY"),
          t("ADMIN-INSIGHT-COLUMN-SEARCHES"),
          t("ADMIN-INSIGHT-COLUMN-NOTHING-FOUND"),
          t("ADMIN-INSIGHT-COLUMN-NOTHING-FOUND-SHARE"),
        ]}
        rows={searches.map((day) => ({
          key: day.day,
          head: dayHead(day.day),
          cells: [
            number(day.searches),
            number(day.nothingFound),
            `${number(Math.round(day.nothingFoundShare * 100))} %`,
          ],
        }))}
      />
      <ChartPanel
        id="enquiries"
        title={chartTitle("enquiries")}
        downloadPath={downloadPath(locale, "enquiries", range)}
        chart={
          <BarChart
            h="100%"
            data={enquiries}
            dataKey="day"
            withLegend
            xAxisProps={xAxisProps}
            series={[
              { name: "received", label: t("ADMIN-INSIGHT-COLUMN-RECEIVED"), color: "blue.7" },
              { name: "won", label: t("ADMIN-INSIGHT-COLUMN-WON"), color: "teal.8" },
              { name: "lost", label: t("ADMIN-INSIGHT-COLUMN-LOST"), color: "red.8" },
            ]}
            {...common}
          />
        }
        columns={[
          t("ADMIN-INSIGHT-COLUMN-DAY"),
          t("ADMIN-INSIGHT-COLUMN-RECEIVED"),
          t("ADMIN-INSIGHT-COLUMN-WON"),
          t("ADMIN-INSIGHT-COLUMN-LOST"),
        ]}
        rows={enquiries.map((day) => ({
          key: day.day,
          head: dayHead(day.day),
          cells: [number(day.received), number(day.won), number(day.lost)],
        }))}
      />
      <SearchReportTables report={shown.report} locale={locale} />
    </>
  );
}
