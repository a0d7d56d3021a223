// Bundles a package's dist after tsc: one JavaScript file per entry of its `exports` (a package with
// several entries shares what they have in common through chunks, so a class or a registry stays
// one object whichever entry loads it). tsc's declarations stay as they are; its JavaScript
// modules are removed. Why: 39 module files took 44 ms to import cold, one file takes a third of it
// (bench/cold-import.ts). Every bare import (a dependency, a peer, node:) stays an import.
// Run from a package folder, after `tsc -p tsconfig.build.json`: `node ../../scripts/bundle-dist.mjs`.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";

const dir = process.cwd();
const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const entryPoints = {};
for (const target of Object.values(manifest.exports)) {
  const js = typeof target === "string" ? target : target.default;
  const out = /^\.\/dist\/(.+)\.js$/.exec(js)?.[1];
  if (out === undefined) throw new Error(`bundle-dist: ${manifest.name} exports ${js}, not a file under ./dist`);
  entryPoints[out] = join(dir, "src", `${out}.ts`);
}

// tsc's JavaScript goes; its declarations stay
const walk = (path) => {
  for (const name of readdirSync(path)) {
    const file = join(path, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith(".js")) rmSync(file);
  }
};
walk(join(dir, "dist"));

const several = Object.keys(entryPoints).length > 1;
const result = await build({
  entryPoints,
  outdir: join(dir, "dist"),
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  packages: "external",
  // the package's own tsconfig: the root one maps the sibling packages' names to their sources
  // (for the tests), which esbuild would follow and copy into this dist (a second core, whose
  // FAILED symbol no user's schema returns: every refusal read as a value)
  tsconfig: join(dir, "tsconfig.build.json"),
  splitting: several,
  chunkNames: "chunks/[name]-[hash]",
  minify: false,
  legalComments: "none",
  metafile: true,
  logLevel: "error",
});
// loud, at build time: a module from outside this package's src in its dist
const src = join(dir, "src");
const foreign = Object.keys(result.metafile.inputs).filter((input) => !join(process.cwd(), input).startsWith(src));
if (foreign.length > 0) throw new Error(`bundle-dist: ${manifest.name}'s dist would hold modules from outside its src: ${foreign.slice(0, 5).join(", ")}`);
const files = Object.keys(result.metafile.outputs).map((f) => relative(dir, join(process.cwd(), f)));
console.log(`${manifest.name}: ${Object.keys(entryPoints).length} entries bundled into ${files.length} files`);
