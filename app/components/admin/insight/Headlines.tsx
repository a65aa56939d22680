// The insight screen's three headline figures, each with how it moved against the range as long
// just before: "+12 %" to the eye, and the sentence it stands for to a screen reader.
import { Group, Paper, SimpleGrid, Text, VisuallyHidden } from "@mantine/core";
import type { Locale } from "../../../modules/i18n/locales.ts";
import { useTranslation } from "../../../modules/i18n/translation.tsx";
import type { Headline } from "../../../modules/insight/insight-charts.ts";
import { written } from "../owner-formats.ts";

const nameKey = {
  visits: "ADMIN-INSIGHT-HEADLINE-VISITS",
  searches: "ADMIN-INSIGHT-HEADLINE-SEARCHES",
  enquiries: "ADMIN-INSIGHT-HEADLINE-ENQUIRIES",
} as const;

function Trend({ headline, days, locale }: { headline: Headline; days: number; locale: Locale }) {
  const { t } = useTranslation();
  const { trend } = headline;
  if (trend === undefined) {
    return (
      <Text size="sm" c="dimmed">
        {t("ADMIN-INSIGHT-TREND-NEW", { days: written(locale, days) })}
      </Text>
    );
  }
  const percent = written(locale, Math.abs(trend));
  const key =
    trend > 0
      ? "ADMIN-INSIGHT-TREND-UP"
      : trend < 0
        ? "ADMIN-INSIGHT-TREND-DOWN"
        : "ADMIN-INSIGHT-TREND-SAME";
  const sign = trend > 0 ? "+" : trend < 0 ? "−" : "±";
  return (
    <Text size="sm" c={trend > 0 ? "teal.9" : trend < 0 ? "red.9" : "dimmed"} fw={600}>
      <span aria-hidden="true">{`${sign}${percent} %`}</span>
      <VisuallyHidden>{t(key, { percent, days: written(locale, days) })}</VisuallyHidden>
    </Text>
  );
}

export function Headlines({
  headlines,
  days,
  locale,
}: {
  headlines: Headline[];
  days: number;
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
      {headlines.map((headline) => (
        <Paper key={headline.name} withBorder p="md">
          <Text component="dt" size="sm" c="dimmed">
            {t(nameKey[headline.name])}
          </Text>
          <Group component="dd" m={0} gap="sm" align="baseline" data-headline={headline.name}>
            <Text fz={28} fw={700} lh={1.2}>
              {written(locale, headline.value)}
            </Text>
            <Trend headline={headline} days={days} locale={locale} />
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
