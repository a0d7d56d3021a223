/**
 * Self time per function in a `.cpuprofile` (V8's sampling profiler, `node --cpu-prof`), highest
 * first: where a hot loop's time goes. An inlined function's time is counted in its caller's.
 *
 * Run: `node --import tsx bench/diagnose/profile-summary.ts <file.cpuprofile> [top]`.
 */
import { readFileSync } from "node:fs";

interface Node {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}
const profile = JSON.parse(readFileSync(process.argv[2], "utf8")) as { nodes: Node[]; samples: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
for (const id of profile.samples) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const key = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + 1);
}
const total = profile.samples.length;
for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 12))) console.log(`${((100 * n) / total).toFixed(1).padStart(5)} %  ${key}`);
