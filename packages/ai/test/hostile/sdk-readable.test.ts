// The middleware's rule for which tool inputs the AI SDK cannot read agrees with the
// SDK's own parser (`safeParseJSON` of @ai-sdk/provider-utils), on hand-picked texts
// and generated ones: a change in the SDK turns this red.
import assert from "node:assert/strict";
import { test } from "node:test";
import { safeParseJSON } from "@ai-sdk/provider-utils";
import fc from "fast-check";
import { sdkCanRead } from "../../src/ai-sdk/sdk-readable.js";

const sdkReads = async (text: string) => (await safeParseJSON({ text })).success;

test("hand-picked inputs: the same verdict as the AI SDK's parser", async () => {
  const texts = [
    '{"a":1}', "", " ", "null", "5", '"text"', "[1,2]", '{"a":1', '{"a":1},', "```json\n{}\n```", "{}{}",
    '{"__proto__":{"x":1}}', '{"a":{"__proto__":null}}', '{"\\u005f_proto__":{}}', '{"__pro\\u0074o__":1}',
    '{"constructor":{"prototype":{}}}', '{"constructor":{"prototype":null}}', '{"constructor":1}', '{"constructor":{"x":1}}',
    '{"a":[{"b":{"constructor":{"prototype":1}}}]}', '{"\\u0063onstructor":{"prototype":{}}}', '{"note":"__proto__"}',
    '{"note":"\\"__proto__\\": 1"}', `${"[".repeat(10_000)}{"__proto__":1}${"]".repeat(10_000)}`, `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
  ];
  for (const text of texts) assert.equal(sdkCanRead(text), await sdkReads(text), JSON.stringify(text.slice(0, 80)));
});

test("generated JSON with dangerous keys anywhere, and text cut anywhere: the same verdict (2,000 cases, seeded)", async () => {
  const key = fc.constantFrom("__proto__", "constructor", "prototype", "a", "\\u005f_proto__");
  const json = fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.constantFrom("1", "null", '"x"', '"__proto__"'),
      fc.array(tie("value"), { maxLength: 3 }).map((items) => `[${items.join(",")}]`),
      fc.array(fc.tuple(key, tie("value")), { maxLength: 3 }).map((entries) => `{${entries.map(([k, v]) => `"${k}":${v}`).join(",")}}`),
    ),
  })).value;
  await fc.assert(
    fc.asyncProperty(json, fc.nat(), async (text, cut) => {
      for (const candidate of [text, text.slice(0, cut % (text.length + 1))]) {
        assert.equal(sdkCanRead(candidate), await sdkReads(candidate), candidate);
      }
    }),
    { numRuns: 2_000, seed: 20261201 },
  );
});
