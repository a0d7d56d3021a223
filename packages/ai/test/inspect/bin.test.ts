// The command as the package ships it: the `bin` of packages/ai/package.json, built in dist/
// (run `npm run build` first), on the examples' module, TypeScript loaded through tsx.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const ai = fileURLToPath(new URL("../..", import.meta.url));
const root = join(ai, "..", "..");

test("the built value-objects command inspects a TypeScript module and captures what each provider package sends", () => {
  const bin = (JSON.parse(readFileSync(join(ai, "package.json"), "utf8")) as { bin: Record<string, string> }).bin["value-objects"]!;
  assert.match(readFileSync(join(ai, bin), "utf8"), /^#!\/usr\/bin\/env node\n/);
  const run = spawnSync(process.execPath, [join(ai, bin), "inspect", "examples/ai-order-agent.ts", "--json"], { cwd: root, encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  const report = JSON.parse(run.stdout) as { lost: number; tools: { name: string; dialects: Record<string, { wire?: { package: string; differences: string[] } }> }[] };
  assert.deepEqual(report.tools.map((t) => t.name), ["OrderConfirmation", "OrderParameters"]);
  assert.equal(report.lost, 0);
  assert.deepEqual(
    Object.values(report.tools[1]!.dialects).map((v) => `${v.wire?.package} ${v.wire?.differences.length}`),
    ["@ai-sdk/openai 0", "@ai-sdk/openai 0", "@ai-sdk/anthropic 0", "@ai-sdk/google 0", "ollama-ai-provider-v2 0"],
  );
});
