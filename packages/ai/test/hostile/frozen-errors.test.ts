/**
 * A hardened program freezes `Error.prototype` with `Object.prototype` (SES-style lockdowns).
 * There `this.name = "…"` in an error's constructor throws, since `name` is a read-only
 * property of the frozen prototype: the error would reach the caller as a `TypeError`, and a
 * refused tool call would end the run instead of answering the model. Every error of a frozen
 * process must be the plain process's: its class, `instanceof`, own keys in order, name and
 * message.
 */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { runScript } from "../../../../test-support/frozen-run.js";

const script = fileURLToPath(new URL("./support/frozen-errors.ts", import.meta.url));
const run = (freeze: boolean) => runScript(script, freeze);

test("frozen Error.prototype: every error the package throws (an SDK's ToolError subclass too) is its own class, with the plain process's keys, name and message", () => {
  const plain = run(false);
  const frozen = run(true);
  assert.equal(plain.length, 5, plain.join("\n"));
  assert.deepEqual(
    plain.filter((line) => !/ made (\w+) instanceof \1: true /.test(line)),
    [],
    "a plain process: each error is of its class",
  );
  assert.deepEqual(frozen, plain);
});
