// Counts kept in memory and written in batches: a batch the database refused is written with the
// next one, added to what was counted meanwhile, and two writes never run at once.
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { CounterBatches } from "./counter-batches.server.ts";

const log = pino({ level: "silent" });

/** Batches of plain numbers added up, and what each write was handed. */
function numbers(write: (batch: ReadonlyMap<string, number>) => Promise<void>) {
  return new CounterBatches<number>({ merge: (a, b) => a + b, write, log, name: "test counts" });
}

describe("counter batches", () => {
  it("add the counts of a key and write them in one batch", async () => {
    const written: [string, number][][] = [];
    const batches = numbers(async (batch) => {
      written.push([...batch]);
    });
    batches.add("nbr", 1);
    batches.add("epdm", 1);
    batches.add("nbr", 2);
    await batches.write();
    await batches.write();
    expect(written).toEqual([
      [
        ["nbr", 3],
        ["epdm", 1],
      ],
    ]);
    expect(batches.waiting).toBe(0);
  });

  it("keep a refused batch and write it with what was counted meanwhile", async () => {
    const written: [string, number][][] = [];
    let refuse = true;
    const batches = numbers(async (batch) => {
      if (refuse) throw new Error("the database is away");
      written.push([...batch]);
    });
    batches.add("nbr", 2);
    await batches.write();
    expect(batches.waiting).toBe(1);
    batches.add("nbr", 1);
    batches.add("fkm", 1);
    refuse = false;
    await batches.write();
    expect(written).toEqual([
      [
        ["nbr", 3],
        ["fkm", 1],
      ],
    ]);
  });

  it("write one batch after the other, never two at once", async () => {
    let running = 0;
    let most = 0;
    const batches = numbers(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
    });
    batches.add("nbr", 1);
    const first = batches.write();
    batches.add("epdm", 1);
    await Promise.all([first, batches.write()]);
    expect(most).toBe(1);
    expect(batches.waiting).toBe(0);
  });
});
