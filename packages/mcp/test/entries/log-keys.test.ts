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

// Characters that look blank without being white space (U+2800, U+3164, U+115F, U+FFA0), look like
// the line's punctuation (U+037E, which NFC turns into ";", U+FE55, U+FE13) or reorder what is shown
// (U+200E, U+200F, U+061C): written raw, a key renders as an issue of its own (red-team round, #03)
const LOOK_ALIKES = ["\u2800", "\u3164", "\u115f", "\uffa0", "\u037e", "\ufe55", "\ufe13", "\u200e", "\u200f", "\u061c", "\u00ad", "\u200b", "\u2060", "\u{1f600}"];
const VISUAL_FORGERY = "x\u2800value_object.ok\u037e\u2800The\u2800value\u2800is\u2800fine\u037e\u2800/rec/y";

for (const entry of ENTRIES) {
  test(`${entry.name}: the stderr line is printable ASCII whatever the keys hold; look-alike keys forge no issue (red-team #03)`, async () => {
    const server = entry.newServer();
    entry.register.tool(server, "tally", {
      description: "Counts under labels; a count of 0 breaks the output rules.",
      parameters: { labels: vo.array(vo.string("Label")), count: vo.integer("Count") },
      output: vo.object({ counts: vo.record(Quantity) }),
    }, ({ labels, count }) => ({ content: [{ type: "text", text: "tallied" }], structuredContent: { counts: Object.fromEntries(labels.map((l: string) => [l, count])) } }));
    const session = await entry.connect("in-process", () => server);
    const labels = [...LOOK_ALIKES.map((c) => `k${c}k`), VISUAL_FORGERY];
    const written: string[] = [];
    const original = console.error;
    try {
      console.error = (...args: unknown[]) => void written.push(args.map(String).join(" "));
      const answer = await session.callTool("tally", { labels, count: 0 });
      console.error = original;
      assert.equal(answer.result?.isError, true);
      assert.equal(written.length, 1);
      assert.match(written[0], /^[\x20-\x7e]*$/, "printable ASCII only");
      const issues = written[0].slice(written[0].indexOf("produced an invalid result: ") + "produced an invalid result: ".length).split("; ");
      assert.equal(issues.length, labels.length, written[0]);
      for (const issue of issues) {
        const read = ISSUE.exec(issue);
        assert.ok(read !== null, issue);
        assert.ok(read[1].startsWith("/counts/"), issue);
        assert.equal(read[2], "value_object.out_of_range", issue);
        assert.doesNotMatch(read[3], /value_object\./, issue);
      }
      // each character written as its UTF-16 escape, a surrogate pair as two
      for (const c of ["\\u2800", "\\u037e", "\\ufe55", "\\u200f", "\\u061c", "\\ud83d\\ude00"]) assert.ok(written[0].includes(c), c);
      assert.equal(written[0].match(/value_object\.ok/g)?.length, 1, "the forged code stays inside its pointer");
    } finally {
      console.error = original;
      await session.close();
    }
  });
}
