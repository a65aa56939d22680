import { describe, expect, it } from "vitest";
import { locales, localeTags } from "../i18n/locales.ts";
import { openingLines, weekdayNames } from "./opening-hours.ts";

describe("the opening hours", () => {
  it("name the weekdays as Intl does in each language, capitalised", () => {
    for (const locale of locales) {
      const format = new Intl.DateTimeFormat(localeTags[locale], {
        weekday: "long",
        timeZone: "UTC",
      });
      // 2024-01-01 was a Monday.
      const intl = [1, 2, 3, 4, 5, 6, 7].map((day) => {
        const name = format.format(new Date(Date.UTC(2024, 0, day)));
        return name.charAt(0).toUpperCase() + name.slice(1);
      });
      expect(weekdayNames[locale]).toEqual(intl);
    }
  });

  it("list the open weekdays with their periods in the page's language", () => {
    expect(openingLines("fr")[0]).toEqual({ day: "Lundi", periods: ["8h30–12h30", "13h30–17h30"] });
    expect(openingLines("nl")[1]).toEqual({ day: "Dinsdag", periods: ["8.30 u–12.30 u"] });
    expect(openingLines("en").map((line) => line.day)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]);
  });
});
