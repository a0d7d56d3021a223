// Bundles a package's dist after tsc: one JavaScript file per entry of its `exports` (a package with
// several entries shares what they have in common through chunks, so a class or a registry stays
// one object whichever entry loads it). tsc's declarations stay as they are; its JavaScript
// modules are removed. Why: 39 module files took 44 ms to import cold, one file takes a third of it
// (bench/cold-import.ts). Every bare import (a dependency, a peer, node:) stays an import.
// Run from a package folder, after `tsc -p tsconfig.build.json`: `node ../../scripts/bundle-dist.mjs`.
// `BUNDLE_MINIFY=none|syntax|full` (default none) builds the variants bench/README.md compares.
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
// a command (`bin`) is an entry of its own, bundled as the exports are
for (const js of Object.values(typeof manifest.bin === "string" ? { bin: manifest.bin } : (manifest.bin ?? {}))) {
  const out = /^\.\/dist\/(.+)\.js$/.exec(js)?.[1];
  if (out === undefined) throw new Error(`bundle-dist: ${manifest.name}'s bin ${js} is not a file under ./dist`);
  entryPoints[out] = join(dir, "src", `${out}.ts`);
}

// tsc's JavaScript goes (and the last build's source maps); its declarations stay
const walk = (path) => {
  for (const name of readdirSync(path)) {
    const file = join(path, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith(".js") || name.endsWith(".js.map")) rmSync(file);
  }
};
walk(join(dir, "dist"));
rmSync(join(dir, "dist", "chunks"), { recursive: true, force: true });

// The core's `./internal` and `./arguments` entries (what the sibling packages share) hold pure
// functions and constant tables only: each is bundled alone, so that a user of the core loads one
// file (a shared chunk is a second file to resolve, read and compile). `./internal` keeps its own
// copy of what it shares with the main entry; `./arguments` reaches `validate` and `object` through
// the main entry by the package's own name (an import esbuild leaves as it is), so a schema and the
// reading of it are one copy. Entries that share a class, a symbol or a registry (the ai package's
// dialects and answers, the MCP package's caches) keep one module for all through chunks: two
// copies are two identities.
const ALONE = { "@adcodicem/value-objects": ["internal", "arguments/index"] }[manifest.name] ?? [];
const shared = Object.fromEntries(Object.entries(entryPoints).filter(([out]) => !ALONE.includes(out)));
const alone = Object.fromEntries(Object.entries(entryPoints).filter(([out]) => ALONE.includes(out)));
const MINIFY = process.env.BUNDLE_MINIFY ?? "none";
const bundle = (entries) => build({
  entryPoints: entries,
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
  splitting: Object.keys(entries).length > 1,
  chunkNames: "chunks/[name]-[hash]",
  // Not minified: compiling the core's file is a third of its cold import, but whitespace and syntax
  // minification save 5% of that, and only renaming every identifier saves a quarter (1 ms), at
  // the price of stack traces that name nothing (bench/README.md, "Cold import"). A user reads our
  // functions' names and lines in the file as they are, with no source map to ship (a map holding
  // the sources would more than double each tarball); a minified variant gets one.
  minifyWhitespace: MINIFY !== "none",
  minifySyntax: MINIFY !== "none",
  minifyIdentifiers: MINIFY === "full",
  sourcemap: MINIFY === "none" ? false : "linked",
  sourcesContent: true,
  legalComments: "none",
  metafile: true,
  logLevel: "error",
});
// each entry of ALONE in a build of its own: two together would share a chunk, a second file to load
const builds = [shared, ...Object.entries(alone).map(([out, source]) => ({ [out]: source }))];
const results = await Promise.all(builds.filter((e) => Object.keys(e).length > 0).map(bundle));
const result = { metafile: { inputs: Object.assign({}, ...results.map((r) => r.metafile.inputs)), outputs: Object.assign({}, ...results.map((r) => r.metafile.outputs)) } };
// loud, at build time: a module from outside this package's src in its dist
const src = join(dir, "src");
const foreign = Object.keys(result.metafile.inputs).filter((input) => !join(process.cwd(), input).startsWith(src));
if (foreign.length > 0) throw new Error(`bundle-dist: ${manifest.name}'s dist would hold modules from outside its src: ${foreign.slice(0, 5).join(", ")}`);
// loud, at build time: an entry bundled alone that holds a copy of something with an identity
// (a class, a symbol, a weak map or set) from a module another entry also holds: its copy would
// not be that entry's. A registered symbol (`Symbol.for`) has none: every copy gets the one
// symbol of the whole program. A module only that entry holds (the argument layer's own error
// class) has one copy in the program, whoever imports it.
const IDENTITY = /\bclass\b|\bSymbol\b(?!\.for\()|\bWeak(?:Map|Set|Ref)\b/;
const outputsOf = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith(".js"));
for (const out of ALONE) {
  const file = join(dir, "dist", `${out}.js`);
  const text = readFileSync(file, "utf8");
  const own = relative(process.cwd(), file);
  const elsewhere = new Set(outputsOf.filter(([f]) => f !== own).flatMap(([, o]) => Object.keys(o.inputs)));
  // unminified, esbuild writes each module under a `// src/…` line: the modules another entry also holds
  const parts = text.split(/^\/\/ (src\/\S+)$/m);
  const shared = parts.length === 1 ? [["", text]] : parts.slice(1).flatMap((v, i, a) => (i % 2 === 0 ? [[v, a[i + 1]]] : []));
  for (const [module, code] of shared) {
    if (module !== "" && !elsewhere.has(relative(process.cwd(), join(dir, module)))) continue;
    const identity = IDENTITY.exec(code);
    if (identity) throw new Error(`bundle-dist: ${manifest.name}'s ${out}.js is bundled alone but holds ${identity[0]}${module ? ` from ${module}, which another entry holds too` : ""}: bundle it with the other entries (ALONE)`);
  }
}
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith(".js")).map((f) => relative(dir, join(process.cwd(), f)));
console.log(`${manifest.name}: ${Object.keys(entryPoints).length} entries bundled into ${files.length} files`);
