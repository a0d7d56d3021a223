/**
 * The frozen rules of value objects of one kind share one shape (issue 21, declaring 1,000 value
 * objects): a bare `{ ...rules }` copy took a map V8 cannot give a frozen transition, so each
 * `Object.freeze` made a map of its own, and every read of a rule on it missed its cache (about
 * 2,000 machine instructions a declaration, counted). Checked in a child process that can ask V8.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { runScript } from "../../../test-support/frozen-run.js";

const script = fileURLToPath(new URL("./support/rules-shapes.ts", import.meta.url));

test("the frozen rules of value objects of one kind share one shape (string, integer, oneOf)", () => {
  assert.deepEqual(runScript(script, false, ["--allow-natives-syntax"]), ["string true", "integer true", "oneOf true"]);
});
