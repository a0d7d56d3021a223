/**
 * What `npm run build` leaves in each package's dist (scripts/bundle-dist.mjs after tsc): one
 * JavaScript file per entry of `exports` (plus the chunks that entries of one package share), each
 * importing nothing of its own package but those chunks, every declaration tsc wrote beside them.
 * Needs the build (`npm test` builds first). The time this saves is measured in bench/cold-import.ts.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const ROOT = new URL("../../../", import.meta.url);

function files(dir: URL, under = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = new URL(name, dir);
    return statSync(path).isDirectory() ? files(new URL(`${name}/`, dir), `${under}${name}/`) : [`${under}${name}`];
  });
}

for (const dir of ["core", "ai", "mcp"]) {
  const pkg = new URL(`packages/${dir}/`, ROOT);
  const manifest = JSON.parse(readFileSync(new URL("package.json", pkg), "utf8"));
  const entries = Object.values(manifest.exports as Record<string, { default: string; types: string }>);

  test(`${manifest.name}: dist holds one JavaScript file per entry, and shared chunks`, () => {
    const dist = files(new URL("dist/", pkg));
    const js = dist.filter((f) => f.endsWith(".js"));
    const entryFiles = entries.map((e) => e.default.replace("./dist/", ""));
    for (const file of entryFiles) assert.ok(js.includes(file), `${file} is not built`);
    const others = js.filter((f) => !entryFiles.includes(f));
    assert.deepEqual(others.filter((f) => !f.startsWith("chunks/")), [], "JavaScript modules beside the entries");
    if (entries.length === 1) assert.deepEqual(others, [], "a package of one entry needs no chunk");
    for (const entry of entries) assert.ok(existsSync(new URL(entry.types, pkg)), `${entry.types} is missing`);
    // each file imports, of its own package, only chunks that exist
    for (const file of js) {
      const text = readFileSync(new URL(`dist/${file}`, pkg), "utf8");
      for (const [, specifier] of text.matchAll(/(?:from|import)\s*"(\.[^"]+)"/g)) {
        assert.match(new URL(specifier, new URL(`dist/${file}`, pkg)).pathname, /\/dist\/chunks\/[^/]+\.js$/, `${file} imports ${specifier}`);
        assert.ok(existsSync(new URL(specifier, new URL(`dist/${file}`, pkg))), `${file} imports ${specifier}, which is not there`);
      }
    }
  });
}

test("the core's built entry checks as its source does", async () => {
  const vo = (await import(pathToFileURL(new URL("packages/core/dist/index.js", ROOT).pathname).href)) as typeof import("@adcodicem/value-objects");
  const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
  assert.deepEqual(Quantity.tryCreate(3), { ok: true, value: 3 });
  const refused = Quantity.tryCreate(500);
  assert.equal(refused.ok, false);
  assert.equal(!refused.ok && refused.error.code, vo.OUT_OF_RANGE);
  assert.equal(vo.toJsonSchema(Quantity).maximum, 100);
});
