// `npm run docs`: the docs site, into docs/site/ (gitignored): TypeDoc for the API of each public
// entry of the packages (docs/api-entries.mjs), the guides of docs/guides/ as its pages, every
// warning an error. TypeDoc 0.28 does not take TypeScript 7, so it runs with the TypeScript it
// supports (6.0), installed apart from the project's in docs/tooling/ from that folder's own
// lockfile (`npm ci` there, when its node_modules is missing or older than the lockfile): the
// project's `npm ci` stays its one install, and its `tsc` stays TypeScript 7.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { apiEntries } from "../docs/api-entries.mjs";

const docs = fileURLToPath(new URL("../docs/", import.meta.url));
const tooling = `${docs}tooling/`;

const run = (command, args, cwd) => {
  const done = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (done.error) throw done.error;
  if (done.status !== 0) process.exit(done.status ?? 1);
};

const installed = `${tooling}node_modules/.package-lock.json`;
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(`${tooling}package-lock.json`).mtimeMs) {
  run("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], tooling);
}

// TypeDoc must load the TypeScript installed beside it, not the project's
const typedocPackage = createRequire(`${tooling}package.json`).resolve("typedoc/package.json");
const typedocRequire = createRequire(typedocPackage);
const typescript = typedocRequire("typescript/package.json").version;
if (!typescript.startsWith("6.0.")) throw new Error(`TypeDoc would run with TypeScript ${typescript}, not the 6.0 of docs/tooling/`);

const entryPoints = apiEntries().flatMap((e) => ["--entryPoints", e.source]);
run(process.execPath, [typedocPackage.replace(/package\.json$/, "bin/typedoc"), "--options", `${docs}typedoc.json`, ...entryPoints], docs);
console.log(`docs: the site is in docs/site/index.html (TypeDoc with TypeScript ${typescript})`);
