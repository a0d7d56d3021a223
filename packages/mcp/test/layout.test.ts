// The package is grouped by what it adapts: shared/ (what both faces use, no SDK), v1/ (SDK 1.x,
// the root entry) and v2/ (SDK 2.x). What each face touches of its SDK beyond the public calls
// (a private field read, a method replaced) is named in one file of that face, its sdk-seam.ts,
// where each is checked at registration. Sources are read, so the test needs no build.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { importGraph } from "../../core/test/support/import-graph.js";

const SRC = fileURLToPath(new URL("../src/", import.meta.url));

const sources = (dir: string, under = ""): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? sources(join(dir, name), `${under}${name}/`) : name.endsWith(".ts") ? [`${under}${name}`] : []));
const bareImports = (file: string) => [...readFileSync(join(SRC, file), "utf8").matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*"([^".][^"]*)"/gm)].map((m) => m[1]);

test("src holds the two entries and the three groups, nothing else", () => {
  const files = sources(SRC);
  assert.deepEqual(files.filter((f) => !/^(?:shared|v1|v2)\//.test(f)), ["index.ts"]);
  for (const group of ["shared/", "v1/", "v2/"]) assert.ok(files.filter((f) => f.startsWith(group)).length >= 5, group);
  assert.ok(files.includes("v1/sdk-seam.ts") && files.includes("v2/sdk-seam.ts"));
});

test("shared/ imports neither face nor any SDK or zod; each face imports shared/ and its own files, never the other face", () => {
  const graph = importGraph(SRC, ".ts");
  for (const [file, targets] of graph) {
    const bare = bareImports(file);
    if (file.startsWith("shared/")) {
      assert.deepEqual(targets.filter((t) => !t.startsWith("shared/")), [], file);
      assert.deepEqual(bare.filter((s) => !s.startsWith("@adcodicem/value-objects")), [], file);
    }
    if (file.startsWith("v1/") || file === "index.ts") {
      assert.deepEqual(targets.filter((t) => t.startsWith("v2/")), [], file);
      assert.deepEqual(bare.filter((s) => s.startsWith("@modelcontextprotocol/server")), [], file);
    }
    if (file.startsWith("v2/")) {
      assert.deepEqual(targets.filter((t) => t.startsWith("v1/") || t === "index.ts"), [], file);
      assert.deepEqual(bare.filter((s) => s.startsWith("@modelcontextprotocol/sdk") || s === "zod" || s.startsWith("zod/")), [], file);
    }
  }
  // the faces do build on shared/
  assert.ok(graph.get("v1/register-tool.ts")!.includes("shared/tool-registration.ts"));
  assert.ok(graph.get("v2/register-tool.ts")!.includes("shared/tool-registration.ts"));
});

test("each SDK's private fields and replaced methods are named in its face's sdk-seam.ts alone", () => {
  const SEAM = [
    /_requestHandlers/, /_registeredTools/, /_registeredPrompts/, /setCompletionRequestHandler\s*=/, /\.update\s*=/, /\.argsSchema\s*=/,
    /\.connect\s*=/, /\.onmessage\s*=/, /\.send\s*=/,
  ];
  const code = (file: string) => readFileSync(join(SRC, file), "utf8").replace(/\/\*[^]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  const named = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const text = code(file);
    for (const pattern of SEAM) if (pattern.test(text)) named.set(file, [...(named.get(file) ?? []), pattern.source]);
  }
  assert.deepEqual([...named.keys()].sort(), ["v1/sdk-seam.ts", "v2/sdk-seam.ts"]);
  // each seam holds what its SDK needs: SDK 1.x's handler map and registries, SDK 2.x's transport
  assert.ok(named.get("v1/sdk-seam.ts")!.includes("_requestHandlers") && named.get("v1/sdk-seam.ts")!.includes("\\.update\\s*="));
  assert.ok(named.get("v2/sdk-seam.ts")!.includes("\\.onmessage\\s*=") && named.get("v2/sdk-seam.ts")!.includes("\\.update\\s*="));
});
