// No module of the packages imports, through any chain, a module that imports it back.
// Type imports count: a type circle is a circle (and `import { type X }` stays a runtime
// import under verbatimModuleSyntax). A runtime circle in the core's dist overflowed the
// stack of `require()` on Node 20.18 (--experimental-require-module); scripts/pack-check.mjs
// loads the packed core there. Sources are walked, so the test needs no build; every
// import of the dist is one of the sources' (the build only drops type imports).
import { strict as assert } from "node:assert";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { circles, importGraph, specifiers } from "./support/import-graph.js";

const packages = fileURLToPath(new URL("../..", import.meta.url));

describe("import graph", () => {
  for (const [pkg, atLeast] of [["core", 60], ["ai", 50], ["mcp", 25]] as const) {
    it(`packages/${pkg}/src holds no import circle`, () => {
      const graph = importGraph(`${packages}${pkg}/src`, ".ts");
      const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
      // the walk saw the package: its files and their imports (more imports than files)
      assert.ok(graph.size >= atLeast, `${graph.size} files`);
      assert.ok(edges > graph.size, `${edges} imports`);
      assert.deepEqual(circles(graph).map((circle) => circle.join(" -> ")), []);
    });
  }

  it("the JSON Schema writer's modules import the node types, never the factories", () => {
    const graph = importGraph(`${packages}core/src`, ".ts");
    for (const [file, targets] of graph) {
      if (!file.startsWith("json-schema/") && !file.startsWith("nodes/")) continue;
      const upward = targets.filter((t) => t.startsWith("kinds/") || t.startsWith("composites/") || t === "standard-schema.ts");
      assert.deepEqual(upward, [], file);
    }
  });

  it("the argument layer (/arguments) flows one way: bounds, then the refusal, then the reading and the wire text; the core's main entry loads none of it", () => {
    const graph = importGraph(`${packages}core/src`, ".ts");
    // each module of arguments/ imports, inside arguments/, only modules of a lower layer
    const layer: Record<string, number> = {
      "arguments/refusal-bounds.ts": 0,
      "arguments/parameters.ts": 0,
      "arguments/refusal-object.ts": 1,
      "arguments/check-arguments.ts": 2,
      "arguments/refusal-text.ts": 2,
      // the loop around a refusal: keys and counts, events, the marker, lenient reading, then the loop
      "arguments/call-key.ts": 0,
      "arguments/refused-calls.ts": 0,
      "arguments/lenient.ts": 1,
      "arguments/repeated-refusal-error.ts": 1,
      "arguments/refusal-event.ts": 2,
      "arguments/repeated-marker.ts": 2,
      "arguments/argument-loop.ts": 3,
      // a tool's own result, reported as a refusal event
      "arguments/tool-result.ts": 3,
      // refusals as span events: each package hands in its import of the API
      "arguments/span-events.ts": 3,
      "arguments/index.ts": 4,
    };
    const files = [...graph.keys()].filter((file) => file.startsWith("arguments/"));
    assert.deepEqual(files.sort(), Object.keys(layer).sort());
    for (const file of files) {
      for (const target of graph.get(file)!.filter((t) => t.startsWith("arguments/"))) assert.ok(layer[target] < layer[file], `${file} imports ${target}`);
    }
    assert.ok(graph.get("arguments/check-arguments.ts")!.includes("arguments/refusal-object.ts"));
    for (const [file, targets] of graph) {
      if (!file.startsWith("arguments/")) assert.deepEqual(targets.filter((t) => t.startsWith("arguments/")), [], file);
    }
  });

  it("finds the circles it is shown, types and re-exports included", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
      ["f.ts", ["d.ts"]],
    ]);
    assert.deepEqual(circles(graph), [["a.ts", "b.ts", "c.ts", "a.ts"], ["e.ts", "e.ts"]]);
    const text = [
      'import type { A } from "./a.js";',
      'import {\n  type B,\n  c,\n} from "./b.js";',
      'export { d } from "./d.js";',
      'export type * from "./e.js";',
      'import "./f.js";',
      'const g = await import("./g.js");',
      '// import { h } from "./h.js";',
      '/* import { i } from "./i.js"; */',
      'import * as vo from "@adcodicem/value-objects";',
    ].join("\n");
    assert.deepEqual(specifiers(text).sort(), ["./a.js", "./b.js", "./d.js", "./e.js", "./f.js", "./g.js"]);
  });
});
