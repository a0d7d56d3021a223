// Issue 20 #5 on both entries (SDK 1.x, its oldest release, and /v2 on SDK 2.x): a
// parameters object's own `check` that refuses at the root answers with the rule's code and
// message, in the text line and in the refusal object, not "The arguments are not an object."
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { HANG_GUARD_MS } from "../hostile/support/http.js";
import { ENTRIES } from "./entries.js";

const PeriodParameters = vo.object(
  { from: vo.integer("Day", { minimum: 1 }), to: vo.integer("Day", { minimum: 1 }) },
  { check: (p) => (p.from > p.to ? { code: "period.reversed", message: "The period ends before it starts." } : undefined) },
);
const LINE = "Arguments rejected (period.reversed): The period ends before it starts.";

for (const entry of ENTRIES) {
  test(`${entry.name}: a refusal at the root keeps the rule's code and message`, { timeout: HANG_GUARD_MS }, async () => {
    const runs: unknown[] = [];
    const handler = (args: unknown) => (runs.push(args), { content: [{ type: "text", text: "booked" }], structuredContent: { booked: true } });
    const session = await entry.connect("in-process", () => {
      const server = entry.newServer();
      entry.register.tool(server, "book", { description: "Books a period.", parameters: PeriodParameters }, handler);
      entry.register.tool(server, "book_out", { description: "Books a period.", parameters: PeriodParameters, output: vo.object({ booked: vo.boolean("Booked") }) }, handler);
      return server;
    });
    try {
      const refused = await session.callTool("book", { from: 9, to: 2 });
      assert.deepEqual(refused.result, {
        content: [{ type: "text", text: LINE }],
        isError: true,
        structuredContent: { error: "invalid_argument", code: "period.reversed", message: "The period ends before it starts." },
      });
      // a tool with output: the text alone
      const refusedOut = await session.callTool("book_out", { from: 9, to: 2 });
      assert.deepEqual(refusedOut.result, { content: [{ type: "text", text: LINE }], isError: true });
      assert.deepEqual(runs, []);
      const booked = await session.callTool("book", { from: 2, to: 9 });
      assert.equal(booked.result.isError, undefined);
      assert.deepEqual(runs.length, 1);
    } finally {
      await session.close();
    }
  });
}
