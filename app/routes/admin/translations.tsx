// The translations list (§2, §6): every key with its English, French and Dutch text and the
// languages it lacks. Content keys (CAT-, BLOG-, AT-, ATV-) show only when their prefix is
// chosen; the prefix and the "missing in" language live in the address, so the overview can
// link to what is left to translate. Editing opens the translation editor in a modal.
import { Anchor, Badge, Button, Group, Modal, Select, Text, Title } from "@mantine/core";
import { type MouseEvent, useCallback, useMemo, useRef, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { confirmAction } from "../../components/admin/confirm.ts";
import { type Column, DataTable } from "../../components/admin/DataTable.tsx";
import { TranslationForm } from "../../components/admin/TranslationForm.tsx";
import { type Locale, localeFromPath, locales } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import {
  missingLocales,
  type TranslationRow,
  textPreview,
  translationPrefixes,
} from "../../modules/translations/translation-rows.ts";
import { translationListPageData } from "../../modules/translations/translations-back-office-pages.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/translations";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { searchParams } = url;
  return {
    ...(await translationListPageData(backOfficeServices(context), { searchParams })),
    locale: localeFromPath(url.pathname),
  };
}

const searchText = (row: TranslationRow) =>
  [row.key_code, row.texts.en, row.texts.fr, row.texts.nl].join(" ");
const rowKey = (row: TranslationRow) => row.id;

/** A plain click opens the modal; a click meant for a new tab follows the link. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { rows, prefix, missing, locale } = loaderData;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<TranslationRow | "new" | null>(null);

  const languageLabel = useMemo(
    () => (lang: Locale) => t(`ADMIN-LANGUAGE-${lang.toUpperCase()}`),
    [t],
  );

  const setFilter = (name: "prefix" | "missing", value: string | null) =>
    setSearchParams(
      (params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { preventScrollReset: true },
    );

  const prefixOptions = useMemo(() => {
    const known = translationPrefixes.map((value) => ({
      value,
      label: value
        ? t(`ADMIN-TRANSLATION-PREFIX-${value.slice(0, -1)}`)
        : t("ADMIN-TRANSLATION-PREFIX-INTERFACE"),
    }));
    // A link may ask for any prefix; it is offered as it was asked.
    const listed = (translationPrefixes as readonly string[]).includes(prefix);
    return listed ? known : [...known, { value: prefix, label: prefix }];
  }, [t, prefix]);

  const columns = useMemo<Column<TranslationRow>[]>(
    () => [
      {
        key: "key_code",
        label: t("ADMIN-TRANSLATION-KEY"),
        sortValue: (row) => row.key_code,
        render: (row) => (
          <Text size="sm" ff="monospace">
            {row.key_code}
          </Text>
        ),
      },
      ...locales.map((lang) => ({
        key: lang,
        label: languageLabel(lang),
        sortValue: (row: TranslationRow) => textPreview(row.texts[lang]),
        render: (row: TranslationRow) => (
          <Text size="sm" lang={lang} title={textPreview(row.texts[lang], 500)}>
            {textPreview(row.texts[lang], 60)}
          </Text>
        ),
      })),
      {
        key: "missing",
        label: t("ADMIN-TRANSLATION-MISSING"),
        sortValue: (row) => missingLocales(row).length,
        render: (row) => {
          const lacking = missingLocales(row);
          if (lacking.length === 0) {
            return (
              <Text size="sm" c="dimmed">
                {t("ADMIN-TRANSLATION-COMPLETE")}
              </Text>
            );
          }
          return (
            <Group gap={4}>
              {lacking.map((lang) => (
                <Badge key={lang} color="red.9" variant="outline" size="sm">
                  {languageLabel(lang)}
                </Badge>
              ))}
            </Group>
          );
        },
      },
      {
        key: "actions",
        label: t("ADMIN-ACTIONS"),
        render: (row) => (
          <Anchor
            component={Link}
            to={adminPath("admin-translations-edit-id", locale, { id: String(row.id) })}
            aria-label={t("ADMIN-TRANSLATION-EDIT-TITLE", { key: row.key_code })}
            onClick={(event: MouseEvent) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              setEditing(row);
            }}
          >
            {t("ADMIN-EDIT")}
          </Anchor>
        ),
      },
    ],
    [t, locale, languageLabel],
  );

  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const close = () => {
    dirty.current = false;
    setEditing(null);
  };
  // Escape, the close button or Cancel would lose the changes: the administrator confirms first.
  const requestClose = async () => {
    const leave =
      !dirty.current ||
      (await confirmAction(t, {
        title: t("ADMIN-UNSAVED-TITLE"),
        message: t("ADMIN-UNSAVED-TEXT"),
        confirmLabel: t("ADMIN-UNSAVED-LEAVE"),
      }));
    if (leave) close();
  };
  // A save reads the list again itself; a deletion leaves that to the page that asked for it.
  const afterDeletion = () => {
    close();
    revalidator.revalidate();
  };

  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t("ADMIN-TRANSLATIONS-TITLE")}
      </Title>
      <Group mb="md">
        <Button
          component={Link}
          to={adminPath("admin-translations-edit-id", locale)}
          onClick={(event: MouseEvent) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            setEditing("new");
          }}
        >
          {t("ADMIN-TRANSLATION-ADD")}
        </Button>
      </Group>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        searchText={searchText}
        label={t("ADMIN-TRANSLATIONS-TABLE")}
        initialSort={{ key: "key_code" }}
        toolbar={
          <Group align="flex-end">
            <Select
              label={t("ADMIN-TRANSLATION-PREFIX")}
              data={prefixOptions}
              value={prefix}
              onChange={(value) => setFilter("prefix", value)}
              allowDeselect={false}
              w={240}
            />
            <Select
              label={t("ADMIN-TRANSLATION-MISSING-FILTER")}
              data={[
                { value: "", label: t("ADMIN-TRANSLATION-MISSING-ANY") },
                ...locales.map((lang) => ({ value: lang, label: languageLabel(lang) })),
              ]}
              value={missing ?? ""}
              onChange={(value) => setFilter("missing", value)}
              allowDeselect={false}
              w={180}
            />
          </Group>
        }
      />
      <Modal.Root opened={editing !== null} onClose={requestClose} size="xl">
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header>
            <Modal.Title>
              {editing === "new" || editing === null
                ? t("ADMIN-TRANSLATION-NEW-TITLE")
                : t("ADMIN-TRANSLATION-EDIT-TITLE", { key: editing.key_code })}
            </Modal.Title>
            <Modal.CloseButton aria-label={t("ADMIN-CLOSE")} />
          </Modal.Header>
          <Modal.Body>
            {editing !== null && (
              <TranslationForm
                key={editing === "new" ? "new" : editing.id}
                row={editing === "new" ? undefined : editing}
                onSaved={close}
                onDeleted={afterDeletion}
                onCancel={requestClose}
                onDirtyChange={onDirtyChange}
              />
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
