// The stderr line of an invalid result is printable ASCII as a whole (red-team round 6, #12), not
// only in its pointers: the count of issues left out ends "...and N more" (it ended with a raw
// U+2026), and a value object's name and a check's own sentence (a line break included)
// are written \uXXXX there too. The log notification keeps them as they are, fields of their own.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { ENTRIES } from "./entries.js";

const SENTENCE = "Trop élevé\nligne deux — fin";
const Quantite = vo.integer("Quantité", { maximum: 1, check: (v) => (v === 0 ? { code: "quantité.zéro", message: SENTENCE } : undefined) });

for (const entry of ENTRIES) {
  test(`${entry.name}: an invalid result's stderr line is printable ASCII from end to end, past 20 issues too`, async () => {
    const server = entry.newServer();
    entry.register.tool(server, "tally", { description: "d", parameters: {}, output: vo.object({ items: vo.array(Quantite) }) }, () => ({
      content: [],
      structuredContent: { items: [0, ...Array(24).fill(5)] },
    }));
    const session = await entry.connect("in-process", () => server);
    const written: string[] = [];
    const original = console.error;
    try {
      console.error = (...args: unknown[]) => void written.push(args.map(String).join(" "));
      const answer = await session.callTool("tally", {});
      console.error = original;
      assert.equal(answer.result?.isError, true);
      assert.equal(written.length, 1);
      const [line] = written;
      assert.match(line, /^[\x20-\x7e]*$/, "printable ASCII only");
      assert.ok(line.endsWith("; ...and 5 more (not listed)"), line.slice(-60));
      assert.ok(line.includes("/items/0 value_object.not_parsable: The value is not a valid Quantit\\u00e9: Trop \\u00e9lev\\u00e9\\u000aligne deux \\u2014 fin; "), line.slice(0, 200));
      assert.ok(line.includes("/items/1 value_object.out_of_range: The value is not a valid Quantit\\u00e9: "), line.slice(0, 300));
      // the notification carries each field as it is, JSON escaping it as JSON does
      const [logged] = session.logged as { data: { issues: { code: string; message: string }[]; omitted: number } }[];
      assert.deepEqual(logged.data.issues[0], { path: "/items/0", code: "value_object.not_parsable", message: `The value is not a valid Quantité: ${SENTENCE}` });
      assert.equal(logged.data.omitted, 5);
    } finally {
      console.error = original;
      await session.close();
    }
  });
}
