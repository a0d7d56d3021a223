// A tool's locale given as its name (`locale: "fr"`) or any other thing that is not a locale: a
// TypeError at registration (both entries, registered and low-level), naming what a locale is and
// what was given by its kind; never a bare TypeError at listing or at the first refusal (red-team
// round 7 #8).
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { ENTRIES } from "./entries/entries.js";

const Quantity = vo.integer("Quantity", { minimum: 1 });
const handler = () => ({ content: [{ type: "text", text: "ok" }] });
const config = (locale: unknown, output = false) => ({ description: "Orders.", parameters: { quantity: Quantity }, ...(output ? { output: { total: Quantity } } : {}), locale });
const refusedAsMisuse = (given: string) => (error: unknown) =>
  error instanceof TypeError && /locale must be a locale/.test(error.message) && error.message.endsWith(`${given} was given.`);

for (const entry of ENTRIES) {
  test(`${entry.name}: a locale that is not one is refused where the tool is declared`, () => {
    for (const output of [false, true]) {
      assert.doesNotThrow(() => entry.register.tool(entry.newServer(), "order", config(fr, output), handler));
      assert.doesNotThrow(() => entry.lowLevel.define("order", config(fr, output), handler));
      for (const [locale, given] of [["fr", "a string"], [{ name: "fr" }, "an object"]] as const) {
        assert.throws(() => entry.register.tool(entry.newServer(), "order", config(locale, output), handler), refusedAsMisuse(given), `registered, ${given}`);
        assert.throws(() => entry.lowLevel.define("order", config(locale, output), handler), refusedAsMisuse(given), `low-level, ${given}`);
      }
    }
  });
}
