// The API the docs site documents: each public entry of each package's `exports` (all but
// `./internal`, which the packages share among themselves and which may change in any release),
// as the source file it is built from and the name a user imports. Read by scripts/docs.mjs (the
// entry points TypeDoc is given) and by docs/module-names.mjs (each module named as it is imported).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The packages, relative to the repository's root. */
export const PACKAGES = ["packages/core", "packages/ai", "packages/mcp"];

/** Entries of `exports` that are not public. */
export const NOT_PUBLIC = new Set(["./internal"]);

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/**
 * The public entries: `{ name, source }`, `name` as imported (`@adcodicem/value-objects-ai/openai`),
 * `source` the absolute path of the `.ts` file its `dist/….d.ts` is built from.
 * @param {string} [root] the repository's root, ending in `/`
 * @returns {{ name: string, source: string }[]}
 */
export function apiEntries(root = ROOT) {
  return PACKAGES.flatMap((dir) => {
    const pkg = JSON.parse(readFileSync(`${root}${dir}/package.json`, "utf8"));
    return Object.entries(pkg.exports)
      .filter(([subpath]) => !NOT_PUBLIC.has(subpath))
      .map(([subpath, target]) => {
        const types = /^\.\/dist\/(.+)\.d\.ts$/.exec(target.types);
        if (types === null) throw new Error(`${dir}/package.json: exports["${subpath}"].types is not a file of dist/: ${target.types}`);
        return { name: subpath === "." ? pkg.name : `${pkg.name}${subpath.slice(1)}`, source: `${root}${dir}/src/${types[1]}.ts` };
      });
  });
}
