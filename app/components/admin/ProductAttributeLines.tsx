// The product form's attribute table (§2, §4): one row per line with the attribute's name, its
// value (a list when the type has values, free text otherwise) and unit; under a value, what is
// wrong with it, or a warning about a number outside its type's bounds. A multi-value type has
// a + on its last line; the lines after a type's first have a −. Where the table has less than
// 560 px (a phone, or beside the menu on a tablet) each line stacks: the attribute's name above
// its value, unit and buttons, so nothing hides beyond the screen's edge.
import { ActionIcon, Box, Group, Select, Table, Text, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import classes from "./ProductAttributeLines.module.css";
import {
  type AttributeLine,
  canRemoveLine,
  type FormAttributeType,
  numberInType,
} from "./product-form.ts";

type LineType = FormAttributeType;

/**
 * A stored value the type no longer lists stays visible, so the admin sees what the server
 * will refuse instead of an empty field.
 */
function withStoredValue(values: LineType["values"], stored: string): LineType["values"] {
  return !stored || values.some((option) => option.value === stored)
    ? values
    : [...values, { value: stored, label: stored }];
}

export function ProductAttributeLines({
  lines,
  types,
  required = false,
  errorOf,
  warningOf,
  onValueChange,
  onAdd,
  onRemove,
}: {
  lines: readonly AttributeLine[];
  types: ReadonlyMap<number, LineType>;
  /** Every line needs its value: each input says so to a screen reader. */
  required?: boolean;
  errorOf: (index: number) => ReactNode;
  /** A warning that does not keep the value from being saved. */
  warningOf: (index: number) => string | undefined;
  onValueChange: (index: number, value: string) => void;
  onAdd: (typeId: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();

  return (
    <Box className={classes.frame}>
      <Table
        verticalSpacing="xs"
        aria-label={t("ADMIN-PRODUCT-ATTRIBUTES")}
        className={classes.lines}
      >
        <Table.Thead className={classes.head}>
          <Table.Tr>
            <Table.Th>{t("ADMIN-PRODUCT-COLUMN-ATTRIBUTE")}</Table.Th>
            <Table.Th>{t("ADMIN-PRODUCT-COLUMN-VALUE")}</Table.Th>
            <Table.Th>{t("ADMIN-PRODUCT-COLUMN-UNIT")}</Table.Th>
            <Table.Th>{t("ADMIN-ACTIONS")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const type = types.get(line.attribute_type_id);
            const name = type?.name ?? String(line.attribute_type_id);
            const number = numberInType(lines, index);
            const isLastOfType = lines[index + 1]?.attribute_type_id !== line.attribute_type_id;
            const valueLabel = t("ADMIN-PRODUCT-VALUE-OF", { number, name });
            const error = errorOf(index);
            const warning = error ? undefined : warningOf(index);
            return (
              <Table.Tr key={line.key} className={classes.line}>
                <Table.Td className={classes.name}>
                  <Text size="sm" fw={number === 1 ? 600 : 400}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.value}>
                  {type && type.values.length > 0 ? (
                    <Select
                      aria-label={valueLabel}
                      required={required}
                      data={withStoredValue(type.values, line.attribute_value)}
                      value={line.attribute_value || null}
                      onChange={(value) => onValueChange(index, value ?? "")}
                      error={error}
                      searchable
                      allowDeselect={false}
                    />
                  ) : (
                    <TextInput
                      aria-label={valueLabel}
                      required={required}
                      value={line.attribute_value}
                      onChange={(event) => onValueChange(index, event.currentTarget.value)}
                      error={error}
                      description={warning && <span className={classes.warning}>⚠ {warning}</span>}
                      inputWrapperOrder={["label", "input", "description", "error"]}
                    />
                  )}
                </Table.Td>
                <Table.Td className={classes.unit}>
                  <Text size="sm">{type?.unit}</Text>
                </Table.Td>
                <Table.Td className={classes.actions}>
                  <Group gap="xs" wrap="nowrap">
                    {type?.allowMultiple && isLastOfType && (
                      <ActionIcon
                        variant="light"
                        aria-label={t("ADMIN-PRODUCT-ADD-VALUE", { name })}
                        onClick={() => onAdd(line.attribute_type_id)}
                      >
                        <span aria-hidden="true">+</span>
                      </ActionIcon>
                    )}
                    {canRemoveLine(lines, index) && (
                      <ActionIcon
                        variant="outline"
                        color="red.9"
                        aria-label={t("ADMIN-PRODUCT-REMOVE-VALUE", { name })}
                        onClick={() => onRemove(index)}
                      >
                        <span aria-hidden="true">−</span>
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
