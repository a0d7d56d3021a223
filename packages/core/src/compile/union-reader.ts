import { FAILED, type Reader } from "../schema.js";
import { AS_IS_GLOBALS } from "./fast-accept.js";
import { type Given, generate } from "./code-generation.js";
import { type CheckedNode, directCheck, directCheckExpression, directCheckParams } from "./direct-check.js";
import { settled } from "./lazy-reader.js";
import { MAX_COMPILED_MEMBERS } from "./object-reader.js";
import { type IssueList } from "../issue-list.js";

/** What a union's generated reader is made of; every part is a value, none becomes code. */
export interface UnionParts {
  /** Per alternative: its node (a value object, or one wrapped in nullable or optional, is checked directly). */
  readonly nodes: readonly CheckedNode[];
  /** Per alternative: its reader (used where no check is called directly). */
  readonly readers: readonly Reader[];
  /** Adds the union's own refusal (required or no_match) and answers FAILED. */
  readonly refuse: (input: unknown, issues: IssueList) => unknown;
  /** The list the alternatives read into: it keeps no issue, and its readers stop at their first refusal. */
  readonly scratch: IssueList;
}

/**
 * Generates a union reader: the alternatives tried in order, each from a call site of
 * its own (the shared loop calls every alternative of every union from one site). A value
 * object's check is called directly and refuses into nothing; any other alternative reads
 * into `scratch`, which keeps nothing, as the loop does. Alternative `i` is the
 * argument `c<i>` or `r<i>`: the text holds only indexes. Past {@link MAX_COMPILED_MEMBERS}
 * alternatives, the loop is kept.
 */
export function compileUnionReader(parts: UnionParts): Reader | undefined {
  const count = parts.nodes.length;
  if (count > MAX_COMPILED_MEMBERS) return undefined;
  const given: Given = [
    ...AS_IS_GLOBALS,
    ["FAILED", FAILED],
    ["refuse", parts.refuse],
    ["scratch", parts.scratch],
  ];
  let tries = "";
  for (let i = 0; i < count; i++) {
    const direct = directCheck(parts.nodes[i]);
    if (direct !== undefined) {
      given.push(...directCheckParams(direct, `c${i}`));
      tries += `o = ${directCheckExpression(direct, `c${i}`, "input")};\nif (typeof o !== "object" || o === null) return o;\n`;
    } else {
      given.push([`r${i}`, settled(parts.readers[i])]);
      tries += `o = r${i}(input, scratch);\nif (o !== FAILED) return o;\n`;
    }
  }
  const body = `"use strict";\nreturn function read(input, issues) {\nvar o, x;\n${tries}return refuse(input, issues);\n};`;
  return generate<Reader>(given, body);
}
