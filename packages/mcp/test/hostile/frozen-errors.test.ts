/**
 * A hardened program freezes `Error.prototype` with `Object.prototype` (SES-style lockdowns).
 * There `this.name = "…"` in an error's constructor throws (`name` is a read-only property of
 * the frozen prototype). The package's own error must be the plain process's: its class,
 * `instanceof`, own keys, name and message. (The SDK's `McpError` assigns its name, so the
 * SDK's own errors cannot be made there: a limit of the SDK, not tested here.)
 */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { runScript } from "../../../../test-support/frozen-run.js";

const script = fileURLToPath(new URL("./support/frozen-errors.ts", import.meta.url));
const run = (freeze: boolean) => runScript(script, freeze).join("\n");

test("frozen Error.prototype: ElicitationSchemaError is its own class, with the plain process's keys, name and message", () => {
  const plain = run(false);
  assert.match(plain, /^threw ElicitationSchemaError instanceof ElicitationSchemaError: true keys \["name"\] name ElicitationSchemaError /);
  assert.equal(run(true), plain);
});
