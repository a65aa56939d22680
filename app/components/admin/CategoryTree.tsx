// The administrators' category tree: nested lists (so a screen reader hears the levels), each
// category folding its subcategories behind a button, and a search (by business key and by title
// in any of the three languages) that keeps the ancestors of what it finds so every match is
// seen in its place.
import { ActionIcon, Anchor, Badge, Button, Group, Text, TextInput } from "@mantine/core";
import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import { normalizeForSearch, searchWords } from "../../modules/catalogue/search-text.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import { counted } from "./owner-formats.ts";

export type AdminCategoryNode = {
  id: number;
  parentId: number | null;
  bk: string;
  title: string;
  /** Its titles' words in the other languages, for the search. */
  otherTitles: string;
  sortOrder: number;
  active: boolean;
  shownInTree: boolean;
  productCount: number;
};

function childrenByParent(categories: readonly AdminCategoryNode[]) {
  const byParent = new Map<number | null, AdminCategoryNode[]>();
  for (const category of categories) {
    const list = byParent.get(category.parentId) ?? [];
    list.push(category);
    byParent.set(category.parentId, list);
  }
  for (const list of byParent.values()) {
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.title.localeCompare(b.title));
  }
  return byParent;
}

/** The ids a search shows: the matches and their ancestors; undefined when not searching. */
export function visibleForSearch(
  categories: readonly AdminCategoryNode[],
  query: string,
): Set<number> | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  const byId = new Map(categories.map((category) => [category.id, category]));
  const shown = new Set<number>();
  for (const category of categories) {
    const text = normalizeForSearch(`${category.title} ${category.bk} ${category.otherTitles}`);
    if (!words.every((word) => text.includes(word))) continue;
    let current: AdminCategoryNode | undefined = category;
    while (current && !shown.has(current.id)) {
      shown.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  return shown;
}

export function CategoryTree({
  categories,
  locale,
}: {
  categories: readonly AdminCategoryNode[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const byParent = useMemo(() => childrenByParent(categories), [categories]);
  // The top of the tree starts open: the root alone says little.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set((byParent.get(null) ?? []).map((root) => root.id)),
  );
  const visible = useMemo(
    () => visibleForSearch(categories, deferredQuery),
    [categories, deferredQuery],
  );

  const toggle = (id: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderLevel = (parentId: number | null, level: number) => {
    const children = (byParent.get(parentId) ?? []).filter(
      (category) => !visible || visible.has(category.id),
    );
    if (children.length === 0) return null;
    return (
      <ul
        style={{ listStyle: "none", margin: 0, paddingInlineStart: level === 0 ? 0 : 24 }}
        aria-label={level === 0 ? t("ADMIN-CATEGORY-TREE") : undefined}
      >
        {children.map((category) => {
          const hasChildren = (byParent.get(category.id)?.length ?? 0) > 0;
          const open = visible !== undefined || expanded.has(category.id);
          return (
            <li key={category.id}>
              <Group gap="xs" py={4} wrap="wrap">
                {hasChildren ? (
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-expanded={open}
                    disabled={visible !== undefined}
                    aria-label={t(open ? "ADMIN-CATEGORY-COLLAPSE" : "ADMIN-CATEGORY-EXPAND", {
                      name: category.title,
                    })}
                    onClick={() => toggle(category.id)}
                  >
                    <span aria-hidden="true">{open ? "▾" : "▸"}</span>
                  </ActionIcon>
                ) : (
                  <span style={{ display: "inline-block", width: 22 }} />
                )}
                <Text fw={500}>{category.title}</Text>
                <Text size="sm" c="dimmed">
                  {category.bk}
                </Text>
                {!category.active && (
                  <Badge color="gray.8" variant="outline">
                    {t("ADMIN-CATEGORY-INACTIVE")}
                  </Badge>
                )}
                {!category.shownInTree && (
                  <Badge color="indigo.9" variant="outline">
                    {t("ADMIN-CATEGORY-HIDDEN")}
                  </Badge>
                )}
                {category.productCount > 0 && (
                  <Text size="sm" c="dimmed">
                    {counted(t, locale, "ADMIN-CATEGORY-PRODUCT-COUNT", category.productCount)}
                  </Text>
                )}
                <Anchor
                  component={Link}
                  to={adminPath("admin-categories-edit-id", locale, { id: String(category.id) })}
                  size="sm"
                  aria-label={t("ADMIN-CATEGORY-EDIT-LINK", { name: category.title })}
                >
                  {t("ADMIN-EDIT")}
                </Anchor>
              </Group>
              {hasChildren && open && renderLevel(category.id, level + 1)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div>
      <Group align="flex-end" mb="md" wrap="wrap">
        <TextInput
          label={t("ADMIN-CATEGORY-SEARCH")}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={360}
          maw="100%"
        />
        <Button
          variant="default"
          disabled={visible !== undefined}
          onClick={() => setExpanded(new Set(categories.map((category) => category.id)))}
        >
          {t("ADMIN-CATEGORY-EXPAND-ALL")}
        </Button>
        <Button
          variant="default"
          disabled={visible !== undefined}
          onClick={() => setExpanded(new Set())}
        >
          {t("ADMIN-CATEGORY-COLLAPSE-ALL")}
        </Button>
      </Group>
      {renderLevel(null, 0) ?? (
        <Text my="md" c="dimmed">
          {t("ADMIN-NOTHING-FOUND")}
        </Text>
      )}
    </div>
  );
}
