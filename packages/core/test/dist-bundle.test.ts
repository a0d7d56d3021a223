/**
 * What `npm run build` leaves in each package's dist (scripts/bundle-dist.mjs after tsc): one
 * JavaScript file per entry of `exports` (plus the chunks that entries of one package share), each
 * importing nothing of its own package but those chunks, every declaration tsc wrote beside them;
 * not minified: a stack trace names our functions at lines of the file a user opens.
 * Needs the build (`npm test` builds first). The time this saves is measured in bench/cold-import.ts.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = new URL("../../../", import.meta.url);

function files(dir: URL, under = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = new URL(name, dir);
    return statSync(path).isDirectory() ? files(new URL(`${name}/`, dir), `${under}${name}/`) : [`${under}${name}`];
  });
}

const importsOf = (text: string) => [...text.matchAll(/(?:from|import)\s*"([^"]+)"/g)].map((m) => m[1]);

for (const dir of ["core", "ai", "mcp"]) {
  const pkg = new URL(`packages/${dir}/`, ROOT);
  const manifest = JSON.parse(readFileSync(new URL("package.json", pkg), "utf8"));
  const entries = Object.values(manifest.exports as Record<string, { default: string; types: string }>);

  test(`${manifest.name}: dist holds one JavaScript file per entry, and shared chunks`, () => {
    const dist = files(new URL("dist/", pkg));
    const js = dist.filter((f) => f.endsWith(".js"));
    // the entries, and the commands a package ships (`bin`)
    const bins = Object.values((manifest.bin ?? {}) as Record<string, string>);
    const entryFiles = [...entries.map((e) => e.default), ...bins].map((file) => file.replace("./dist/", ""));
    for (const file of entryFiles) assert.ok(js.includes(file), `${file} is not built`);
    const others = js.filter((f) => !entryFiles.includes(f));
    assert.deepEqual(others.filter((f) => !f.startsWith("chunks/")), [], "JavaScript modules beside the entries");
    if (entries.length === 1) assert.deepEqual(others, [], "a package of one entry needs no chunk");
    for (const entry of entries) assert.ok(existsSync(new URL(entry.types, pkg)), `${entry.types} is missing`);
    // each file imports, of its own package, only chunks that exist
    for (const file of js) {
      const text = readFileSync(new URL(`dist/${file}`, pkg), "utf8");
      for (const specifier of importsOf(text).filter((s) => s.startsWith("."))) {
        assert.match(new URL(specifier, new URL(`dist/${file}`, pkg)).pathname, /\/dist\/chunks\/[^/]+\.js$/, `${file} imports ${specifier}`);
        assert.ok(existsSync(new URL(specifier, new URL(`dist/${file}`, pkg))), `${file} imports ${specifier}, which is not there`);
      }
    }
  });

  test(`${manifest.name}: no dist file links a source map it does not ship with its sources`, () => {
    for (const file of files(new URL("dist/", pkg)).filter((f) => f.endsWith(".js"))) {
      const link = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(new URL(`dist/${file}`, pkg), "utf8"))?.[1];
      if (link === undefined) continue;
      const map = JSON.parse(readFileSync(new URL(link, new URL(`dist/${file}`, pkg)), "utf8")) as { sources: string[]; sourcesContent?: string[] };
      map.sources.forEach((source, i) => assert.equal(typeof map.sourcesContent?.[i], "string", `${file}'s map does not hold ${source}`));
    }
  });
}

test("the core's main entry is one file: it imports nothing", () => {
  const text = readFileSync(new URL("packages/core/dist/index.js", ROOT), "utf8");
  assert.deepEqual(importsOf(text), []);
});

test("the core's /arguments entry is one file that reaches the core through its main entry alone (one copy of validate)", () => {
  const text = readFileSync(new URL("packages/core/dist/arguments/index.js", ROOT), "utf8");
  assert.deepEqual([...new Set(importsOf(text))], ["@adcodicem/value-objects"]);
});

test("the MCP package's entries load the core's argument layer, and nothing of the ai package", () => {
  const dist = new URL("packages/mcp/dist/", ROOT);
  const loaded = files(dist).filter((f) => f.endsWith(".js")).flatMap((f) => importsOf(readFileSync(new URL(f, dist), "utf8")));
  assert.ok(loaded.includes("@adcodicem/value-objects/arguments"));
  assert.deepEqual(loaded.filter((s) => s.startsWith("@adcodicem/value-objects-ai")), [], "an MCP dist file imports the ai package");
});

test("a stack trace through the built core names the core's functions, at lines of the file as built", () => {
  const program = `import * as vo from "@adcodicem/value-objects";
try { vo.string("T", { minLength: -1 }); } catch (e) { console.log(e.stack); }`;
  const stack = () => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", program], { cwd: fileURLToPath(ROOT), encoding: "utf8" });
    assert.equal(run.status, 0, run.stderr);
    return run.stdout;
  };
  const plain = stack();
  assert.match(plain, /ValueObjectDefinitionError: Value object T, rule minLength/);
  const line = Number(/at assertLength \(file:[^)]*packages\/core\/dist\/index\.js:(\d+):\d+\)/.exec(plain)?.[1]);
  assert.match(plain, /at assertTextRules \(/);
  // the line a user opens holds the function the trace names (a minified file is one line)
  const built = readFileSync(new URL("packages/core/dist/index.js", ROOT), "utf8").split("\n");
  assert.ok(line > 1 && built.slice(Math.max(0, line - 15), line).some((text) => /(?:function assertLength\(|\bassertLength = )/.test(text)), `assertLength at line ${line}`);
});

test("the core's built entry checks as its source does", async () => {
  const vo = (await import(pathToFileURL(new URL("packages/core/dist/index.js", ROOT).pathname).href)) as typeof import("@adcodicem/value-objects");
  const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
  assert.deepEqual(Quantity.tryCreate(3), { ok: true, value: 3 });
  const refused = Quantity.tryCreate(500);
  assert.equal(refused.ok, false);
  assert.equal(!refused.ok && refused.error.code, vo.OUT_OF_RANGE);
  assert.equal(vo.toJsonSchema(Quantity).maximum, 100);
});
