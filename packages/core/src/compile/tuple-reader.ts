import { FAILED, type ReadIssue, type Reader } from "../schema.js";
import { AS_IS_GLOBALS } from "./fast-accept.js";
import { type Given, generate } from "./code-generation.js";
import { type CheckedNode, directCheck, directCheckExpression, directCheckParams } from "./direct-check.js";
import { settled } from "./lazy-reader.js";
import { type IssueList } from "../issue-list.js";

/** What a tuple's generated reader is made of; every part is a value, none becomes code. */
export interface TupleParts {
  /** Each position's node (a value object, or one wrapped in nullable or optional, is checked directly). */
  readonly nodes: readonly (CheckedNode & { readonly "~read": Reader })[];
  readonly rest: (CheckedNode & { readonly "~read": Reader }) | undefined;
  readonly minItems: number;
  readonly maxItems: number | undefined;
  readonly notArray: (input: unknown, issues: IssueList) => void;
  readonly tooFew: (n: number) => ReadIssue;
  readonly tooMany: (n: number) => ReadIssue;
  readonly refusedAt: (refusal: { code: string; message: string }, index: number) => ReadIssue;
  readonly under: (issues: IssueList, from: number, index: number) => void;
}

// The code that reads one item at index expression `i` with the check (or reader) named `c`.
// An item is the list's own: a hole is absent. `hasOwn` per item costs more than the rest of a
// small tuple's read; a plain read gives the same answer where the list's prototype is
// Array.prototype (`plain`, tested once) and neither it nor Object.prototype holds index `i`
// (`in` runs no getter, and the engine answers it from its own bookkeeping while no prototype holds
// an item): a hole then reads undefined. Any other list, or a polluted prototype, reads own items.
function readOne(node: CheckedNode & { readonly "~read": Reader }, c: string, i: string, given: Given, setIfDefined: boolean, into = `out[${i}]`): string {
  const item = `(plain && !(${i} in arrayPrototype) ? input[${i}] : ${i} < length && hasOwn.call(input, ${i}) ? input[${i}] : undefined)`;
  const store = setIfDefined ? `else if (v !== undefined) ${into} = v;` : `else ${into} = v;`;
  const direct = directCheck(node);
  if (direct !== undefined) {
    given.push(...directCheckParams(direct, c));
    return `var v = ${directCheckExpression(direct, c, item)};\nif (typeof v === "object" && v !== null) { failed = true; issues.add(refusedAt(v, ${i})); if (issues.stops) return FAILED; } ${store}\n`;
  }
  given.push([c, settled(node["~read"])]);
  return `var from = issues.length;\nvar v = ${c}(${item}, issues);\nif (v === FAILED) { failed = true; under(issues, from, ${i}); if (issues.stops) return FAILED; } ${store}\n`;
}

/**
 * Generates a tuple reader: the loop of `vo.tuple`, unrolled, each position's check called
 * from a site of its own. Same order, same issues, same value as the loop.
 */
export function compileTupleReader(parts: TupleParts): Reader | undefined {
  const given: Given = [
    ["hasOwn", Object.prototype.hasOwnProperty],
    ["isArray", Array.isArray],
    ["getPrototypeOf", Object.getPrototypeOf],
    ["arrayPrototype", Array.prototype],
    ...AS_IS_GLOBALS,
    ["FAILED", FAILED],
    ["minItems", parts.minItems],
    ["maxItems", parts.maxItems],
    ["notArray", parts.notArray],
    ["tooFew", parts.tooFew],
    ["tooMany", parts.tooMany],
    ["refusedAt", parts.refusedAt],
    ["under", parts.under],
  ];
  let positions = "";
  // every position required and no rest: each value in a local, the list made at its length at the end
  const whole = parts.rest === undefined && parts.minItems === parts.nodes.length;
  // a short list reads its items only; else every position (an optional one past the end reads absent)
  parts.nodes.forEach((node, n) => {
    // before the last required position an absent optional one is set (undefined, as the loop: never a gap)
    positions += `if (${n} < length || !short) {\n${readOne(node, `c${n}`, String(n), given, n >= parts.minItems, whole ? `v${n}` : undefined)}}\n`;
  });
  const locals = parts.nodes.map((_, n) => `v${n}`);
  const rest = parts.rest === undefined ? "" : `for (var i = ${parts.nodes.length}; i < length; i++) {\n${readOne(parts.rest, "cr", "i", given, false)}}\n`;
  const body =
    `"use strict";\nreturn function read_(input, issues) {\n` +
    `if (!isArray(input)) { notArray(input, issues); return FAILED; }\n` +
    `var length = input.length, x, plain = getPrototypeOf(input) === arrayPrototype;\n` +
    (parts.maxItems !== undefined ? `if (length > maxItems) { issues.add(tooMany(maxItems)); return FAILED; }\n` : "") +
    `var short = length < minItems, failed = short;\n` +
    `if (short) { issues.add(tooFew(minItems)); if (issues.stops) return FAILED; }\n` +
    (whole
      ? `var ${["x0", ...locals].join(", ")};\n${positions}return failed ? FAILED : [${locals.join(", ")}];\n};`
      : `var out = [];\n${positions}${rest}return failed ? FAILED : out;\n};`);
  return generate<Reader>(given, body);
}
