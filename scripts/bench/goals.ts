// The page speed goals of `npm run bench`: each figure as measured in the run beside its goal,
// printed again together at the end.
type Goal = { figure: string; measured: string; goal: string };
const goals: Goal[] = [];

export function measuredAgainst(goal: Goal) {
  goals.push(goal);
}

/** One figure as a share of another, rounded: "53 %". */
export const shareOf = (part: number, whole: number) => `${Math.round((100 * part) / whole)} %`;

/** A resident memory figure per answering process: one process, or each worker. */
export const perWorker = (megabytes: number[]) => megabytes.map((mb) => `${mb} MB`).join(", ");

export function printGoals() {
  console.log("\nThe page speed goals, as measured in this run:");
  console.table(goals);
}
