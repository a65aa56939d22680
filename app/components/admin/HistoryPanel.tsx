// The history of an item on its edit page (ADR 30): each save that changed it, newest first,
// told in a sentence — when, on the shop's clock, and "admin@… changed the French title";
// "Compare" shows a revision (the item as it was before that save) beside the item as it is
// now, field by field and language by language; "Restore" brings the revision back after a
// confirmation. A restore is a save: it appears in the list, and can itself be undone.
import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useState } from "react";
import type { RevisionSummary } from "../../modules/history/revision-summary.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { type Translate, useTranslation } from "../../modules/i18n/translation.tsx";
import { callApi } from "../api-client.ts";
import { revisionSentence } from "./change-sentences.ts";
import { confirmAction } from "./confirm.ts";
import { useAdminNotices } from "./notices.ts";
import { shopMoment } from "./owner-formats.ts";
import { useSave } from "./save-and-delete.ts";

type Difference = { field: string; revision: string | null; current: string | null };

/** The shop's clock, in the editor's language. */
const savedAt = (iso: string, locale: Locale) => shopMoment(locale, iso);

/**
 * The text naming each field a state has in the comparison's rows ("Title (FR)"); a field without
 * one is named by its path. The list's sentences name them in words (change-sentences.ts).
 */
const fieldTexts: Record<string, string> = {
  key: "ADMIN-HISTORY-FIELD-KEY",
  value: "ADMIN-HISTORY-FIELD-VALUE",
  richText: "ADMIN-HISTORY-FIELD-RICH-TEXT",
  texts: "ADMIN-HISTORY-FIELD-TEXT",
  title: "ADMIN-HISTORY-FIELD-TITLE",
  body: "ADMIN-HISTORY-FIELD-BODY",
  extra: "ADMIN-HISTORY-FIELD-EXTRA",
  parentId: "ADMIN-HISTORY-FIELD-PARENT",
  bk: "ADMIN-HISTORY-FIELD-BK",
  slugs: "ADMIN-HISTORY-FIELD-URL",
  sortOrder: "ADMIN-HISTORY-FIELD-SORT-ORDER",
  active: "ADMIN-HISTORY-FIELD-ACTIVE",
  showInTree: "ADMIN-HISTORY-FIELD-SHOW-IN-TREE",
  hasOwnPage: "ADMIN-HISTORY-FIELD-HAS-OWN-PAGE",
  pictureIds: "ADMIN-HISTORY-FIELD-PICTURES",
  attributeSet: "ADMIN-HISTORY-FIELD-ATTRIBUTE-SET",
  titles: "ADMIN-HISTORY-FIELD-TITLE",
  categoryIds: "ADMIN-HISTORY-FIELD-CATEGORIES",
  lines: "ADMIN-HISTORY-FIELD-LINES",
  summary: "ADMIN-HISTORY-FIELD-SUMMARY",
  archived: "ADMIN-HISTORY-FIELD-ARCHIVED",
  publishedAt: "ADMIN-HISTORY-FIELD-DATE",
  code: "ADMIN-HISTORY-FIELD-CODE",
  group: "ADMIN-HISTORY-FIELD-GROUP",
  unit: "ADMIN-HISTORY-FIELD-UNIT",
  min: "ADMIN-HISTORY-FIELD-MIN",
  max: "ADMIN-HISTORY-FIELD-MAX",
  allowsMultiple: "ADMIN-HISTORY-FIELD-MULTIPLE",
  filter: "ADMIN-HISTORY-FIELD-FILTER",
  filterOrder: "ADMIN-HISTORY-FIELD-FILTER-ORDER",
  labels: "ADMIN-HISTORY-FIELD-LABEL",
  typeId: "ADMIN-HISTORY-FIELD-ATTRIBUTE-TYPE",
  availability: "ADMIN-HISTORY-FIELD-AVAILABILITY",
  leadTimeDays: "ADMIN-HISTORY-FIELD-LEAD-TIME",
};

const languageCodes = new Set(["en", "fr", "nl"]);

/**
 * A field path as the form names it: `texts.fr` is the text in French, `texts.fr.title` the
 * French title (a language's texts name their field, not the group).
 */
export function fieldLabel(t: Translate, path: string): string {
  const parts = path.split(".");
  const language = parts.find((part) => languageCodes.has(part));
  const last = parts.filter((part) => !languageCodes.has(part)).at(-1) ?? path;
  // A product's availability is one field but for its lead time: `availability.status`.
  const field = parts[0] === "availability" && last === "status" ? "availability" : last;
  const text = fieldTexts[field];
  const name = text ? t(text) : field;
  return language ? `${name} (${language.toUpperCase()})` : name;
}

export function HistoryPanel({
  revisions,
  locale,
}: {
  /** Newest first, as the page's loader reads them. */
  revisions: readonly RevisionSummary[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const [compared, setCompared] = useState<{ id: number; differences: Difference[] } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The buttons act through the page's JavaScript: until it runs, they are not offered.
  const hydrated = useMounted();

  async function compare(id: number) {
    setBusy(id);
    try {
      const answer = await callApi<{ differences: Difference[] }>("GET", `/revisions/${id}`);
      setCompared({ id, differences: answer.differences });
    } catch (error) {
      notices.error(t("ADMIN-HISTORY-NOT-LOADED"), error);
    } finally {
      setBusy(null);
    }
  }

  // A restore says when the state it brings back was saved; the page then reads the item again.
  const restoring = useSave({
    send: async (revision: RevisionSummary) => {
      await callApi("POST", `/revisions/${revision.id}/restore`);
      return savedAt(revision.saved_at, locale);
    },
    saved: (when) => t("ADMIN-HISTORY-RESTORED", { when }),
    notSaved: t("ADMIN-HISTORY-NOT-RESTORED"),
    onSaved: () => setCompared(null),
  });

  async function restore(revision: RevisionSummary) {
    const when = savedAt(revision.saved_at, locale);
    const confirmed = await confirmAction(t, {
      title: t("ADMIN-HISTORY-RESTORE-TITLE"),
      message: t("ADMIN-HISTORY-RESTORE-TEXT", { when }),
      confirmLabel: t("ADMIN-HISTORY-RESTORE"),
    });
    if (!confirmed) return;
    setBusy(revision.id);
    await restoring.save(revision);
    setBusy(null);
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="history-title">
          {t("ADMIN-HISTORY-TITLE")}
        </Title>
        {revisions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("ADMIN-HISTORY-NONE")}
          </Text>
        ) : (
          <Stack gap="xs" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {revisions.map((revision) => (
              <li key={revision.id}>
                <Stack gap={4}>
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Text size="sm">
                      <Text span size="sm" fw={700} component="time" dateTime={revision.saved_at}>
                        {savedAt(revision.saved_at, locale)}
                      </Text>
                      {" · "}
                      {revisionSentence(t, locale, revision)}
                    </Text>
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={busy === revision.id && compared?.id !== revision.id}
                        disabled={!hydrated}
                        aria-label={t("ADMIN-HISTORY-COMPARE-NAMED", {
                          when: savedAt(revision.saved_at, locale),
                        })}
                        onClick={() => compare(revision.id)}
                      >
                        {t("ADMIN-HISTORY-COMPARE")}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={!hydrated || busy !== null}
                        aria-label={t("ADMIN-HISTORY-RESTORE-NAMED", {
                          when: savedAt(revision.saved_at, locale),
                        })}
                        onClick={() => restore(revision)}
                      >
                        {t("ADMIN-HISTORY-RESTORE")}
                      </Button>
                    </Group>
                  </Group>
                  {compared?.id === revision.id && (
                    <Differences differences={compared.differences} t={t} />
                  )}
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Differences({ differences, t }: { differences: Difference[]; t: Translate }) {
  if (differences.length === 0) {
    return (
      <Text size="sm" role="status">
        {t("ADMIN-HISTORY-SAME")}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder aria-label={t("ADMIN-HISTORY-DIFFERENCES")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("ADMIN-HISTORY-FIELD")}</Table.Th>
            <Table.Th>{t("ADMIN-HISTORY-THEN")}</Table.Th>
            <Table.Th>{t("ADMIN-HISTORY-NOW")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {differences.map((difference) => (
            <Table.Tr key={difference.field}>
              <Table.Th scope="row">{fieldLabel(t, difference.field)}</Table.Th>
              <Table.Td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {difference.revision || (
                  <Text span c="dimmed">
                    {t("ADMIN-HISTORY-EMPTY")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {difference.current || (
                  <Text span c="dimmed">
                    {t("ADMIN-HISTORY-EMPTY")}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
