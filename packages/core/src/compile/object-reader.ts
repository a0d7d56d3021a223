import { FAILED, type ReadIssue, type PathKey, type Reader } from "../schema.js";
import { AS_IS_GLOBALS } from "./fast-accept.js";
import { type Given, generate } from "./code-generation.js";
import { type CheckedNode, directCheck, directCheckExpression, directCheckParams } from "./direct-check.js";
import { settled } from "./lazy-reader.js";
import { type IssueList } from "../issue-list.js";
import { issueAt } from "../refusal/refusal.js";

/**
 * The most members an object compiles its reader for; past it, the object keeps its loop.
 * Measured (Node 20, first read and steady reads, compiled against the loop): a generated
 * reader costs 20 to 60 µs of CPU a member to make (its text, two parameters and a local a
 * member), against 1 to 3 µs for the loop's first read; up to 64 members, later reads
 * repay it (a plain member 5 to 50 ns against 40 to 100 in the loop); from about 128,
 * the function is too large for the engine to optimize well and reads no faster than the loop
 * (at 256, 261 ns a member against 68). 10,000 members took 3.7 s compiled, 0.4 s looped.
 */
export const MAX_COMPILED_MEMBERS = 64;

// the kinds whose reader answers a new object or array, or FAILED: never undefined
const NEVER_ABSENT: ReadonlySet<unknown> = new Set(["object", "array", "record", "discriminatedUnion"]);

/** What an object's generated reader is made of; every part is a value, none becomes code. */
export interface ObjectParts {
  readonly keys: readonly string[];
  /** Per member: its node (a value object, or one wrapped in nullable or optional, is checked directly: see {@link directCheck}). */
  readonly nodes: readonly CheckedNode[];
  /** Per member: its reader (used where no check is called directly). */
  readonly readers: readonly Reader[];
  /** Adds the refusal of an input that is not an object, and answers FAILED. */
  readonly notObject: (input: unknown, issues: IssueList) => unknown;
  /** With `unknown: "refuse"`: adds a refusal per undeclared member; true if any. */
  readonly refuseUnknown?: (source: Record<string, unknown>, issues: IssueList) => boolean;
  /** With a rule across members: the value, or FAILED after adding its refusal. */
  readonly finish?: (out: Record<string, unknown>, issues: IssueList) => unknown;
  readonly under: (issues: IssueList, from: number, key: string) => void;
  readonly setOwn: (target: Record<string, unknown>, key: string, value: unknown) => void;
}

// the issue of a member's refusal, at `path` (`issueAt`: small enough that the engine inlines it
// anywhere, so the reader's own text stays small enough to be inlined where it is a member of another)

/**
 * Generates an object reader with one straight line per member: each member's read is
 * its own call site (so the engine inlines that member's check), and each key its own
 * property access (one shape each, where a loop over keys meets them all). Same order,
 * same issues, same value as the loop in `object`. Member `i`'s key is the argument
 * `k<i>`, its check `c<i>`, its reader `r<i>`: the text holds only indexes.
 */
export function compileObjectReader(parts: ObjectParts): Reader | undefined {
  const { keys } = parts;
  if (keys.length > MAX_COMPILED_MEMBERS) return undefined;
  const given: Given = [];
  const give = (name: string, value: unknown) => given.push([name, value]);
  let reads = "";
  const literal: string[] = [];
  let builds = "";
  for (let i = 0; i < keys.length; i++) {
    give(`k${i}`, keys[i]);
    // own members only, as the loop reads them; on a plain object whose prototype lacks the key, a
    // read can only find an own member, and the engine folds `k in ObjectPrototype` to a map check
    const value = `(plain && !(k${i} in ObjectPrototype) ? input[k${i}] : hasOwn.call(input, k${i}) ? input[k${i}] : undefined)`;
    const direct = directCheck(parts.nodes[i]);
    if (direct !== undefined) {
      given.push(...directCheckParams(direct, `c${i}`));
      // a refusal's issue: one shape for every issue; its path a new array, the caller's to change as the loop's is
      reads += `var v${i} = ${directCheckExpression(direct, `c${i}`, value)};\nif (typeof v${i} === "object" && v${i} !== null) { failed = true; issues.add(issueAt(v${i}, [k${i}])); }\n`;
    } else {
      give(`r${i}`, settled(parts.readers[i]));
      reads += `var f${i} = issues.length;\nvar v${i} = r${i}(${value}, issues);\nif (v${i} === FAILED) { failed = true; under(issues, f${i}, k${i}); }\n`;
    }
    // members always present go into the literal until the first one that may be absent (an
    // absent optional member is left out); from there, "__proto__" is set as data, any other key
    // by a plain store
    const always = direct !== undefined ? direct.passes !== "undefined" : NEVER_ABSENT.has(parts.nodes[i].kind);
    if (always && builds === "") literal.push(`[k${i}]: v${i}`);
    else {
      const store = keys[i] === "__proto__" ? `setOwn(out, k${i}, v${i});` : `out[k${i}] = v${i};`;
      builds += always ? `${store}\n` : `if (v${i} !== undefined) ${store}\n`;
    }
  }
  const helpers: [string, unknown][] = [
    ["hasOwn", Object.prototype.hasOwnProperty],
    ["ObjectPrototype", Object.prototype],
    ["getPrototypeOf", Object.getPrototypeOf],
    ...AS_IS_GLOBALS,
    ["isArray", Array.isArray],
    ["FAILED", FAILED],
    ["notObject", parts.notObject],
    ["refuseUnknown", parts.refuseUnknown],
    ["finish", parts.finish],
    ["issueAt", issueAt],
    ["under", parts.under],
    ["setOwn", parts.setOwn],
  ];
  given.push(...helpers);
  const body =
    `"use strict";\nreturn function read(input, issues) {\n` +
    `if (typeof input !== "object" || input === null || isArray(input)) return notObject(input, issues);\n` +
    `var failed = false;\nvar plain = getPrototypeOf(input) === ObjectPrototype, x;\n${reads}` +
    (parts.refuseUnknown !== undefined ? `if (refuseUnknown(input, issues)) failed = true;\n` : "") +
    `if (failed) return FAILED;\nvar out = { ${literal.join(", ")} };\n${builds}` +
    (parts.finish !== undefined ? `return finish(out, issues);\n` : `return out;\n`) +
    `};`;
  return generate<Reader>(given, body);
}
