// What an imported file creates and changes, as the server reported it: the counts, every error
// with its line and column, and every change row by row, an update field by field with its old
// and new value. Long lists come in pages, with a search box, as the back office's other lists.
import { Alert, Code, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useId, useMemo } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { ImportReportDto } from "../../modules/spreadsheets/spreadsheets.schema.ts";
import { useRootData } from "../root-data.ts";
import { type Column, DataTable } from "./DataTable.tsx";
import { counted } from "./owner-formats.ts";

type SheetError = ImportReportDto["errors"][number] & { index: number };
type RowChange = ImportReportDto["changes"][number] & { index: number };

const numbered = <T,>(items: readonly T[]) => items.map((item, index) => ({ ...item, index }));
const rowKey = (row: { index: number }) => row.index;
const errorText = (error: SheetError) => `${error.line} ${error.column} ${error.message}`;
const changeText = (change: RowChange) =>
  [
    change.line,
    change.key,
    ...change.fields.flatMap((field) => [field.field, field.from, field.to]),
  ].join(" ");

export function SheetImportReport({
  report,
  fileName,
}: {
  report: ImportReportDto;
  fileName: string;
}) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const titleId = useId();
  const errors = useMemo(() => numbered(report.errors), [report.errors]);
  const changes = useMemo(() => numbered(report.changes), [report.changes]);
  const hasErrors = report.errors.length > 0;
  const changesSomething = report.created + report.updated > 0;
  const value = (text: string) => (text === "" ? t("ADMIN-SHEETS-EMPTY") : text);

  const errorColumns: Column<SheetError>[] = [
    { key: "line", label: t("ADMIN-SHEETS-LINE"), sortValue: (error) => error.line },
    { key: "column", label: t("ADMIN-SHEETS-COLUMN"), sortValue: (error) => error.column },
    { key: "message", label: t("ADMIN-SHEETS-MESSAGE"), sortValue: (error) => error.message },
  ];
  const changeColumns: Column<RowChange>[] = [
    { key: "line", label: t("ADMIN-SHEETS-LINE"), sortValue: (change) => change.line },
    { key: "key", label: t("ADMIN-SHEETS-KEY"), sortValue: (change) => change.key },
    {
      key: "action",
      label: t("ADMIN-SHEETS-ACTION"),
      sortValue: (change) => t(`ADMIN-SHEETS-ACTION-${change.action.toUpperCase()}`),
    },
    {
      key: "fields",
      label: t("ADMIN-SHEETS-FIELDS"),
      render: (change) => (
        <Stack gap={2} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {change.fields.map((field) => (
            <Text component="li" size="sm" key={field.field}>
              <Code>{field.field}</Code>{" "}
              {change.action === "updated" && (
                <>
                  {value(field.from)} <span aria-hidden="true">→</span>{" "}
                  <VisuallyHidden>{t("ADMIN-SHEETS-BECOMES")}</VisuallyHidden>{" "}
                </>
              )}
              {value(field.to)}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Stack>
        <Title order={3} size="h4" id={titleId}>
          {report.applied
            ? t("ADMIN-SHEETS-REPORT-APPLIED", { name: fileName })
            : t("ADMIN-SHEETS-REPORT-CHECKED", { name: fileName })}
        </Title>
        <Group gap="lg" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          <Text component="li" fw={700}>
            {counted(t, locale, "ADMIN-SHEETS-CREATED", report.created)}
          </Text>
          <Text component="li" fw={700}>
            {counted(t, locale, "ADMIN-SHEETS-UPDATED", report.updated)}
          </Text>
          <Text component="li" fw={700}>
            {counted(t, locale, "ADMIN-SHEETS-UNCHANGED", report.unchanged)}
          </Text>
        </Group>
        {hasErrors ? (
          <Alert
            variant="outline"
            color="red.9"
            title={counted(t, locale, "ADMIN-SHEETS-ERROR-COUNT", report.errors.length)}
          >
            {t("ADMIN-SHEETS-HAS-ERRORS")}
          </Alert>
        ) : (
          !report.applied && (
            <Text>
              {changesSomething ? t("ADMIN-SHEETS-READY") : t("ADMIN-SHEETS-NOTHING-TO-APPLY")}
            </Text>
          )
        )}
        {hasErrors && (
          <>
            <Title order={4} size="h5">
              {t("ADMIN-SHEETS-ERRORS")}
            </Title>
            <DataTable
              rows={errors}
              columns={errorColumns}
              rowKey={rowKey}
              searchText={errorText}
              label={t("ADMIN-SHEETS-ERRORS")}
            />
          </>
        )}
        {report.changes.length > 0 && (
          <>
            <Title order={4} size="h5">
              {t("ADMIN-SHEETS-CHANGES")}
            </Title>
            <DataTable
              rows={changes}
              columns={changeColumns}
              rowKey={rowKey}
              searchText={changeText}
              label={t("ADMIN-SHEETS-CHANGES")}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
