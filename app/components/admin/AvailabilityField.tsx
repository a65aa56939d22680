// A product's availability in the back office: not said, in stock, on request or made to order,
// and for made to order its lead time in working days (optional). The product form and the bulk
// action of the product list share it.
import { Group, Radio, Stack, TextInput } from "@mantine/core";
import {
  type AvailabilityStatus,
  availabilityStatuses,
  maxLeadTimeDays,
} from "../../modules/catalogue/availability.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { AvailabilityChoice } from "./product-form.ts";

export const availabilityStatusKeys: Record<AvailabilityStatus | "", string> = {
  "": "ADMIN-PRODUCT-AVAILABILITY-NONE",
  in_stock: "ADMIN-PRODUCT-AVAILABILITY-IN-STOCK",
  on_request: "ADMIN-PRODUCT-AVAILABILITY-ON-REQUEST",
  made_to_order: "ADMIN-PRODUCT-AVAILABILITY-MADE-TO-ORDER",
};

const choices = ["", ...availabilityStatuses] as const;

export function AvailabilityField({
  value,
  onChange,
  errors = {},
  description = true,
}: {
  value: AvailabilityChoice;
  onChange: (next: AvailabilityChoice) => void;
  errors?: { status?: string | undefined; leadTimeDays?: string | undefined };
  /** Whether the hint says where the availability shows. */
  description?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t("ADMIN-PRODUCT-AVAILABILITY")}
        description={description ? t("ADMIN-PRODUCT-AVAILABILITY-HINT") : undefined}
        value={value.status || "none"}
        onChange={(status) =>
          onChange({
            ...value,
            status: status === "none" ? "" : (status as AvailabilityChoice["status"]),
          })
        }
        error={errors.status}
      >
        <Group gap="lg" mt="xs">
          {choices.map((choice) => (
            <Radio
              key={choice || "none"}
              value={choice || "none"}
              label={t(availabilityStatusKeys[choice])}
            />
          ))}
        </Group>
      </Radio.Group>
      {value.status === "made_to_order" && (
        <TextInput
          label={t("ADMIN-PRODUCT-LEAD-TIME")}
          description={t("ADMIN-PRODUCT-LEAD-TIME-HINT")}
          inputMode="numeric"
          maxLength={String(maxLeadTimeDays).length + 2}
          value={value.leadTimeDays}
          onChange={(event) => onChange({ ...value, leadTimeDays: event.currentTarget.value })}
          error={errors.leadTimeDays}
          w={240}
          maw="100%"
        />
      )}
    </Stack>
  );
}
