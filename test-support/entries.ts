// The runtime names each entry of a package exports, entry by entry, read through the
// package's own `exports` map (so a new entry shows up as well as a new name).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** `{ ".": [...names], "./ai-sdk": [...names] }`, names sorted, for the package in `packageDir`. */
export async function runtimeExports(packageDir: string): Promise<Record<string, string[]>> {
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { name: string; exports: Record<string, unknown> };
  const out: Record<string, string[]> = {};
  for (const entry of Object.keys(manifest.exports)) {
    const module = (await import(manifest.name + entry.slice(1))) as Record<string, unknown>;
    out[entry] = Object.keys(module).sort();
  }
  return out;
}
