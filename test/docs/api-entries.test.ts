// The docs site's inputs (the site itself is built by `npm run docs` in .ci/run, once, since it
// installs its TypeDoc from the registry): the API it documents is each public entry of the
// packages' exports, and its TypeDoc runs with the TypeScript it supports, apart from the project's.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain ES module of the docs folder, without types
import { apiEntries, PACKAGES } from "../../docs/api-entries.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const entries: { name: string; source: string }[] = apiEntries(ROOT);

test("the API documented is each entry of each package's exports but ./internal, named as imported, from a source file that exists", () => {
  const expected = (PACKAGES as string[]).flatMap((dir) => {
    const pkg = JSON.parse(readFileSync(`${ROOT}${dir}/package.json`, "utf8"));
    return Object.keys(pkg.exports).filter((k) => k !== "./internal").map((k) => (k === "." ? pkg.name : `${pkg.name}${k.slice(1)}`));
  });
  assert.deepEqual(entries.map((e) => e.name), expected);
  assert.ok(expected.includes("@adcodicem/value-objects/arguments") && expected.includes("@adcodicem/value-objects-mcp/v2"));
  assert.ok(!entries.some((e) => e.name.endsWith("/internal")));
  for (const e of entries) assert.ok(existsSync(e.source), `${e.name}: ${e.source}`);
});

test("the docs tooling pins TypeDoc 0.28 and the TypeScript 6.0 it supports; the project's own stays TypeScript 7", () => {
  const lock = JSON.parse(readFileSync(`${ROOT}docs/tooling/package-lock.json`, "utf8"));
  assert.match(lock.packages["node_modules/typedoc"].version, /^0\.28\./);
  assert.match(lock.packages["node_modules/typescript"].version, /^6\.0\./);
  // a docs tooling installed apart: not a workspace of the root, not in the root's lockfile
  const rootPackage = JSON.parse(readFileSync(`${ROOT}package.json`, "utf8"));
  assert.ok(!rootPackage.workspaces.some((w: string) => w.startsWith("docs")));
  assert.equal(JSON.parse(readFileSync(`${ROOT}package-lock.json`, "utf8")).packages["node_modules/typedoc"], undefined);
  assert.match(createRequire(`${ROOT}package.json`)("typescript/package.json").version, /^7\./);
});
