// A large synthetic catalogue for benchmarks: N extra products spread over the demo shop's
// leaf categories, each with a title in three languages and a value for every attribute its
// category configures. Deterministic (same N, same products) and written in batches.
import type { Logger } from "pino";
import type { Db } from "../../app/db/database.server.ts";
import { bumpStamp } from "../../app/modules/caches/stamps.server.ts";
import { contentKeys } from "../../app/modules/catalogue/content-keys.ts";
import { locales } from "../../app/modules/i18n/locales.ts";

const batchSize = 400;

/** A small seeded generator: the same catalogue on every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await write(rows.slice(start, start + batchSize));
  }
}

export async function addSyntheticProducts(db: Db, log: Logger, count: number) {
  const started = performance.now();
  const random = randomFrom(count);
  const categories = await db
    .selectFrom("category")
    .select(["id"])
    .where("parentId", "is not", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("category as child")
            .select("child.id")
            .whereRef("child.parentId", "=", "category.id"),
        ),
      ),
    )
    .execute();
  if (categories.length === 0)
    throw new Error("No leaf category to hold the products: load the demo shop first");
  const configs = await db.selectFrom("categoryAttributeType").selectAll().execute();
  const types = new Map(
    (await db.selectFrom("attributeType").selectAll().execute()).map((type) => [type.id, type]),
  );
  const values = await db.selectFrom("attributeTypeValue").selectAll().execute();
  const titles = await db
    .selectFrom("translation")
    .innerJoin("translationKey", "translationKey.id", "translation.translationKeyId")
    .select(["translationKey.keyCode", "translation.langCode", "translation.tText"])
    .where("translationKey.keyCode", "like", "CAT-%-TITLE")
    .execute();
  const titleOf = new Map(titles.map((row) => [`${row.keyCode}|${row.langCode}`, row.tText]));
  const existing = await db
    .selectFrom("product")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const offset = Number(existing.n);

  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const planned = Array.from({ length: count }, (_, index) => {
      const category = categories[Math.floor(random() * categories.length)] ?? categories[0];
      return {
        bk: `SYN-${String(offset + index + 1).padStart(6, "0")}`,
        categoryId: category?.id ?? 0,
      };
    });
    await inBatches(planned, (batch) =>
      trx
        .insertInto("product")
        .values(batch.map(({ bk }) => ({ bk, createdAt: now, updatedAt: now })))
        .execute(),
    );
    const ids = new Map(
      (
        await trx.selectFrom("product").select(["id", "bk"]).where("bk", "like", "SYN-%").execute()
      ).map((row) => [row.bk, row.id]),
    );
    const links = planned.map(({ bk, categoryId }) => ({
      productId: ids.get(bk) ?? 0,
      categoryId,
      sortOrder: 0,
    }));
    await inBatches(links, (batch) => trx.insertInto("productCategory").values(batch).execute());

    const lines = planned.flatMap(({ bk, categoryId }) =>
      configs
        .filter((config) => config.categoryId === categoryId)
        .flatMap((config) => {
          const type = types.get(config.attributeTypeId);
          if (!type) return [];
          const listed = values.filter((value) => value.attributeTypeId === type.id);
          const min = type.minValue ?? 0;
          const max = type.maxValue ?? 100;
          const attributeValue =
            listed.length > 0
              ? (listed[Math.floor(random() * listed.length)]?.value ?? "")
              : type.attributeGroup === "general" && type.attributeCode.startsWith("General_")
                ? bk
                : String(Math.round(min + random() * (max - min)));
          return [
            {
              productId: ids.get(bk) ?? 0,
              attributeTypeId: type.id,
              index: 1,
              sortOrder: config.sortOrder,
              attributeValue,
              minValue: null,
              maxValue: null,
            },
          ];
        }),
    );
    await inBatches(lines, (batch) => trx.insertInto("productAttribute").values(batch).execute());

    const keys = planned.map(({ bk }) => ({
      keyCode: contentKeys.productTitle(bk),
      isRichText: 0,
    }));
    await inBatches(keys, (batch) => trx.insertInto("translationKey").values(batch).execute());
    const keyIds = new Map(
      (
        await trx
          .selectFrom("translationKey")
          .select(["id", "keyCode"])
          .where("keyCode", "like", "PRODUCT-SYN-%")
          .execute()
      ).map((row) => [row.keyCode, row.id]),
    );
    const texts = planned.flatMap(({ bk, categoryId }) =>
      locales.map((langCode) => ({
        translationKeyId: keyIds.get(contentKeys.productTitle(bk)) ?? 0,
        langCode,
        tText: `${titleOf.get(`${contentKeys.categoryTitle(categoryId)}|${langCode}`) ?? "Product"} ${bk.slice(4)}`,
      })),
    );
    await inBatches(texts, (batch) => trx.insertInto("translation").values(batch).execute());
    await bumpStamp(trx, "products");
    await bumpStamp(trx, "catalogue-texts");
  });
  log.info(
    { products: count, ms: Math.round(performance.now() - started) },
    "Synthetic products added",
  );
}
