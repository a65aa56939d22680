// Reads a CPU profile written by `node --cpu-prof` and prints where the time went: each
// function's own time (self) and the time under it (total), as shares of the profile.
// `node scripts/bench/cpu-profile.ts FILE.cpuprofile [N]` prints the top N (default 25).
import { readFileSync } from "node:fs";
import path from "node:path";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export function summarize(file: string, top = 25) {
  const profile: Profile = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${path.basename(url)}:${lineNumber + 1}` : "";
    return `${functionName || "(anonymous)"} ${where}`.trim();
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    all += micros;
    const node = byId.get(id);
    if (!node) return;
    self.set(name(node), (self.get(name(node)) ?? 0) + micros);
    // Each function once per sample, however deep its recursion.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const label = name(frame);
      if (seen.has(label)) continue;
      seen.add(label);
      total.set(label, (total.get(label) ?? 0) + micros);
    }
  });
  const share = (micros: number) => `${((100 * micros) / all).toFixed(1)} %`;
  const rows = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([label, micros]) => ({
      function: label,
      self: share(micros),
      total: share(total.get(label) ?? 0),
    }));
  return { seconds: all / 1e6, rows };
}

if (import.meta.main) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error("usage: node scripts/bench/cpu-profile.ts FILE.cpuprofile [N]");
    process.exit(1);
  }
  const { seconds, rows } = summarize(file, Number(top ?? 25));
  console.log(`${seconds.toFixed(1)} s of samples`);
  console.table(rows);
}
