import { describe, expect, it } from "vitest";
import { interfaceTextSets } from "../../../database/seed/interface-texts/index.ts";
import { placeholderProblem, placeholdersOf } from "./placeholders.ts";
import { translator } from "./translation.tsx";

describe("a text's placeholders", () => {
  it("are the names the page fills, each once, whatever the spacing inside the braces", () => {
    expect(placeholdersOf("{{ name }} x{{count}} ({{name}}) {{a.b-c}} {{7*7}} {single}")).toEqual([
      "a.b-c",
      "count",
      "name",
    ]);
    expect(translator({ K: "{{ name }} x{{count}}" })("K", { name: "O-ring", count: 2 })).toBe(
      "O-ring x2",
    );
  });

  it("must be the English text's, in any order", () => {
    expect(placeholderProblem("{{b}} puis {{a}}", "{{a}} then {{b}}")).toBeUndefined();
    expect(placeholderProblem("Ajouté ({{quantite}} pièces)", "Added ({{quantity}} pieces)")).toBe(
      "The placeholders must be those of the English text: {{quantity}} (this text has {{quantite}})",
    );
  });

  it("are the English text's in every text the seed gives, which editors save again", () => {
    const differing = Object.values(interfaceTextSets).flatMap((set) =>
      Object.entries(set).flatMap(([key, texts]) =>
        (["fr", "nl"] as const).flatMap((locale) => {
          const problem = placeholderProblem(texts[locale], texts.en);
          return problem ? [`${key} (${locale}): ${problem}`] : [];
        }),
      ),
    );
    expect(differing).toEqual([]);
  });
});
