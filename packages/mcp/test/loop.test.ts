// The loop around a refusal on both entries (SDK 1.x and 2.x), at the wire: the same refused
// call counted per session (in-process and stdio: the connection; stateful Streamable HTTP:
// the session id; stateless: nothing), onRefusal, lenient and onLenient.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { LenientEvent, RefusalEvent } from "@adcodicem/value-objects/arguments";
import { type Entry, V1, V2 } from "./entries/entries.js";
import { suiteServer } from "./entries/suite-server.js";
import { IBAN, OrderParameters } from "./support/domain.js";

const SECRET = 55_501_234;
const bad = { iban: IBAN, quantity: SECRET, country: "FR" };
const badReordered = { country: "FR", iban: IBAN, quantity: SECRET };
const SAME_AGAIN = "This same call was refused before: change the refused argument rather than send it again.";
const repeatedOf = (answer: { result?: any }) => answer.result?.structuredContent?.repeated as number | undefined;
const textOf = (answer: { result?: any }) => String(answer.result?.content?.[0]?.text);

function hooked(entry: Entry, options: { lenient?: boolean } = {}) {
  const refusals: RefusalEvent[] = [];
  const lenientReads: LenientEvent[] = [];
  const runs: unknown[] = [];
  const make = () => {
    const server = entry.newServer();
    entry.register.tool(
      server,
      "place_order",
      { description: "Places an order.", parameters: OrderParameters, onRefusal: (e: RefusalEvent) => void refusals.push(e), onLenient: (e: LenientEvent) => void lenientReads.push(e), ...options },
      (args: unknown) => (runs.push(args), { content: [{ type: "text", text: "ok" }] }),
    );
    return server;
  };
  return { make, refusals, lenientReads, runs };
}

for (const entry of [V1, V2]) {
  describe(`MCP ${entry.name}: the loop around a refusal`, () => {
    test("in-process: the second identical refused call says repeated 2 (structured content and text); an accepted call starts again; onRefusal sees each, never the value", async () => {
      const h = hooked(entry);
      const session = await entry.connect("in-process", h.make);
      try {
        const first = await session.callTool("place_order", bad);
        const second = await session.callTool("place_order", badReordered);
        await session.callTool("place_order", { ...bad, quantity: 2 });
        const third = await session.callTool("place_order", bad);
        assert.equal(first.result.isError, true);
        assert.equal(repeatedOf(first), undefined);
        assert.equal(repeatedOf(second), 2);
        assert.ok(textOf(second).endsWith(` ${SAME_AGAIN}`), textOf(second));
        assert.equal(repeatedOf(third), undefined, "after an accepted call, a first again");
        assert.deepEqual(h.refusals.map((e) => [e.tool, e.repeated, e.pointer, e.kind]), [["place_order", 1, "/quantity", "argument"], ["place_order", 2, "/quantity", "argument"], ["place_order", 1, "/quantity", "argument"]]);
        assert.doesNotMatch(JSON.stringify(h.refusals), new RegExp(String(SECRET)));
      } finally {
        await session.close();
      }
    });

    test("stdio (a server in a child process): the same connection counts", async () => {
      const session = await entry.connect("stdio", () => suiteServer(entry));
      try {
        assert.equal(repeatedOf(await session.callTool("place_order", bad)), undefined);
        assert.equal(repeatedOf(await session.callTool("place_order", bad)), 2);
        assert.equal(repeatedOf(await session.callTool("place_order", bad)), 3);
      } finally {
        await session.close();
      }
    });

    test("stateful Streamable HTTP on 127.0.0.1: counted per session, never across clients", async () => {
      const h = hooked(entry);
      const a = await entry.connect("http-stateful", h.make);
      const b = await entry.connect("http-stateful", h.make);
      try {
        assert.equal(repeatedOf(await a.callTool("place_order", bad)), undefined);
        assert.equal(repeatedOf(await b.callTool("place_order", bad)), undefined, "another session: a first");
        assert.equal(repeatedOf(await a.callTool("place_order", bad)), 2);
      } finally {
        await a.close();
        await b.close();
      }
    });

    test("stateless Streamable HTTP: nothing is counted (no session)", async () => {
      const h = hooked(entry);
      const session = await entry.connect("http-stateless", h.make);
      try {
        for (let i = 0; i < 3; i++) assert.equal(repeatedOf(await session.callTool("place_order", bad)), undefined);
        assert.deepEqual(h.refusals.map((e) => e.repeated), [1, 1, 1]);
      } finally {
        await session.close();
      }
    });

    test("lenient: \"42\" read as the quantity and a JSON text as the list, each read reported; the handler runs with the values", async () => {
      const h = hooked(entry, { lenient: true });
      const session = await entry.connect("in-process", h.make);
      try {
        const answer = await session.callTool("place_order", { ...bad, quantity: "42", alternates: JSON.stringify([IBAN]) });
        assert.equal(answer.result.isError, undefined);
        assert.deepEqual(h.runs, [{ iban: IBAN, quantity: 42, country: "FR", alternates: [IBAN] }]);
        assert.deepEqual(h.lenientReads, [
          { tool: "place_order", pointer: "/quantity", argument: "quantity", from: "string", to: "integer" },
          { tool: "place_order", pointer: "/alternates", argument: "alternates", from: "string", to: "array" },
        ]);
      } finally {
        await session.close();
      }
    });
  });
}

test("a hook that throws loses no call: the refusal is answered, the next call too (1.x and v2)", async () => {
  for (const entry of [V1, V2]) {
    const make = () => {
      const server = entry.newServer();
      entry.register.tool(server, "place_order", { description: "Places an order.", parameters: OrderParameters, onRefusal: () => { throw new Error(String(SECRET)); } }, () => ({ content: [{ type: "text", text: "ok" }] }));
      return server;
    };
    const session = await entry.connect("in-process", make);
    try {
      const refused = await session.callTool("place_order", bad);
      assert.equal(refused.result.isError, true);
      assert.equal(refused.result.structuredContent.code, "value_object.out_of_range");
      assert.equal((await session.callTool("place_order", { ...bad, quantity: 2 })).result.content[0].text, "ok");
    } finally {
      await session.close();
    }
  }
});
