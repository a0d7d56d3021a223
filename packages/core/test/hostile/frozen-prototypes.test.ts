/**
 * A hardened program freezes `Object.prototype` (SES-style lockdowns, prototype-pollution
 * guides). There a plain assignment of an inherited name (`out.toString = v`) throws, so a
 * library that writes outside keys that way crashes at declaration, or at the first record a
 * model sends with a key named `toString`. Every answer of a frozen process must be the plain
 * process's, with compiled readers and with the loops.
 */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { runScript } from "../../../../test-support/frozen-run.js";

const script = fileURLToPath(new URL("./support/frozen-prototypes.ts", import.meta.url));
const run = (flags: string[], freeze: boolean) => runScript(script, freeze, flags);

for (const [name, flags] of [
  ["compiled readers", []],
  ["the loops (code generation refused)", ["--disallow-code-generation-from-strings"]],
] as const) {
  test(`frozen prototypes: objects, records and keyed records with members named like Object.prototype's answer as in a plain process (${name})`, () => {
    const plain = run([...flags], false);
    const frozen = run([...flags], true);
    assert.ok(plain.length > 80, `every schema declared and read (${plain.length} answers)`);
    assert.deepEqual(plain.filter((line) => line.includes(" threw ")), [], "nothing throws in a plain process");
    assert.deepEqual(frozen.filter((line) => line.includes(" threw ")), [], "nothing throws under frozen prototypes");
    assert.deepEqual(frozen, plain);
  });
}
