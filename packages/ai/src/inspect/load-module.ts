import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** A module the inspector cannot load: the line it prints. */
export class LoadError extends Error {
  override readonly name = "LoadError";
}

const TYPESCRIPT = /\.[cm]?tsx?$/;

type TsxApi = { tsImport: (specifier: string, parent: string) => Promise<unknown> };

// tsx's ESM API, from the project being inspected first (its package's `exports`, import
// condition), else as this package resolves it
async function tsxApi(cwd: string): Promise<TsxApi | undefined> {
  try {
    const manifest = createRequire(join(cwd, "package.json")).resolve("tsx/package.json");
    const exported = (JSON.parse(readFileSync(manifest, "utf8")) as { exports?: Record<string, { import?: { default?: string } }> }).exports?.["./esm/api"]?.import?.default;
    if (typeof exported === "string") return (await import(pathToFileURL(join(dirname(manifest), exported)).href)) as TsxApi;
  } catch {
    // not installed in the project
  }
  try {
    return (await import("tsx/esm/api" as string)) as TsxApi;
  } catch {
    return undefined;
  }
}

/**
 * Loads a JavaScript or TypeScript module by path: TypeScript through `tsx` where it is
 * installed, else Node's own type stripping, else a {@link LoadError} saying what to install.
 *
 * @example
 * ```ts
 * const namespace = await loadModule("src/tools.ts", process.cwd());
 * ```
 */
export async function loadModule(path: string, cwd: string): Promise<Record<string, unknown>> {
  const url = pathToFileURL(resolve(cwd, path)).href;
  if (!TYPESCRIPT.test(path)) return (await import(url)) as Record<string, unknown>;
  const tsx = await tsxApi(cwd);
  if (tsx !== undefined) return (await tsx.tsImport(url, pathToFileURL(join(cwd, "inspect.js")).href)) as Record<string, unknown>;
  if ((process.features as { typescript?: unknown }).typescript) return (await import(url)) as Record<string, unknown>;
  throw new LoadError(`Loading ${path} needs TypeScript support: install tsx (npm install --save-dev tsx), or run Node 22.18 or later, which strips types itself.`);
}
