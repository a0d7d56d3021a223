/**
 * The strict-mode restore through recursion (issue 23): forced nulls and record pairs are
 * undone at every depth of a recursive schema, as deep as the core reads one (the root and
 * 256 levels below it), for a parsed value and for JSON text alike.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema, restoreStrictValue } from "../../src/dialects/index.js";
import { restoreStrictText } from "../../src/ai-sdk/restore-text.js";
import { strictForm } from "../dialects/strict-form.js";
import { Category, tree } from "./support.js";

const lm = vo.toJsonSchema(Category, { profile: "languageModel" });

for (const levels of [3, 40, 257]) {
  test(`a tree ${levels} levels deep, sent in the openai-strict form, reads back as sent`, () => {
    lowerSchema(lm, "openai-strict", { purpose: "tool" });
    const value = tree(levels);
    const sent = strictForm(value, lm, true);
    // the strict form really reshaped the deepest level
    assert.match(JSON.stringify(sent), /"note":null,"labels":\[\{"key":"fr","value":"feuille"\}\]/);
    assert.deepEqual(Category.tryCreate(restoreStrictValue(sent, lm)), { ok: true, value });
    assert.deepEqual(Category.tryCreate(JSON.parse(restoreStrictText(JSON.stringify(sent), lm))), { ok: true, value });
  });
}
