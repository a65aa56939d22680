// The attribute types a category's products are described with, in the order the product form
// lists them: rows that move up and down or go, and a picker for one more type, which empties
// itself once a type is chosen so the next can be typed at once.
import { ActionIcon, Group, Input, Paper, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";

export type AttributeTypeChoice = { id: number; code: string; label: string };

export function CategoryAttributeTypes({
  choices,
  value,
  onChange,
  error,
}: {
  choices: readonly AttributeTypeChoice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  // The picker's typed search is ours: Select keeps it after a choice while its value stays none.
  const [search, setSearch] = useState("");
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const nameOf = (id: number) => {
    const choice = byId.get(id);
    return choice ? `${choice.label} (${choice.code})` : String(id);
  };
  const move = (index: number, by: number) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved as number);
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <Input.Label component="span" id="category-attribute-types">
        {t("ADMIN-CATEGORY-ATTRIBUTE-TYPES")}
      </Input.Label>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("ADMIN-CATEGORY-ATTRIBUTE-TYPES-NONE")}
        </Text>
      ) : (
        <ol
          aria-labelledby="category-attribute-types"
          style={{ margin: 0, paddingInlineStart: 24 }}
        >
          {value.map((id, index) => (
            <li key={id}>
              <Paper withBorder px="sm" py={4} mb={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text>{nameOf(id)}</Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      disabled={index === 0}
                      aria-label={t("ADMIN-CATEGORY-ATTRIBUTE-TYPE-UP", { name: nameOf(id) })}
                      onClick={() => move(index, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      disabled={index === value.length - 1}
                      aria-label={t("ADMIN-CATEGORY-ATTRIBUTE-TYPE-DOWN", { name: nameOf(id) })}
                      onClick={() => move(index, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </ActionIcon>
                    <ActionIcon
                      color="red.9"
                      aria-label={t("ADMIN-CATEGORY-ATTRIBUTE-TYPE-REMOVE", { name: nameOf(id) })}
                      onClick={() => onChange(value.filter((other) => other !== id))}
                    >
                      <span aria-hidden="true">×</span>
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            </li>
          ))}
        </ol>
      )}
      <Select
        label={t("ADMIN-CATEGORY-ATTRIBUTE-TYPE-CHOOSE")}
        searchable
        clearable
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        data={choices
          .filter((choice) => !value.includes(choice.id))
          .map((choice) => ({
            value: String(choice.id),
            label: `${choice.label} (${choice.code})`,
          }))}
        onChange={(chosen) => {
          if (chosen) onChange([...value, Number(chosen)]);
          setSearch("");
        }}
        error={error}
        maw={480}
      />
    </Stack>
  );
}
