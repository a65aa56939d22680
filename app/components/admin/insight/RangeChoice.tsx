// The insight screen's range of days: the last 7, 30 or 90 days in one click, or the days chosen
// in a GET form. Both are addresses, so a range is shared by its link and chosen without
// JavaScript too.
import { Button, Group, TextInput } from "@mantine/core";
import { Form, Link } from "react-router";
import { useTranslation } from "../../../modules/i18n/translation.tsx";
import {
  type InsightRange,
  presetDays,
  type RangeRefusal,
} from "../../../modules/insight/insight-charts.ts";

export function RangeChoice({
  screenPath,
  range,
  asked,
  refused,
}: {
  screenPath: string;
  range?: InsightRange;
  /** What the address asked for when it could not be read, kept in the fields. */
  asked?: { from: string; to: string };
  refused?: RangeRefusal;
}) {
  const { t } = useTranslation();
  const errorOf = (field: RangeRefusal["field"]) =>
    refused?.field === field ? t(refused.textKey) : undefined;
  return (
    <Group align="flex-end" wrap="wrap" gap="md">
      <Group gap="xs" role="group" aria-label={t("ADMIN-INSIGHT-RANGE")}>
        {presetDays.map((days) => (
          <Button
            key={days}
            component={Link}
            to={`${screenPath}?days=${days}`}
            variant={range?.preset === days ? "filled" : "default"}
            aria-current={range?.preset === days ? "page" : undefined}
            size="sm"
          >
            {t("ADMIN-INSIGHT-RANGE-LAST", { days })}
          </Button>
        ))}
      </Group>
      <Form method="get" action={screenPath} key={`${range?.from}-${range?.to}`}>
        <Group align="flex-start" wrap="wrap" gap="xs">
          <TextInput
            type="date"
            name="from"
            label={t("ADMIN-INSIGHT-RANGE-FROM")}
            defaultValue={asked?.from ?? range?.from}
            error={errorOf("from")}
            required
            w={170}
          />
          <TextInput
            type="date"
            name="to"
            label={t("ADMIN-INSIGHT-RANGE-TO")}
            defaultValue={asked?.to ?? range?.to}
            error={errorOf("to")}
            required
            w={170}
          />
          <Button type="submit" mt={25}>
            {t("ADMIN-INSIGHT-RANGE-APPLY")}
          </Button>
        </Group>
      </Form>
    </Group>
  );
}
