// @opentelemetry/api is an optional peer of the ai and mcp packages (never of the core): no
// module imports it statically, so a program without it loads every entry.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const packages = fileURLToPath(new URL("../../../", import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });

test("no source of core, ai or mcp imports @opentelemetry/api statically; only the span-event modules load it, at run time", () => {
  const loaders: string[] = [];
  for (const pkg of ["core", "ai", "mcp"]) {
    for (const file of sources(join(packages, pkg, "src"))) {
      const text = readFileSync(file, "utf8");
      assert.doesNotMatch(text, /(from|import)\s*["']@opentelemetry\//, file);
      if (text.includes('"@opentelemetry/api"')) loaders.push(file.slice(packages.length));
    }
  }
  assert.deepEqual(loaders.sort(), ["ai/src/telemetry/span-events.ts", "mcp/src/shared/span-events.ts"]);
  for (const pkg of ["ai", "mcp"]) {
    const manifest = JSON.parse(readFileSync(join(packages, pkg, "package.json"), "utf8"));
    assert.equal(manifest.peerDependenciesMeta["@opentelemetry/api"]?.optional, true, pkg);
    assert.equal(manifest.dependencies?.["@opentelemetry/api"], undefined, pkg);
  }
  assert.equal(JSON.parse(readFileSync(join(packages, "core", "package.json"), "utf8")).peerDependencies?.["@opentelemetry/api"], undefined);
});
