import { FAILED, type ReadIssue, type Reader } from "../schema.js";
import { AS_IS_GLOBALS } from "./fast-accept.js";
import { type Given, generate } from "./code-generation.js";
import { type CheckedNode, directCheck, directCheckExpression, directCheckParams } from "./direct-check.js";
import { settled } from "./lazy-reader.js";
import { type IssueList } from "../issue-list.js";

/** What a keyed record's generated reader is made of; every part is a value, none becomes code. */
export interface KeyedRecordParts {
  /** The value's node (a value object, or one wrapped in nullable or optional, is checked directly). */
  readonly node: CheckedNode;
  readonly read: Reader;
  /** The key value object's check: the key as read, or its refusal (an object). */
  readonly checkKey: (key: unknown) => unknown;
  /** Whether two keys may read as one (the key value object normalizes or ignores case). */
  readonly renames: boolean;
  readonly notObject: (input: unknown, issues: IssueList) => void;
  readonly refusedAt: (refusal: { code: string; message: string }, key: string) => ReadIssue;
  readonly keyTwice: (key: string) => ReadIssue;
  readonly under: (issues: IssueList, from: number, key: string) => void;
  readonly setOwn: (target: Record<string, unknown>, key: string, value: unknown) => void;
}

/**
 * Generates a keyed record's reader: the loop of `vo.record(key, value)`, its own copy for
 * each record, the key's check and the value's each called from a site of their own. Same
 * order, same issues, same value as the loop.
 */
export function compileKeyedRecordReader(parts: KeyedRecordParts): Reader | undefined {
  const direct = directCheck(parts.node);
  const item = `input[raw]`;
  const each =
    direct !== undefined
      ? `var v = ${directCheckExpression(direct, "check", item)};\nif (typeof v === "object" && v !== null) { failed = true; issues.add(refusedAt(v, raw)); if (issues.stops) return FAILED; } else if (v !== undefined) setOwn(out, k, v);\n`
      : `var from = issues.length;\nvar v = read(${item}, issues);\nif (v === FAILED) { failed = true; under(issues, from, raw); if (issues.stops) return FAILED; } else if (v !== undefined) setOwn(out, k, v);\n`;
  const twice = parts.renames
    ? `if (seen.has(k)) { failed = true; issues.add(keyTwice(raw)); if (issues.stops) return FAILED; continue; }\nseen.add(k);\n`
    : "";
  const body =
    `"use strict";\nreturn function read_(input, issues) {\n` +
    `if (typeof input !== "object" || input === null || isArray(input)) { notObject(input, issues); return FAILED; }\n` +
    `var keys = objectKeys(input), out = {}, failed = false, x${parts.renames ? ", seen = new Set()" : ""};\n` +
    `for (var j = 0; j < keys.length; j++) {\nvar raw = keys[j];\nvar k = checkKey(raw);\n` +
    `if (typeof k === "object" && k !== null) { failed = true; issues.add(refusedAt(k, raw)); if (issues.stops) return FAILED; continue; }\n` +
    `${twice}${each}}\nreturn failed ? FAILED : out;\n};`;
  const given: Given = [
    ["objectKeys", Object.keys],
    ["isArray", Array.isArray],
    ...AS_IS_GLOBALS,
    ["FAILED", FAILED],
    ...(direct !== undefined ? directCheckParams(direct, "check") : [["read", settled(parts.read)] as [string, unknown]]),
    ["checkKey", parts.checkKey],
    ["notObject", parts.notObject],
    ["refusedAt", parts.refusedAt],
    ["keyTwice", parts.keyTwice],
    ["under", parts.under],
    ["setOwn", parts.setOwn],
  ];
  return generate<Reader>(given, body);
}
