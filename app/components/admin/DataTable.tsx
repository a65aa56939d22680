// The back office's lists: a search box, column headers that sort (ascending, then descending),
// and pages of 50 rows, so that a 10 000-product catalogue stays quick; above them, how many rows
// the page shows of how many the search finds ("50 of 126 rows"). Searching ignores case
// and accents, as the public search does. A list may let rows be selected (`selection`): a
// checkbox per row and one in the header for every row shown; the selection holds only rows
// the search shows, so an action on it never reaches a row out of sight.
import { Checkbox, Group, Pagination, Table, Text, TextInput, UnstyledButton } from "@mantine/core";
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from "react";
import { normalizeForSearch, searchWords } from "../../modules/catalogue/search-text.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { useRootData } from "../root-data.ts";
import classes from "./DataTable.module.css";
import { shownOf } from "./owner-formats.ts";

export type Column<Row> = {
  key: string;
  label: string;
  /** What the cell shows; the sort value's text when absent. */
  render?: (row: Row) => ReactNode;
  /** What the column sorts by; a column without it does not sort. */
  sortValue?: (row: Row) => string | number;
};

export const rowsPerPage = 50;

export type RowKey = string | number;

/** Rows chosen by their checkboxes, kept by the page that acts on them. */
export type RowSelection<Row> = {
  selected: ReadonlySet<RowKey>;
  onChange: (selected: ReadonlySet<RowKey>) => void;
  /** A row's checkbox's accessible name ("Select SHEET-1"). */
  rowLabel: (row: Row) => string;
  /** The header checkbox's accessible name, for the number of rows shown. */
  allLabel: (count: number) => string;
  /** What acts on the selected rows: shown above the table while any is selected. */
  actions?: ReactNode;
};

export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  searchText,
  label,
  initialSort,
  toolbar,
  onShownChange,
  selection,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => RowKey;
  /** The text a row is found by. */
  searchText: (row: Row) => string;
  /** The table's accessible name. */
  label: string;
  initialSort?: { key: string; descending?: boolean };
  /** Filters or buttons shown beside the search box. */
  toolbar?: ReactNode;
  /** Told the rows the search finds, on every page, whenever they change. */
  onShownChange?: (rows: readonly Row[]) => void;
  /** Rows selected by checkboxes; none when absent. */
  selection?: RowSelection<Row>;
}) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);

  const indexed = useMemo(
    () => rows.map((row) => ({ row, text: normalizeForSearch(searchText(row)) })),
    [rows, searchText],
  );

  const shown = useMemo(() => {
    const words = searchWords(deferredQuery);
    const found = indexed
      .filter(({ text }) => words.every((word) => text.includes(word)))
      .map(({ row }) => row);
    const column = columns.find((candidate) => candidate.key === sort?.key);
    const value = column?.sortValue;
    if (!value) return found;
    const direction = sort?.descending ? -1 : 1;
    return [...found].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      const order =
        typeof left === "number" && typeof right === "number"
          ? left - right
          : String(left).localeCompare(String(right), undefined, { numeric: true });
      return order * direction;
    });
  }, [indexed, deferredQuery, sort, columns]);

  useEffect(() => onShownChange?.(shown), [shown, onShownChange]);

  // A row the search or a filter hides leaves the selection.
  const selectable = selection !== undefined;
  const shownKeys = useMemo(
    () => new Set<RowKey>(selectable ? shown.map(rowKey) : []),
    [selectable, shown, rowKey],
  );
  const selected = selection?.selected;
  const onSelectionChange = selection?.onChange;
  useEffect(() => {
    if (!selected || !onSelectionChange) return;
    if ([...selected].some((key) => !shownKeys.has(key))) {
      onSelectionChange(new Set([...selected].filter((key) => shownKeys.has(key))));
    }
  }, [selected, onSelectionChange, shownKeys]);
  const selectedShown = selected ? shown.filter((row) => selected.has(rowKey(row))).length : 0;

  const toggleRow = (key: RowKey, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };

  const pages = Math.max(1, Math.ceil(shown.length / rowsPerPage));
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * rowsPerPage, current * rowsPerPage);

  const sortBy = (key: string) => {
    setSort((previous) =>
      previous?.key === key ? { key, descending: !previous.descending } : { key },
    );
    setPage(1);
  };

  return (
    <div>
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <TextInput
          label={t("ADMIN-SEARCH")}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
          maw="100%"
        />
        {toolbar}
      </Group>
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
        {shownOf(t, locale, "ADMIN-ROW-COUNT", pageRows.length, shown.length)}
      </Text>
      {selection && selectedShown > 0 && selection.actions}
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={selection.allLabel(shown.length)}
                    checked={shown.length > 0 && selectedShown === shown.length}
                    indeterminate={selectedShown > 0 && selectedShown < shown.length}
                    disabled={shown.length === 0}
                    onChange={(event) =>
                      selection.onChange(
                        event.currentTarget.checked ? new Set(shownKeys) : new Set(),
                      )
                    }
                  />
                </Table.Th>
              )}
              {columns.map((column) => {
                const sorted = sort?.key === column.key;
                const ariaSort = sorted ? (sort?.descending ? "descending" : "ascending") : "none";
                return (
                  <Table.Th key={column.key} aria-sort={column.sortValue ? ariaSort : undefined}>
                    {column.sortValue ? (
                      <UnstyledButton className={classes.sort} onClick={() => sortBy(column.key)}>
                        {column.label}
                        <span aria-hidden="true">
                          {sorted ? (sort?.descending ? " ▼" : " ▲") : " ↕"}
                        </span>
                      </UnstyledButton>
                    ) : (
                      column.label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={selection.rowLabel(row)}
                      checked={selection.selected.has(rowKey(row))}
                      onChange={(event) => toggleRow(rowKey(row), event.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.key}>
                    {column.render ? column.render(row) : String(column.sortValue?.(row) ?? "")}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && (
        <Text my="md" c="dimmed">
          {t("ADMIN-NOTHING-FOUND")}
        </Text>
      )}
      {pages > 1 && (
        <Pagination
          mt="md"
          total={pages}
          value={current}
          onChange={setPage}
          getItemProps={(number) => ({ "aria-label": t("ADMIN-PAGE-NUMBER", { page: number }) })}
          getControlProps={(control) => ({
            "aria-label": t(`ADMIN-PAGE-${control.toUpperCase()}`),
          })}
        />
      )}
    </div>
  );
}
