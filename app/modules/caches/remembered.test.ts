import { describe, expect, it } from "vitest";
import { Remembered } from "./remembered.ts";

describe("answers remembered up to a number of them", () => {
  it("works an answer out once, even an answer of undefined", () => {
    const remembered = new Remembered<string, number | undefined>(10);
    const asked: string[] = [];
    const workOut = (key: string) => {
      asked.push(key);
      return key === "none" ? undefined : key.length;
    };
    expect(remembered.answer("joints", workOut)).toBe(6);
    expect(remembered.answer("joints", workOut)).toBe(6);
    expect(remembered.answer("none", workOut)).toBeUndefined();
    expect(remembered.answer("none", workOut)).toBeUndefined();
    expect(asked).toEqual(["joints", "none"]);
  });

  it("starts again once full, and answers the same", () => {
    const remembered = new Remembered<number, number>(3);
    let workedOut = 0;
    const square = (n: number) => {
      workedOut += 1;
      return n * n;
    };
    for (const n of [1, 2, 3]) remembered.answer(n, square);
    expect(remembered.answer(1, square)).toBe(1);
    expect(workedOut).toBe(3);
    // A fourth empties the memory: the first is worked out again.
    expect(remembered.answer(4, square)).toBe(16);
    expect(remembered.answer(1, square)).toBe(1);
    expect(workedOut).toBe(5);
  });
});
