import { FAILED, type ReadIssue, type Reader } from "../schema.js";
import { AS_IS_GLOBALS } from "./fast-accept.js";
import { type Given, generate } from "./code-generation.js";
import { type CheckedNode, directCheck, directCheckExpression, directCheckParams } from "./direct-check.js";
import { settled } from "./lazy-reader.js";
import { type IssueList } from "../issue-list.js";

/** What a record's generated reader is made of; every part is a value, none becomes code. */
export interface RecordParts {
  /** The value's node (a value object, or one wrapped in nullable or optional, is checked directly). */
  readonly node: CheckedNode;
  readonly read: Reader;
  /** Adds the refusal of an input that is not an object. */
  readonly notObject: (input: unknown, issues: IssueList) => void;
  readonly refusedAt: (refusal: { code: string; message: string }, key: string) => ReadIssue;
  readonly under: (issues: IssueList, from: number, key: string) => void;
  readonly setOwn: (target: Record<string, unknown>, key: string, value: unknown) => void;
}

/**
 * Generates a record reader: the loop of `record`, its own copy for each record schema, so
 * the value's check is called from a site that only ever sees that check. Same order, same
 * issues, same value as the loop.
 */
export function compileRecordReader(parts: RecordParts): Reader | undefined {
  const direct = directCheck(parts.node);
  const each =
    direct !== undefined
      ? `var v = ${directCheckExpression(direct, "check", "input[key]")};\nif (typeof v === "object" && v !== null) { failed = true; issues.add(refusedAt(v, key)); if (issues.stops) return FAILED; } else if (v !== undefined) setOwn(out, key, v);\n`
      : `var from = issues.length;\nvar v = read(input[key], issues);\nif (v === FAILED) { failed = true; under(issues, from, key); if (issues.stops) return FAILED; } else if (v !== undefined) setOwn(out, key, v);\n`;
  const body =
    `"use strict";\nreturn function read_(input, issues) {\n` +
    `if (typeof input !== "object" || input === null || isArray(input)) { notObject(input, issues); return FAILED; }\n` +
    `var keys = objectKeys(input), out = {}, failed = false, x;\n` +
    `for (var j = 0; j < keys.length; j++) {\nvar key = keys[j];\n${each}}\nreturn failed ? FAILED : out;\n};`;
  const given: Given = [
    ["objectKeys", Object.keys],
    ["isArray", Array.isArray],
    ...AS_IS_GLOBALS,
    ["FAILED", FAILED],
    ...(direct !== undefined ? directCheckParams(direct, "check") : [["read", settled(parts.read)] as [string, unknown]]),
    ["notObject", parts.notObject],
    ["refusedAt", parts.refusedAt],
    ["under", parts.under],
    ["setOwn", parts.setOwn],
  ];
  return generate<Reader>(given, body);
}
