// The stderr line for a tool's invalid result is `<pointer> <code>: <sentence>`, issues
// joined with "; ". A record key is chosen by whoever fills the result (often from what a
// client sent): whatever it holds (a space, a colon, a semicolon, any white space, a line
// break), it stays inside its pointer, and each issue of the line reads back as the issue
// it is. On both entries, in-process, stderr captured.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { Quantity } from "../support/domain.js";
import { ENTRIES } from "./entries.js";

// keys that, written as they are, read as an issue of their own (red-team finding: `:` was kept)
const FORGING = [
  "x value_object.ok: The value is fine",
  "x\u00a0value_object.ok:\u00a0The value is fine",
  "x\u3000value_object.ok\uff1a The value is fine",
  "x\tvalue_object.ok: fine",
  "a; /counts/b value_object.required: The value is required",
  "x\nvalue_object.ok: fine",
];

/** One logged issue as a reader splits it: the pointer up to the first white space, the code up to ": ". */
const ISSUE = /^(\S+) (value_object\.[a-z_]+): (.*)$/su;

for (const entry of ENTRIES) {
  test(`${entry.name}: an invalid result's stderr line reads back as its issues, whatever the record keys hold (red-team finding)`, async () => {
    const server = entry.newServer();
    entry.register.tool(server, "tally", {
      description: "Counts under labels; a count of 0 breaks the output rules.",
      parameters: { labels: vo.array(vo.string("Label")), count: vo.integer("Count") },
      output: vo.object({ counts: vo.record(Quantity) }),
    }, ({ labels, count }) => ({ content: [{ type: "text", text: "tallied" }], structuredContent: { counts: Object.fromEntries(labels.map((l: string) => [l, count])) } }));
    const session = await entry.connect("in-process", () => server);
    const written: string[] = [];
    const original = console.error;
    try {
      console.error = (...args: unknown[]) => void written.push(args.map(String).join(" "));
      const answer = await session.callTool("tally", { labels: FORGING, count: 0 });
      console.error = original;
      assert.equal(answer.result?.isError, true);
      assert.equal(written.length, 1);
      assert.equal(written[0].split(/[\n\r\u2028\u2029]/).length, 1, "one line");
      const issues = written[0].slice(written[0].indexOf("produced an invalid result: ") + "produced an invalid result: ".length).split("; ");
      assert.equal(issues.length, FORGING.length, written[0]);
      for (const issue of issues) {
        const read = ISSUE.exec(issue);
        assert.ok(read !== null, issue);
        assert.ok(read[1].startsWith("/counts/"), issue);
        assert.equal(read[2], "value_object.out_of_range", issue);
        assert.doesNotMatch(read[3], /value_object\./, issue);
      }
    } finally {
      console.error = original;
      await session.close();
    }
  });
}
