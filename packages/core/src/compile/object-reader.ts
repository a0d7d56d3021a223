import { FAILED, type Reader } from "../schema.js";
import { AS_IS_GLOBALS } from "./fast-accept.js";
import { type Given, generate } from "./code-generation.js";
import { type CheckedNode, directCheck, directCheckParams, directCheckExpression } from "./direct-check.js";
import { settled } from "./lazy-reader.js";
import { type IssueList, under } from "../issue-list.js";
import { setOwn } from "../set-own.js";
import { exactPointer } from "../refusal/json-pointer.js";

/**
 * The most alternatives a union compiles its reader for (and, until readers were split into
 * chunks, the most members of an object). Measured on objects (Node 20): a generated function
 * of 64 members or more takes the engine seconds to optimize; at 256, 261 ns a member against
 * 68 in the loop. Objects have their own bound: {@link MAX_COMPILED_OBJECT_MEMBERS}.
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
}

/** The members one generated function reads: a wide object's reads are split into functions of this many, each cheap for the engine to optimize. */
const CHUNK = 16;

/**
 * The most members an object compiles its reader for; past it, the object keeps its loop.
 * Measured (Node 20, bench/README "Wide objects"): split into functions of {@link CHUNK}
 * members, a reader of 200 members is optimized in a few milliseconds a chunk and reads
 * valid members at a third of the loop's time; a JSON object of 128 members or more is a
 * dictionary to the engine, where the compiled reads gain less with every member, and the
 * first read's text (some 300 characters a member, parsed once) costs more.
 */
export const MAX_COMPILED_OBJECT_MEMBERS = 256;

/**
 * Generates an object reader with one straight line per member: each member's read is
 * its own call site (so the engine inlines that member's check), and each key its own
 * property access (one shape each, where a loop over keys meets them all). Same order,
 * same issues, same value as the loop in `object`. Keys are written into the text only
 * through `JSON.stringify` (a string literal, inside brackets or as an argument); member
 * `i`'s check is the argument `c<i>`, its reader `r<i>`. Past {@link CHUNK} members the
 * reads are split into functions of that many, which store their values into the object
 * made first: the time the engine takes to optimize grows with the members, not faster.
 */
export function compileObjectReader(parts: ObjectParts, outer?: string): Reader | undefined {
  const { keys } = parts;
  if (keys.length > MAX_COMPILED_OBJECT_MEMBERS) return undefined;
  const given: Given = [];
  let chunks = "";
  let reads = "";
  let calls = "";
  // up to CHUNK members, the value is made after the reads, where none refused: a refused read makes no
  // object (a tenth of one refused field's time); past it, chunks store into the object made first
  const late = keys.length <= CHUNK;
  // whether its every issue can be made at an outer key's path (`outer`): no member read by a reader of its own
  // (so a reader made for an outer key never nests one in turn: `outer` is one key at most)
  let nests = late && !parts.refuseUnknown && !parts.finish;
  let stores = "";
  const literal: string[] = [];
  let prefix = true;
  for (let i = 0; i < keys.length; i++) {
    const key = JSON.stringify(keys[i]);
    // the member's path and pointer, written once here (literals, as the key): a refusal's issue carries them
    const path = outer === undefined ? [keys[i]] : [outer, keys[i]];
    const at = JSON.stringify(exactPointer(path));
    // own members only, as the loop reads them; on a plain object whose prototype lacks the key, a
    // read can only find an own member, and the engine folds `key in ObjectPrototype` to a map check
    const value = `(plain && !(${key} in ObjectPrototype) ? input[${key}] : hasOwn.call(input, ${key}) ? input[${key}] : undefined)`;
    const direct = directCheck(parts.nodes[i]);
    if (direct !== undefined) {
      given.push(...directCheckParams(direct, `c${i}`));
      // a refusal's issue: one shape for every issue; its path a new array, the caller's to change as the loop's is.
      // Added where the check is called: a value taken as is pays no test for a refusal (a fifth of the instructions of a valid read)
      reads += `var v${i} = ${directCheckExpression(direct, `c${i}`, value, `typeof x=="object"&&x!==null&&(failed=true,issues.add(x,${JSON.stringify(path)},${at})),`)};\n`;
    } else {
      nests = false;
      const reader = settled(parts.readers[i]);
      // a member whose issues can be made at its key: read by its reader made for that key (none prefixed again)
      const nested = nestable.get(reader)?.(keys[i]);
      given.push([`r${i}`, nested ?? reader]);
      reads += `var f${i} = issues.length;\nvar v${i} = r${i}(${value}, issues);\nif (v${i} === FAILED) { failed = true; ${nested ? "" : `under(issues, f${i}, ${key}, ${at});`} }\n`;
    }
    // members always present are in the value's literal (made first: undefined until stored)
    // until the first one that may be absent (an absent optional member is left out) or is named
    // "__proto__" (a literal's key would set the prototype: it is set as data)
    const always = direct !== undefined ? direct.passes !== "undefined" : NEVER_ABSENT.has(parts.nodes[i].kind);
    if ((prefix &&= always && keys[i] !== "__proto__")) literal.push(`${key}: ${late ? `v${i}` : "undefined"}`);
    // past the literal, each member is set through `setOwn`: "__proto__" as data, and a value that
    // has turned into a dictionary (past 128 stores) served by its shared store, not the runtime
    const store = prefix ? `out[${key}] = v${i};` : `setOwn(out, ${key}, v${i});`;
    const line = always ? `${store}\n` : `if (v${i} !== undefined) ${store}\n`;
    if (!late) reads += line;
    else if (!prefix) stores += line;
    // up to CHUNK members, the reads are the reader's own (a small reader is inlined where it is a member)
    if (keys.length > CHUNK && (i === keys.length - 1 || (i + 1) % CHUNK === 0)) {
      chunks += `function chunk${i}(input, plain, issues, out) {\nvar failed = false, x;\n${reads}return failed;\n}\n`;
      calls += `if (chunk${i}(input, plain, issues, out)) failed = true;\n`;
      reads = "";
    }
  }
  given.push(
    ["hasOwn", Object.prototype.hasOwnProperty],
    ["ObjectPrototype", Object.prototype],
    ["getPrototypeOf", Object.getPrototypeOf],
    ...AS_IS_GLOBALS,
    ["isArray", Array.isArray],
    ["FAILED", FAILED],
    // under an outer key, its refusal (made with no path) prefixed with that key
    ["notObject", outer !== undefined ? (input: unknown, issues: IssueList) => {
      const from = issues.length;
      parts.notObject(input, issues);
      under(issues, from, outer, exactPointer([outer]));
      return FAILED;
    } : parts.notObject],
    ["refuseUnknown", parts.refuseUnknown],
    ["finish", parts.finish],
    ["under", under],
    ["setOwn", setOwn],
  );
  // a member read first with `in` (no getter runs) gives the engine the input's shape, which makes
  // the prototype test a constant (alone, it is a call that took a sixth of a small valid read).
  // `x` declared first: V8 (Node 20) shares a property load's feedback between a local and the
  // parameter of the same index, and `x.length` (a text's) then met `issues.length` (the list's)
  const body =
    `"use strict";\n${chunks}return function read(input, issues) {\n` +
    `if (typeof input !== "object" || input === null || isArray(input)) return notObject(input, issues);\n` +
    `var x, failed = false, plain = (${JSON.stringify(keys[0])} in input, getPrototypeOf(input) === ObjectPrototype)${late ? "" : `, out = { ${literal.join()} }`};\n${calls}${reads}` +
    (parts.refuseUnknown !== undefined ? `if (refuseUnknown(input, issues)) failed = true;\n` : "") +
    `if (failed) return FAILED;\n${late ? `var out = { ${literal.join()} };\n${stores}` : ""}return ${parts.finish !== undefined ? "finish(out, issues)" : "out"};\n};`;
  const made = generate<Reader>(given, body);
  if (nests && made) nestable.set(made, (key) => compileObjectReader(parts, key));
  return made;
}

// a generated reader whose issues can all be made at an outer key's path: how to make it for a key
const nestable = new WeakMap<Reader, (key: string) => Reader | undefined>();
