// Issue 20 #7, as each framework's agent loop meets it: a tool call whose record holds a
// `__proto__` key, run through the real loop on a scripted OpenAI server. The two cases
// (over the bound, refused at its pointer; within it, kept as an own key) are the same for
// every framework; only the loop that runs the call differs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { IBAN, OrderParameters } from "./order.js";
import { answer, call, scriptedOpenai, type ScriptedOpenai } from "./scripted-openai.js";

export { OrderParameters };

/** The order's arguments as the model sends them, with `extras` written as given. */
export const withExtras = (extras: string) => `{"iban":"${IBAN}","quantity":5,"country":"fr","extras":${extras}}`;

/** What one run of the loop left: the arguments the tool ran with, and the tool messages sent back. */
export interface ProtoKeyRun {
  readonly calls: readonly any[];
  readonly toolMessages: readonly string[];
}

/**
 * Runs the loop once on a script that calls `place_order` with `text` then answers: `loop`
 * gets the scripted server's `fetch` and the array the tool pushes its arguments to.
 */
export async function protoKeyRun(text: string, loop: (fetch: ScriptedOpenai["fetch"], calls: any[]) => Promise<unknown>): Promise<ProtoKeyRun> {
  const calls: any[] = [];
  const server = scriptedOpenai([call("place_order", text), answer("Done.")]);
  await loop(server.fetch, calls);
  const toolMessages = server.bodies[1].messages.filter((m: any) => m.role === "tool").map((m: any) => m.content);
  return { calls, toolMessages };
}

/** The two cases of a `__proto__` record key through a framework's loop, each test named after `loop`. */
export function protoKeyTests(loop: string, run: (text: string) => Promise<ProtoKeyRun>): void {
  test(`${loop}: a __proto__ key of a record reaches the rules as data: over the bound, refused at its pointer`, async () => {
    const { calls, toolMessages } = await run(withExtras('{"__proto__":500}'));
    assert.deepEqual(calls, []);
    assert.equal(toolMessages.length, 1);
    const refusal = JSON.parse(toolMessages[0]);
    assert.deepEqual([refusal.argument, refusal.path, refusal.code], ["extras", "/extras/__proto__", "value_object.out_of_range"]);
  });

  test(`${loop}: a __proto__ key within the rules is kept as an own key; nothing is polluted`, async () => {
    const { calls, toolMessages } = await run(withExtras('{"__proto__":2,"A1":3}'));
    assert.deepEqual(toolMessages, ["Ordered."]);
    assert.equal(calls.length, 1);
    const extras = calls[0].extras;
    assert.deepEqual(Object.keys(extras), ["__proto__", "A1"]);
    assert.equal(Object.getOwnPropertyDescriptor(extras, "__proto__")?.value, 2);
    assert.equal(Object.getPrototypeOf(extras), Object.prototype);
    assert.equal(({} as any).A1, undefined);
  });
}
