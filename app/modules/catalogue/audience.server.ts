// Who reads a public API call, and so what it may answer: visitors get what the site shows them
// (active categories and their products, published articles, and those texts); signed-in
// administrators get everything, as the back office needs it. Answers cached per catalogue
// version keep one answer per audience, each built the first time someone of it asks.
import type { Caller } from "../../http/access.server.ts";
import type { Category } from "./catalogue-model.ts";
import type { CatalogueReadModel } from "./catalogue-read-model.server.ts";

export type Audience = "visitors" | "admins";

export function audienceOf(caller: Caller | undefined): Audience {
  return caller?.user?.isAdmin ? "admins" : "visitors";
}

/** Which categories an audience sees. */
export function categoriesShownTo(
  model: CatalogueReadModel,
  audience: Audience,
): (category: Category) => boolean {
  return audience === "admins" ? () => true : (category) => model.shownToVisitors(category);
}

/** One answer per audience, each built on first use and kept. */
export class AudienceAnswers<T> {
  private readonly build: (audience: Audience) => T;
  private readonly answers = new Map<Audience, T>();

  constructor(build: (audience: Audience) => T) {
    this.build = build;
  }

  for(audience: Audience): T {
    let answer = this.answers.get(audience);
    if (answer === undefined) {
      answer = this.build(audience);
      this.answers.set(audience, answer);
    }
    return answer;
  }

  /** The answers built so far, for the caches screen's count. */
  built(): T[] {
    return [...this.answers.values()];
  }
}
