// All SQL for articles and their pictures.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export async function listArticles(db: Kysely<Database>) {
  return db
    .selectFrom("article")
    .selectAll()
    .orderBy("publishedAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function listArticlePictures(db: Kysely<Database>) {
  return db.selectFrom("articleResource").selectAll().orderBy("sortOrder").execute();
}

type ArticleColumns = { sortOrder: number; archived: number; publishedAt: string };

export async function findArticle(db: Kysely<Database>, id: number) {
  return db.selectFrom("article").selectAll().where("id", "=", id).executeTakeFirst();
}

/** An article's pictures, in their order. */
export async function listPicturesOfArticle(db: Kysely<Database>, articleId: number) {
  return db
    .selectFrom("articleResource")
    .select("resourceId")
    .where("articleId", "=", articleId)
    .orderBy("sortOrder")
    .execute();
}

/** A new article; `id` given, the id it had before it was deleted (a restore from the trash). */
export async function insertArticle(trx: Kysely<Database>, values: ArticleColumns, id?: number) {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto("article")
    .values({ ...(id === undefined ? {} : { id }), ...values, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArticle(trx: Kysely<Database>, id: number, values: ArticleColumns) {
  await trx
    .updateTable("article")
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteArticle(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom("article").where("id", "=", id).execute();
}

export async function replaceArticlePictures(
  trx: Kysely<Database>,
  articleId: number,
  pictureIds: readonly number[],
) {
  await trx.deleteFrom("articleResource").where("articleId", "=", articleId).execute();
  const unique = [...new Set(pictureIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto("articleResource")
    .values(unique.map((resourceId, sortOrder) => ({ articleId, resourceId, sortOrder })))
    .execute();
}
