/**
 * What each package publishes (the manifests of all three workspaces, read here once): dist only,
 * no condition that leads a user's tools to TypeScript sources, the files and fields a registry page
 * needs, and `engines` no lower than what its dependencies and peers ask. In the workspace, the root
 * tsconfig's `paths` (read by TypeScript and by tsx) lead every published entry to its source.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { test } from "node:test";

const ROOT = new URL("../../../", import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, ROOT), "utf8"));
const packages = readdirSync(new URL("packages/", ROOT)).filter((dir) => existsSync(new URL(`packages/${dir}/package.json`, ROOT)));
const manifests = packages.map((dir) => ({ dir, manifest: read(`packages/${dir}/package.json`) }));
const minimumMajor = (range: string | undefined) => Number(/(\d+)/.exec(range ?? ">=0")?.[1]);

/** Every target of an `exports` map, with the conditions that lead to it. */
function targets(exports: unknown, conditions: string[] = []): { conditions: string[]; target: string }[] {
  if (typeof exports === "string") return [{ conditions, target: exports }];
  if (exports === null || typeof exports !== "object") return [];
  return Object.entries(exports).flatMap(([key, value]) => targets(value, key.startsWith(".") ? conditions : [...conditions, key]));
}

test("three packages are read", () => {
  assert.deepEqual(packages.sort(), ["ai", "core", "mcp"]);
});

for (const { dir, manifest } of manifests) {
  test(`${manifest.name}: exports lead to dist only, with no source condition`, () => {
    const all = targets(manifest.exports);
    assert.ok(all.length > 0);
    for (const { conditions, target } of all) {
      assert.ok(!conditions.includes("source"), `${target} under a source condition`);
      assert.match(target, /^\.\/dist\/.+\.(js|d\.ts)$/, `${manifest.name} exports ${target}`);
    }
    assert.deepEqual(manifest.files, ["dist"]);
  });

  test(`${manifest.name}: license, readme, repository, homepage, bugs, keywords`, () => {
    assert.equal(manifest.license, "MIT");
    assert.match(readFileSync(new URL(`packages/${dir}/LICENSE`, ROOT), "utf8"), /^MIT License\n\nCopyright \(c\) \d{4} AdCodicem\n/);
    assert.equal(readFileSync(new URL(`packages/${dir}/LICENSE`, ROOT), "utf8"), readFileSync(new URL("LICENSE", ROOT), "utf8"));
    assert.match(readFileSync(new URL(`packages/${dir}/README.md`, ROOT), "utf8"), new RegExp(`npm install [^\\n]*${manifest.name.replace("/", "\\/")}( |\\n)`));
    assert.equal(manifest.repository?.directory, `packages/${dir}`);
    assert.match(manifest.homepage, /^https:\/\//);
    assert.match(manifest.bugs?.url, /^https:\/\//);
    assert.ok(Array.isArray(manifest.keywords) && manifest.keywords.length > 0);
  });

  test(`${manifest.name}: engines no lower than its dependencies and peers ask`, () => {
    const own = minimumMajor(manifest.engines?.node);
    assert.ok(own >= 20);
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      const local = manifests.find((m) => m.manifest.name === name)?.manifest;
      const path = new URL(`node_modules/${name}/package.json`, ROOT);
      const asked = minimumMajor((local ?? (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {})).engines?.node);
      assert.ok(own >= asked, `${manifest.name} says Node ${own}, ${name} asks ${asked}`);
    }
  });

  test(`${manifest.name}: each entry reaches its source in the workspace through the root tsconfig's paths`, () => {
    const paths: Record<string, string[]> = read("tsconfig.json").compilerOptions.paths;
    for (const entry of Object.keys(manifest.exports)) {
      const specifier = entry === "." ? manifest.name : `${manifest.name}${entry.slice(1)}`;
      const exact = paths[specifier];
      const wildcard = Object.entries(paths).find(([key]) => key.endsWith("/*") && specifier.startsWith(key.slice(0, -1)));
      const candidates = exact ?? wildcard?.[1].map((p) => p.replace("*", specifier.slice(wildcard[0].length - 1))) ?? [];
      assert.ok(candidates.some((p) => existsSync(new URL(p, ROOT))), `${specifier}: no source through paths (${candidates.join(", ")})`);
    }
  });
}
