// The built packages as a user's program loads them: plain Node, the packages' names resolved
// through node_modules to their dist (the tests elsewhere read the sources through tsconfig
// paths, and could not see this). Each package's dist holds its own sources only: a copy of the
// core inside the ai or mcp dist has its own FAILED symbol, and every refusal of a schema the
// user built with the core reads as a value there (red-team finding, critical).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { test } from "node:test";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

test("each package's dist bundles its own sources only: no other package's module inside", () => {
  for (const [pkg, others] of [["core", ["ai", "mcp"]], ["ai", ["core", "mcp"]], ["mcp", ["core", "ai"]]] as const) {
    const js = filesUnder(join(ROOT, "packages", pkg, "dist")).filter((f) => f.endsWith(".js"));
    assert.ok(js.length > 0, `${pkg}: no dist (built by npm test before the tests)`);
    for (const file of js) {
      const text = readFileSync(file, "utf8");
      for (const other of others) assert.ok(!text.includes(`../${other}/src/`), `${file.slice(ROOT.length)} holds a module of packages/${other}/src`);
    }
  }
});

test("the MCP package depends on the core alone: its manifest names no ai package, no source or dist file imports one", () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, "packages/mcp/package.json"), "utf8")) as Record<string, Record<string, string> | undefined>;
  const named = ["dependencies", "peerDependencies", "peerDependenciesMeta", "optionalDependencies"].flatMap((field) => Object.keys(manifest[field] ?? {}));
  assert.ok(named.includes("@adcodicem/value-objects"));
  assert.deepEqual(named.filter((name) => name.startsWith("@adcodicem/value-objects-ai")), []);
  const files = [...filesUnder(join(ROOT, "packages/mcp/src")), ...filesUnder(join(ROOT, "packages/mcp/dist"))].filter((f) => /\.(?:ts|js)$/.test(f));
  assert.ok(files.some((f) => f.endsWith(".js")) && files.some((f) => f.endsWith(".ts")), "sources and dist both read");
  const importing = files.filter((f) => /(?:from|import)\s*\(?\s*["']@adcodicem\/value-objects-ai(?:\/[^"']*)?["']/.test(readFileSync(f, "utf8")));
  assert.deepEqual(importing.map((f) => f.slice(ROOT.length)), []);
});

test("zod is a peer of the 1.x face only: optional, and the /v2 entry's dist (with the chunks it loads) imports none of it", () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, "packages/mcp/package.json"), "utf8")) as { peerDependencies: Record<string, string>; peerDependenciesMeta: Record<string, { optional?: boolean }> };
  assert.ok(manifest.peerDependencies.zod !== undefined);
  assert.equal(manifest.peerDependenciesMeta.zod?.optional, true);
  const dist = join(ROOT, "packages/mcp/dist");
  const importsOf = (file: string) => [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => m[1]);
  const loaded = new Set<string>();
  const walk = (file: string): void => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const specifier of importsOf(file)) if (specifier.startsWith(".")) walk(join(file, "..", specifier));
  };
  walk(join(dist, "v2/index.js"));
  const bare = [...loaded].flatMap((file) => importsOf(file).filter((s) => !s.startsWith(".")));
  assert.ok(bare.includes("@modelcontextprotocol/server"), "the walk read the v2 entry");
  assert.deepEqual(bare.filter((s) => s === "zod" || s.startsWith("zod/")), []);
  // the 1.x entry is where zod is read (the SDK's schemas, through zod/v4)
  assert.ok(importsOf(join(dist, "index.js")).some((s) => s === "zod/v4"));
});

const PROGRAM = `
import * as vo from "@adcodicem/value-objects";
import { checkArguments } from "@adcodicem/value-objects/arguments";
import { readAnswer, answerShape } from "@adcodicem/value-objects-ai";
import { defineValueObjectTool } from "@adcodicem/value-objects-mcp";
const Qty = vo.integer("Qty", { minimum: 1, maximum: 9 });
const tool = defineValueObjectTool("count", { description: "Counts.", parameters: vo.object({ q: Qty }) }, ({ q }) => ({ content: [{ type: "text", text: String(q) }] }));
const called = await tool.call({ q: "x" }, {}, () => Promise.resolve());
console.log(JSON.stringify({
  arguments: checkArguments(vo.object({ q: Qty }), { q: "x" }),
  nested: checkArguments(vo.object({ list: vo.array(Qty) }), { list: [1, 50] }).ok,
  answer: readAnswer(answerShape(Qty), { text: '{"data":"x"}', finishReason: "stop" }).ok,
  accepted: checkArguments(vo.object({ q: Qty }), { q: 3 }),
  mcp: { isError: called.isError === true, code: called.structuredContent?.code },
}));
`;

test("the built packages, loaded by plain Node, refuse what the rules refuse for schemas the user built with the core", () => {
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", PROGRAM], { cwd: ROOT, encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  const out = JSON.parse(run.stdout);
  assert.equal(out.arguments.ok, false);
  assert.equal(out.arguments.refusal.code, "value_object.not_parsable");
  assert.equal(out.nested, false);
  assert.equal(out.answer, false);
  assert.deepEqual(out.accepted, { ok: true, value: { q: 3 } });
  assert.deepEqual(out.mcp, { isError: true, code: "value_object.not_parsable" });
});

test("two copies of the core in one program (a user's newer core beside the one the ai and mcp packages installed): refusals still refuse", () => {
  // npm nests a second copy under a package whose pinned core differs from the user's: the user's
  // schemas then come from one copy and are read by the other (red-team finding)
  const dir = mkdtempSync(join(tmpdir(), "second-core-"));
  try {
    cpSync(join(ROOT, "packages/core/dist"), join(dir, "dist"), { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    const program = PROGRAM.replace('import * as vo from "@adcodicem/value-objects";', `import * as vo from ${JSON.stringify(pathToFileURL(join(dir, "dist/index.js")).href)};`);
    assert.notEqual(program, PROGRAM);
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", program], { cwd: ROOT, encoding: "utf8" });
    assert.equal(run.status, 0, run.stderr);
    const out = JSON.parse(run.stdout);
    assert.equal(out.arguments.ok, false);
    assert.equal(out.nested, false);
    assert.equal(out.answer, false);
    assert.deepEqual(out.accepted, { ok: true, value: { q: 3 } });
    assert.deepEqual(out.mcp, { isError: true, code: "value_object.not_parsable" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
