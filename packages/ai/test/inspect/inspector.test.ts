// The inspector (`value-objects inspect <module>`) on a module it has never seen, holding every
// kind of tool it finds, on the examples' modules, and on a module whose tool loses a rule.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { type CommandIo, runCommand } from "../../src/inspect/command.js";
import type { InspectionReport } from "../../src/inspect/report.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..", "..");
const EVERY_KIND = relative(root, join(here, "fixtures", "every-kind.ts"));
const LOSES = relative(root, join(here, "fixtures", "loses-a-rule.ts"));
const SENDS_DIFFERENTLY = relative(root, join(here, "fixtures", "sends-differently.ts"));
const CLI = join(here, "..", "..", "src", "inspect", "cli.ts");

async function run(args: readonly string[], tty = false): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CommandIo = { cwd: root, out: (t) => (out += t), err: (t) => (err += t), tty };
  const code = await runCommand(args, io);
  return { code, out, err };
}

// The command as a user runs it: its own process (tsx loads the TypeScript module)
function spawn(args: readonly string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", CLI, ...args], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
}

test("every kind of tool a module exports is found, named and sorted by export, and nothing else", async () => {
  const { code, out } = await run(["inspect", EVERY_KIND, "--json"]);
  assert.equal(code, 0);
  const report = JSON.parse(out) as InspectionReport;
  assert.equal(report.module, EVERY_KIND);
  assert.deepEqual(
    report.tools.map((t) => `${t.export} ${t.name} ${t.kind} ${t.purpose}`),
    [
      "Booking Booking schema tool",
      "Receipt Receipt schema tool",
      // a record's members in the record's own order
      "answers.openai receipt openai response-format",
      "answers.anthropic anthropic anthropic response-format",
      "bookWithAgents book_agents openai-agents tool",
      "bookWithAiSdk bookWithAiSdk ai-sdk tool",
      "bookWithAnthropic book_anthropic anthropic tool",
      "bookWithLangchain book_langchain langchain tool",
      "bookWithMastra book_mastra mastra tool",
      "bookWithOpenai book_openai openai tool",
      "bookWithPlainTool bookWithPlainTool ai-sdk tool",
      "server#book_mcp book_mcp mcp tool",
    ],
  );
  assert.equal(report.lost, 0);
  assert.equal(report.differences, 0);
  for (const tool of report.tools) assert.deepEqual(Object.keys(tool.dialects), ["openai", "openai-strict", "anthropic", "gemini", "ollama"]);
  const byExport = new Map(report.tools.map((t) => [t.export, t]));
  // the declared rules, the same list in every dialect and for every maker of the same parameters
  const rulesOf = (exported: string, dialect: "openai-strict" | "gemini") => byExport.get(exported)!.dialects[dialect]!.rules.map((r) => `${r.pointer} ${r.rule} ${r.where}`);
  assert.deepEqual(rulesOf("bookWithMastra", "gemini"), rulesOf("Booking", "gemini"));
  assert.deepEqual(rulesOf("server#book_mcp", "openai-strict"), rulesOf("bookWithOpenai", "openai-strict"));
  assert.ok(rulesOf("Booking", "openai-strict").includes("/properties/nights maximum keyword"));
  assert.ok(rulesOf("Booking", "openai-strict").includes("/properties/room minLength sentence"));
  // the date bound is a sentence of the declared description: kept with it
  assert.ok(rulesOf("Booking", "gemini").includes("/properties/arrival description sentence"));
  // an adapter's tool: its own schema under the dialect it was made for, what its own SDK really sends beside it
  const openaiMade = byExport.get("bookWithOpenai")!.dialects["openai-strict"]!;
  assert.equal(openaiMade.own, true);
  assert.equal(openaiMade.wire?.package, "openai");
  assert.equal(openaiMade.wire?.strict, true);
  assert.equal(byExport.get("bookWithAnthropic")!.dialects.anthropic!.wire?.package, "@anthropic-ai/sdk");
  // the same tool under another dialect: lowered again, sent through that provider's AI SDK package
  assert.equal(byExport.get("bookWithAnthropic")!.dialects.gemini!.wire?.package, "@ai-sdk/google");
  // an answer format is not sent as a tool: nothing captured
  assert.equal(byExport.get("answers.openai")!.dialects["openai-strict"]!.wire, undefined);
  // a tool of value objects the AI SDK sends: captured through each provider package, the same as the dialect wrote
  const aiSdk = byExport.get("bookWithAiSdk")!.dialects;
  assert.deepEqual(
    Object.values(aiSdk).map((v) => v!.wire?.package),
    ["@ai-sdk/openai", "@ai-sdk/openai", "@ai-sdk/anthropic", "@ai-sdk/google", "ollama-ai-provider-v2"],
  );
  assert.equal(aiSdk["openai-strict"]!.wire?.strict, true);
  // the limits each schema uses, where the provider has them
  assert.deepEqual(aiSdk["openai-strict"]!.limits.find((l) => l.limit === "object properties"), { limit: "object properties", count: 4, max: 5000 });
  assert.deepEqual(aiSdk.anthropic!.limits.find((l) => l.limit === "optional parameters"), { limit: "optional parameters", count: 1, max: 24 });
  assert.deepEqual(aiSdk.gemini!.limits, []);
  assert.equal(aiSdk.gemini!.bytes, Buffer.byteLength(JSON.stringify(aiSdk.gemini!.schema)));
});

test("the JSON is the same document on two runs in two processes", () => {
  const first = spawn(["inspect", EVERY_KIND, "--json"]);
  const second = spawn(["inspect", EVERY_KIND, "--json"]);
  assert.equal(first.status, 0, first.stderr);
  assert.equal(second.status, 0, second.stderr);
  assert.ok(first.stdout.length > 1000);
  assert.equal(second.stdout, first.stdout);
});

test("a lost rule exits 1, named by its place and keyword, in the dialect that lost it only", () => {
  const json = spawn(["inspect", LOSES, "--json"]);
  assert.equal(json.status, 1, json.stderr);
  const report = JSON.parse(json.stdout) as InspectionReport;
  assert.equal(report.lost, 1);
  const lost = report.tools.flatMap((t) => Object.entries(t.dialects).flatMap(([d, v]) => v!.rules.filter((r) => r.where === "lost").map((r) => `${d} ${r.pointer} ${r.rule}`)));
  assert.deepEqual(lost, ["openai-strict /properties/quantity maximum"]);
  const text = spawn(["inspect", LOSES]);
  assert.equal(text.status, 1);
  assert.match(text.stdout, /quantity maximum +both +LOST +sentence/);
});

test("what a provider's own package sends other than the dialect wrote is flagged, beside the dialect's output", async () => {
  const { code, out } = await run(["inspect", SENDS_DIFFERENTLY, "--json", "--dialect", "openai-strict"]);
  // a difference is flagged; no rule is lost
  assert.equal(code, 0);
  const report = JSON.parse(out) as InspectionReport;
  assert.equal(report.differences, 1);
  const view = report.tools[0]!.dialects["openai-strict"]!;
  assert.equal(view.wire?.package, "openai");
  assert.equal(view.wire?.strict, false);
  assert.deepEqual(view.wire?.differences, ["strict: false (the tool was lowered for strict mode)"]);
  const text = await run(["inspect", SENDS_DIFFERENTLY, "--dialect", "openai-strict"]);
  assert.match(text.out, /^ {2}wire +DIFFERS$/m);
  assert.match(text.out, /^ {2}openai-strict via openai: strict: false \(the tool was lowered for strict mode\)$/m);
});

test("the examples' tools: every rule reaches every dialect", async () => {
  for (const [module, names] of [
    ["examples/ai-order-agent.ts", ["OrderConfirmation", "OrderParameters"]],
    ["examples/mcp-order-server.ts", ["PlaceOrder", "Quote"]],
  ] as const) {
    const { code, out } = await run(["inspect", module, "--json", "--no-wire"]);
    assert.equal(code, 0, module);
    const report = JSON.parse(out) as InspectionReport;
    assert.deepEqual(report.tools.map((t) => t.name), names);
    assert.equal(report.lost, 0);
    assert.ok(report.tools.every((t) => Object.values(t.dialects).every((v) => v!.rules.length > 0 && v!.wire === undefined)));
  }
});

test("the terminal table fits 100 columns, with colour only on a terminal", async () => {
  const plain = await run(["inspect", EVERY_KIND, "--dialect", "openai-strict", "--dialect", "anthropic", "--dialect", "gemini", "--dialect", "ollama", "--dialect", "openai"]);
  assert.equal(plain.code, 0);
  const lines = plain.out.split("\n");
  assert.ok(lines.length > 100);
  assert.deepEqual(lines.filter((l) => [...l].length > 100), []);
  assert.ok(!plain.out.includes("\u001b["));
  assert.match(plain.out, /^ {2}rule +openai-strict +anthropic +gemini +ollama +openai$/m);
  const coloured = await run(["inspect", EVERY_KIND, "--dialect", "gemini", "--no-wire"], true);
  assert.ok(coloured.out.includes("\u001b[32mkeyword"));
});

test("exports that throw when read are left out and named, never a crash, never their text", async () => {
  const module = relative(root, join(here, "fixtures", "hostile-exports.ts"));
  const { code, out, err } = await run(["inspect", module, "--json", "--no-wire"]);
  assert.equal(code, 0);
  assert.deepEqual((JSON.parse(out) as InspectionReport).tools.map((t) => t.name), ["Order"]);
  assert.deepEqual(err.trim().split("\n"), ["Export proxy could not be read (Error): left out.", "Export throwing could not be read (Error): left out."]);
  assert.ok(!err.includes("secret-value-42"));
});

test("--dialect narrows the report; a usage error or a module that cannot load exits 2 with a line saying why", async () => {
  const narrowed = JSON.parse((await run(["inspect", EVERY_KIND, "--json", "--dialect", "gemini", "--no-wire"])).out) as InspectionReport;
  assert.deepEqual(narrowed.dialects, ["gemini"]);
  assert.ok(narrowed.tools.every((t) => Object.keys(t.dialects).join() === "gemini"));
  const unknown = await run(["inspect", EVERY_KIND, "--dialect", "claude"]);
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /^Unknown dialect: claude\./);
  const missing = await run(["inspect", "no/such/module.ts"]);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /^Could not load no\/such\/module\.ts/);
  assert.equal((await run([])).code, 0);
});
