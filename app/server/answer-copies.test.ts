import { describe, expect, it } from "vitest";
import { AnswerCopies, CopyBudget } from "./answer-copies.server.ts";

const page = Buffer.from("<p>EPDM-rubberplaat 3 mm</p>".repeat(100));

describe("the copies a stored page's answers are written in", () => {
  it("starts each answer from a copy of the page, never from the page itself", () => {
    const copies = new AnswerCopies(page, new CopyBudget(1024 * 1024));
    const copy = copies.take();
    expect(copy.equals(page)).toBe(true);
    copy.write("NBR!", 3);
    expect(page.subarray(3, 7).toString()).toBe("EPDM");
  });

  it("hands a copy given back to the next answer, and makes a new one while all are out", () => {
    const copies = new AnswerCopies(page, new CopyBudget(1024 * 1024));
    const first = copies.take();
    const second = copies.take();
    expect(second).not.toBe(first);
    copies.giveBack(first);
    expect(copies.take()).toBe(first);
  });

  it("keeps no more bytes than its store's budget, across the store's pages", () => {
    const budget = new CopyBudget(page.length * 3);
    const one = new AnswerCopies(page, budget);
    const other = new AnswerCopies(page, budget);
    const answers = [one.take(), one.take(), other.take(), other.take()];
    one.giveBack(answers[0] as Buffer);
    one.giveBack(answers[1] as Buffer);
    other.giveBack(answers[2] as Buffer);
    other.giveBack(answers[3] as Buffer);
    expect(one.kept + other.kept).toBe(3);
    expect(budget.keptBytes).toBe(page.length * 3);
  });

  it("gives its bytes back to the budget when its page leaves the store, and keeps nothing after", () => {
    const budget = new CopyBudget(page.length * 4);
    const copies = new AnswerCopies(page, budget);
    const [kept, stillBeingWritten] = [copies.take(), copies.take()];
    copies.giveBack(kept);
    copies.drop();
    expect(budget.keptBytes).toBe(0);
    copies.giveBack(stillBeingWritten);
    expect(copies.kept).toBe(0);
    expect(budget.keptBytes).toBe(0);
  });
});
