// One chart of the insight screen: its title, the chart, its figures as a table in a disclosure
// the keyboard opens (a native <details>, so it opens without JavaScript too), and its CSV file.
// A chart drawn by recharts measures its box in the browser: until the page is hydrated (or
// without JavaScript) the box shows the figures' table instead, scrolling within the chart's
// height, so nothing below it moves when the chart appears, and until the chart's module has
// come (the screen loads it lazily).
import { Anchor, Box, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "../../../modules/i18n/translation.tsx";
import { type FiguresRow, FiguresTable } from "./FiguresTable.tsx";

/** The height of a chart drawn in the browser, kept by its box before that. */
export const chartHeight = 260;

export function ChartPanel({
  id,
  title,
  downloadPath,
  chart,
  drawnInBrowser = true,
  columns,
  rows,
  note,
}: {
  id: string;
  title: string;
  downloadPath: string;
  /** The chart; drawn once the page is hydrated unless `drawnInBrowser` is false. */
  chart: ReactNode;
  drawnInBrowser?: boolean;
  columns: string[];
  rows: FiguresRow[];
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const headingId = `${id}-title`;
  const figures = (
    // A box that scrolls takes the keyboard's focus, to be scrolled by it.
    <Box h="100%" style={{ overflow: "auto" }} tabIndex={0}>
      <FiguresTable caption={title} columns={columns} rows={rows} />
    </Box>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Anchor
            href={downloadPath}
            download
            size="sm"
            aria-label={t("ADMIN-INSIGHT-DOWNLOAD-CSV", { chart: title })}
          >
            CSV
          </Anchor>
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("ADMIN-INSIGHT-NOTHING-COUNTED")}
          </Text>
        ) : (
          <>
            {drawnInBrowser ? (
              <Box h={chartHeight} data-chart={id}>
                {hydrated ? <Suspense fallback={figures}>{chart}</Suspense> : figures}
              </Box>
            ) : (
              chart
            )}
            {note}
            <details>
              <Text component="summary" size="sm" style={{ cursor: "pointer" }}>
                {t("ADMIN-INSIGHT-CHART-TABLE")}
              </Text>
              <FiguresTable caption={title} columns={columns} rows={rows} />
            </details>
          </>
        )}
      </Stack>
    </Paper>
  );
}
