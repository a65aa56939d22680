// /admin/catalogue-files: the catalogue as spreadsheets (ADR 28). Each sheet — products,
// categories, translations — downloads as CSV or XLSX through plain links to the export call.
// A file sent back is checked first (a dry run: the counts, every change and every error by
// line and column); only a check of that same file without errors lets it be applied, with the
// upload's progress, then the server's work, shown while it runs. The page reads nothing: the
// API does the work, as for every write of the back office.
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useMounted } from "@mantine/hooks";
import "@mantine/dropzone/styles.css";
import { useRef, useState } from "react";
import {
  type CheckedFile,
  canApply,
  exportHref,
  importPath,
  type SheetFormat,
} from "../../components/admin/catalogue-files.ts";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { counted, listed } from "../../components/admin/owner-formats.ts";
import { SheetImportReport } from "../../components/admin/SheetImportReport.tsx";
import { ApiCallError, postFile } from "../../components/api-client.ts";
import { useRootData } from "../../components/root-data.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { type SheetEntity, sheetEntities } from "../../modules/spreadsheets/sheet-columns.ts";
import type { ImportReportDto } from "../../modules/spreadsheets/spreadsheets.schema.ts";

const formats: readonly SheetFormat[] = ["csv", "xlsx"];

/** What the file chooser offers; the server tells a sheet by its content, whatever its type. */
const acceptedFiles = {
  "text/csv": [".csv"],
  "text/plain": [".csv"],
  "application/vnd.ms-excel": [".csv"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
};
/** The API's limit (spreadsheet-files.server.ts `maxSheetBytes`). */
const maxFileBytes = 32 * 1024 * 1024;

type Work = { kind: "check" | "apply"; share: number };
type Refusal = { kind: "check" | "apply"; message: string; messages: readonly string[] };

const entityLabel = (entity: SheetEntity) => `ADMIN-SHEETS-ENTITY-${entity.toUpperCase()}`;

function ExportSheets() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="export-title">
      <Title order={2} size="h3" id="export-title" mb="xs">
        {t("ADMIN-SHEETS-EXPORT")}
      </Title>
      <Text mb="sm">{t("ADMIN-SHEETS-EXPORT-HELP")}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {sheetEntities.map((entity) => (
          <Card key={entity} withBorder>
            <Title order={3} size="h4">
              {t(entityLabel(entity))}
            </Title>
            <Text size="sm" mt={4} mb="sm">
              {t(`${entityLabel(entity)}-HELP`)}
            </Text>
            <Group gap="xs" mt="auto">
              {formats.map((format) => (
                <Button
                  key={format}
                  component="a"
                  href={exportHref(entity, format)}
                  download
                  variant="default"
                  aria-label={t("ADMIN-SHEETS-DOWNLOAD", {
                    sheet: t(entityLabel(entity)),
                    format: format.toUpperCase(),
                  })}
                >
                  {format.toUpperCase()}
                </Button>
              ))}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

function WorkProgress({ work, fileName }: { work: Work; fileName: string }) {
  const { t } = useTranslation();
  const percent = Math.round(work.share * 100);
  const sending = work.share < 1;
  const label = sending
    ? t("ADMIN-SHEETS-SENDING", { name: fileName, percent })
    : t(work.kind === "check" ? "ADMIN-SHEETS-CHECKING" : "ADMIN-SHEETS-APPLYING");
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {label}
      </Text>
      {sending ? (
        <Progress value={percent} aria-label={label} />
      ) : (
        // The server gives no progress of its own: a moving bar without a value.
        <Progress.Root>
          <Progress.Section
            value={100}
            animated
            withAria={false}
            role="progressbar"
            aria-label={label}
          />
        </Progress.Root>
      )}
    </Stack>
  );
}

function ImportSheet() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const notices = useAdminNotices();
  const [entity, setEntity] = useState<SheetEntity>("products");
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [work, setWork] = useState<Work | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const openChooser = useRef<() => void>(null);
  // Choosing a file needs the page's JavaScript: the button waits for it.
  const hydrated = useMounted();
  const applicable = canApply(checked, { entity, file });
  const saysWhenToApply = !applicable && !checked?.report.applied;

  function restart(next: { entity: SheetEntity; file: File | null }) {
    setEntity(next.entity);
    setFile(next.file);
    setChecked(null);
    setRefusal(null);
  }

  async function send(kind: Work["kind"]) {
    if (!file) return;
    setWork({ kind, share: 0 });
    setRefusal(null);
    try {
      const report = await postFile<ImportReportDto>(
        importPath(entity, kind === "check"),
        file,
        (share) => setWork({ kind, share }),
      );
      setChecked({ entity, file, report });
      if (report.applied) {
        notices.success(
          t("ADMIN-SHEETS-APPLIED-COUNTS", {
            name: file.name,
            counts: listed(locale, [
              counted(t, locale, "ADMIN-SHEETS-CREATED", report.created),
              counted(t, locale, "ADMIN-SHEETS-UPDATED", report.updated),
              counted(t, locale, "ADMIN-SHEETS-UNCHANGED", report.unchanged),
            ]),
          }),
        );
      }
    } catch (error) {
      const summary = t(
        kind === "check" ? "ADMIN-SHEETS-CHECK-FAILED" : "ADMIN-SHEETS-APPLY-FAILED",
      );
      const message = error instanceof Error ? error.message : String(error);
      setRefusal({
        kind,
        message: summary,
        messages:
          error instanceof ApiCallError && error.messages.length > 0 ? error.messages : [message],
      });
      // An apply refused (the catalogue changed since the check) needs a new check.
      setChecked(null);
      notices.error(summary, error);
    } finally {
      setWork(null);
    }
  }

  return (
    <section aria-labelledby="import-title">
      <Title order={2} size="h3" id="import-title" mb="xs">
        {t("ADMIN-SHEETS-IMPORT")}
      </Title>
      <Text mb="sm">{t("ADMIN-SHEETS-IMPORT-HELP")}</Text>
      <Stack>
        <Radio.Group
          label={t("ADMIN-SHEETS-SHEET")}
          value={entity}
          onChange={(value) => restart({ entity: value as SheetEntity, file })}
        >
          <Group mt="xs">
            {sheetEntities.map((option) => (
              <Radio
                key={option}
                value={option}
                label={t(entityLabel(option))}
                disabled={work !== null}
              />
            ))}
          </Group>
        </Radio.Group>
        <Dropzone
          onDrop={(files) => restart({ entity, file: files[0] ?? null })}
          onReject={(rejections) => {
            const name = rejections[0]?.file.name ?? "";
            notices.error(t("ADMIN-SHEETS-NOT-A-SHEET", { name }));
          }}
          accept={acceptedFiles}
          maxSize={maxFileBytes}
          multiple={false}
          loading={work !== null}
          openRef={openChooser}
          // The button below is the keyboard's way to the file chooser, with a name of its own.
          activateOnKeyboard={false}
        >
          <Text ta="center" py="md">
            {t("ADMIN-SHEETS-DROP")}
          </Text>
        </Dropzone>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => openChooser.current?.()}
            disabled={!hydrated || work !== null}
          >
            {t("ADMIN-SHEETS-CHOOSE")}
          </Button>
          {file && <Text aria-live="polite">{t("ADMIN-SHEETS-CHOSEN", { name: file.name })}</Text>}
        </Group>
        <Group>
          <Button
            onClick={() => send("check")}
            disabled={!file || work !== null}
            loading={work?.kind === "check"}
          >
            {t("ADMIN-SHEETS-CHECK")}
          </Button>
          <Button
            onClick={() => send("apply")}
            disabled={!applicable || work !== null}
            loading={work?.kind === "apply"}
            color="teal.9"
            aria-describedby={saysWhenToApply ? "apply-when" : undefined}
          >
            {t("ADMIN-SHEETS-APPLY")}
          </Button>
        </Group>
        {saysWhenToApply && (
          <Text size="sm" c="dimmed" id="apply-when">
            {t("ADMIN-SHEETS-APPLY-WHEN")}
          </Text>
        )}
        {work && file && <WorkProgress work={work} fileName={file.name} />}
        {refusal && (
          <Alert variant="outline" color="red.9" title={refusal.message} role="alert">
            <List size="sm">
              {refusal.messages.map((message, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server may repeat a message
                <List.Item key={index}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {checked && !work && (
          <SheetImportReport report={checked.report} fileName={checked.file.name} />
        )}
      </Stack>
    </section>
  );
}

export default function CatalogueFiles() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t("ADMIN-SHEETS-TITLE")}
        </Title>
        <Text>{t("ADMIN-SHEETS-HELP")}</Text>
      </Stack>
      <ExportSheets />
      <ImportSheet />
    </Stack>
  );
}
