import { FAILED, type ReadIssue, type Reader } from "../schema.js";
import { type Given, generate } from "./code-generation.js";
import { settled } from "./lazy-reader.js";
import { MAX_COMPILED_MEMBERS } from "./object-reader.js";
import { type IssueList } from "../issue-list.js";

/** What a discriminated union's generated reader is made of; every part is a value, none becomes code. */
export interface DiscriminatedUnionParts {
  readonly key: string;
  /** Per alternative: its object's reader. */
  readonly readers: readonly Reader[];
  /** Per alternative: the key's values that pick it, as declared. */
  readonly values: readonly (readonly unknown[])[];
  /** The index of the alternative a key's value picks, or undefined (exact values, then folded spellings). */
  readonly pick: (value: unknown) => number | undefined;
  /** Adds the refusal of an input that is not an object, and answers FAILED. */
  readonly notObject: (input: unknown, issues: IssueList) => unknown;
  /** The refusal of a missing key, and of a key that picks nothing (fresh issues: their paths grow on the way up). */
  readonly missing: () => ReadIssue;
  readonly unknownKey: () => ReadIssue;
}

// a text as the engine keeps a property's name (internalized): JSON.parse makes its short strings so, and two
// such strings compare by identity (a key's value made at run time, `k${i}`, would be compared character by character)
const interned = (value: unknown): unknown => (typeof value === "string" ? Object.keys({ [value]: 0 })[0] : value);

/** The most key values compared one by one; past them, the key's value is looked up in `pick`'s map only. */
export const MAX_COMPARED_VALUES = 16;

/**
 * Generates a discriminated union's reader: the key read as in the loop (own members only),
 * its value compared with each alternative's values, then the alternative it picks read from
 * a call site of its own (the loop calls every object of every discriminated union from one
 * site). `pick` (a call, a map) is left for a value no comparison took: a spelling that folds to
 * a key, or none. Alternative `i` is the argument `r<i>`, its values `t<i>_<j>`, the key the
 * argument `key`: the text holds only indexes. Past {@link MAX_COMPILED_MEMBERS} alternatives,
 * the loop is kept.
 */
export function compileDiscriminatedUnionReader(parts: DiscriminatedUnionParts): Reader | undefined {
  const count = parts.readers.length;
  if (count > MAX_COMPILED_MEMBERS) return undefined;
  const given: Given = [
    ["hasOwn", Object.prototype.hasOwnProperty],
    ["isArray", Array.isArray],
    ["FAILED", FAILED],
    ["key", parts.key],
    ["pick", parts.pick],
    ["notObject", parts.notObject],
    ["missing", parts.missing],
    ["unknownKey", parts.unknownKey],
  ];
  let cases = "";
  let compares = "";
  const compared = parts.values.reduce((sum, values) => sum + values.length, 0) <= MAX_COMPARED_VALUES;
  for (let i = 0; i < count; i++) {
    given.push([`r${i}`, settled(parts.readers[i])]);
    cases += `case ${i}: return r${i}(input, issues);\n`;
    if (!compared) continue;
    const tests = parts.values[i].map((value, j) => (given.push([`t${i}_${j}`, interned(value)]), `value === t${i}_${j}`));
    compares += `if (${tests.join(" || ")}) return r${i}(input, issues);\n`;
  }
  const body =
    `"use strict";\nreturn function read(input, issues) {\n` +
    `if (typeof input !== "object" || input === null || isArray(input)) return notObject(input, issues);\n` +
    `var value = hasOwn.call(input, key) ? input[key] : undefined;\n` +
    `if (value == null) { issues.add(missing()); return FAILED; }\n${compares}` +
    `switch (pick(value)) {\n${cases}}\n` +
    `issues.add(unknownKey());\nreturn FAILED;\n};`;
  return generate<Reader>(given, body);
}
