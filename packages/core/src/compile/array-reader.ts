import { FAILED, type ReadIssue, type Reader } from "../schema.js";
import { AS_IS_GLOBALS } from "./fast-accept.js";
import { type Given, generate } from "./code-generation.js";
import { type CheckedNode, directCheck, directCheckExpression, directCheckParams } from "./direct-check.js";
import { settled } from "./lazy-reader.js";
import { type IssueList, under } from "../issue-list.js";
import { readsOwnItems } from "./own-items.js";

/** What an array's generated reader is made of; every part is a value, none becomes code. */
export interface ArrayParts {
  /** The item's node (a value object, or one wrapped in nullable or optional, is checked directly: see {@link directCheck}). */
  readonly node: CheckedNode;
  readonly read: Reader;
  readonly minItems: number | undefined;
  readonly maxItems: number | undefined;
  /** Adds the refusal of an input that is not an array, and answers FAILED. */
  readonly notArray: (input: unknown, issues: IssueList) => unknown;
  readonly tooFew: (n: number) => ReadIssue;
  readonly tooMany: (n: number) => ReadIssue;
}

/**
 * Generates an array reader: the loop of `array`, its own copy for each array schema, so
 * the item's check is called from a site that only ever sees that check (the shared loop
 * calls every array's item check from one site, and the engine inlines none). Into a list that
 * stops at its first refusal (a union's alternative), it stops there, as the loop does.
 */
export function compileArrayReader(parts: ArrayParts): Reader | undefined {
  // own items only (a hole is absent); past 64 items, asked of the prototypes once rather than of each item
  const item = `(own || hasOwn.call(input, i) ? input[i] : undefined)`;
  const direct = directCheck(parts.node);
  const loop =
    direct !== undefined
      ? `var v = ${directCheckExpression(direct, "check", item)};\nif (typeof v === "object" && v !== null) { failed = true; issues.add(v, [i]); if (issues.stops) return FAILED; } else out[i] = v;\n`
      : `var from = issues.length;\nvar v = read(${item}, issues);\nif (v === FAILED) { failed = true; under(issues, from, i); if (issues.stops) return FAILED; } else out[i] = v;\n`;
  const body =
    `"use strict";\nreturn function read_(input, issues) {\n` +
    `if (!isArray(input)) return p.notArray(input, issues);\n` +
    `var length = input.length, x;\n` +
    (parts.maxItems !== undefined ? `if (length > p.maxItems) { issues.add(p.tooMany(p.maxItems)); return FAILED; }\n` : "") +
    `var failed = false;\n` +
    (parts.minItems !== undefined ? `if (length < p.minItems) { failed = true; issues.add(p.tooFew(p.minItems)); if (issues.stops) return FAILED; }\n` : "") +
    `var out = new Array(length), own = length > 64 && ownItems(input);\nfor (var i = 0; i < length; i++) {\n${loop}}\nreturn failed ? FAILED : out;\n};`;
  const given: Given = [
    ["hasOwn", Object.prototype.hasOwnProperty],
    ["isArray", Array.isArray],
    ["ownItems", readsOwnItems],
    ...AS_IS_GLOBALS,
    ["FAILED", FAILED],
    ["under", under],
    ...(direct !== undefined ? directCheckParams(direct, "check") : [["read", settled(parts.read)] as [string, unknown]]),
    // what only a refusal or a bound asks for: read from the parts
    ["p", parts],
  ];
  return generate<Reader>(given, body);
}
