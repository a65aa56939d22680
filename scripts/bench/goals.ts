// The page speed goals of `npm run bench`: each figure as measured in the run beside its goal,
// printed again together at the end.
type Goal = { figure: string; measured: string; goal: string };
const goals: Goal[] = [];

export function measuredAgainst(goal: Goal) {
  goals.push(goal);
}

/** A resident memory figure per answering process: one process, or each worker. */
export const perWorker = (megabytes: number[]) => megabytes.map((mb) => `${mb} MB`).join(", ");

export function printGoals() {
  console.log("\nThe page speed goals, as measured in this run:");
  console.table(goals);
}
