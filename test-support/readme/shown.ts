// A display of a README or guide marked `<!-- shows: block key -->` (a ```json fence) is what the
// block's run shows under `key` (a schema as the provider received it, what the model read for a
// refusal): compared with the run, so that no display is copied by hand and goes stale.
import assert from "node:assert/strict";
import type { Fence, ReadmeBlock } from "./blocks.js";

/** The displays of `block`'s file that show something of its run, by key. */
export function displaysOf(block: ReadmeBlock, all: readonly Fence[]): Map<string, Fence> {
  const found = new Map<string, Fence>();
  for (const f of all) {
    const [name, key, ...rest] = f.said.shows?.split(/\s+/) ?? [];
    if (f.readme !== block.readme || name !== block.name) continue;
    assert.ok(key !== undefined && rest.length === 0, `${f.readme}:${f.line}: write <!-- shows: block key -->`);
    assert.equal(f.lang, "json", `${f.readme}:${f.line}: a display that shows a run is JSON`);
    assert.ok(!found.has(key), `${f.readme}:${f.line}: "${key}" is shown twice`);
    found.set(key, f);
  }
  return found;
}

/** Each display of the block equals (as JSON) what its run showed under its key, and each value shown has its display. */
export function assertShown(block: ReadmeBlock, all: readonly Fence[], shown: Readonly<Record<string, unknown>>): void {
  const displays = displaysOf(block, all);
  assert.deepEqual([...displays.keys()].sort(), Object.keys(shown).sort(), `${block.readme}#${block.name}: the displays and the values its run shows`);
  for (const [key, fence] of displays) {
    let written: unknown;
    assert.doesNotThrow(() => (written = JSON.parse(fence.code)), `${fence.readme}:${fence.line}: not JSON`);
    assert.deepEqual(written, shown[key], `${fence.readme}:${fence.line} shows "${key}" as the run does not; the run shows:\n${JSON.stringify(shown[key], null, 2)}`);
  }
}
