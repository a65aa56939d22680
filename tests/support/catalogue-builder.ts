// A small catalogue built through the API for a test: attribute types with their listed values,
// categories with their attribute sets, products with their lines. Each call checks its answer,
// so a test fails at the step that went wrong rather than later on missing data.
import { expect } from "vitest";
import type { TestApi } from "./api-client.ts";

/**
 * An attribute type, and each listed value with its English label and its French one (the
 * English one followed by " (fr)" unless given; Dutch the English one).
 */
export async function addAttributeType(
  api: TestApi,
  body: Record<string, unknown>,
  values: [value: string, en: string, fr?: string][] = [],
): Promise<{ id: number }> {
  const token = api.adminToken;
  const created = await api.call("POST", "/api/attributes/create", { token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const type = created.body.attributeType as { id: number };
  for (const [value, en, fr = `${en} (fr)`] of values) {
    const added = await api.call("POST", "/api/attributes/value", {
      token,
      body: { attribute_type_id: type.id, value, translations: { en, fr, nl: en } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  return type;
}

/** A category under `parentId` with its English and French addresses and these attribute types. */
export async function addCategory(
  api: TestApi,
  parentId: number,
  bk: string,
  fr: string,
  typeIds: readonly number[],
): Promise<{ id: number }> {
  const { status, body } = await api.call("POST", "/api/categories/create", {
    token: api.adminToken,
    body: {
      parent_id: parentId,
      bk,
      urls: { en: bk, fr, nl: `${bk}-nl` },
      translations: { en: { title: bk } },
      AttributeTypeConfigs: typeIds.map((id) => ({ attribute_type_id: id })),
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.category as { id: number };
}

/** A product in one category, with an English title and one line per [type id, value]. */
export async function addProduct(
  api: TestApi,
  bk: string,
  categoryId: number,
  title: string,
  lines: readonly [typeId: number, value: string][],
): Promise<void> {
  const { status, body } = await api.call("POST", "/api/products", {
    token: api.adminToken,
    body: {
      bk,
      Categories: [{ id: categoryId }],
      titleTranslations: { en: title },
      Attributes: lines.map(([id, value]) => ({ attribute_type_id: id, attribute_value: value })),
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
}
