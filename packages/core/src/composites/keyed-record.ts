import type { RecordSchema } from "../nodes/record.js";
import type { SchemaNode } from "../nodes/schema-node.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { NOT_ALLOWED } from "../refusal/codes.js";
import * as sentences from "../refusal/messages.js";
import { isRefusal } from "../refusal/refusal.js";
import { setOwn } from "../set-own.js";
import { type AnySchema, FAILED, type ReadIssue } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { refusedAt } from "./issues.js";
import { isObjectInput } from "./object-input.js";
import { type RecordOptions, recordIssues } from "./record-options.js";
import { toNode } from "./to-node.js";
import { lazyReader } from "../compile/lazy-reader.js";
import { compileKeyedRecordReader } from "../compile/keyed-record-reader.js";
import { writeKeyedRecord } from "../json-schema/write-keyed-record.js";
import { WRITE } from "../nodes/schema-node.js";
import { type IssueList, under } from "../issue-list.js";

/** The issue of a key that reads as a key already read. */
const keyTwice = (key: string): ReadIssue => ({ code: NOT_ALLOWED, message: sentences.keyTwice, path: [key] });

/**
 * The key's value object, checked: a value object whose values are strings (`vo.string`,
 * `vo.oneOf` of strings, `vo.date`, `vo.dateTime`), said by its kind when it is not.
 */
function keyCheck(key: AnySchema): { readonly node: SchemaNode; readonly check: (input: unknown) => unknown; readonly renames: boolean } {
  const node = toNode(key, "key");
  const kind = node.kind;
  const values = (node as { values?: readonly unknown[] }).values;
  const check = node["~check"];
  const textual = kind === "string" || kind === "date" || kind === "dateTime" || (kind === "oneOf" && typeof values?.[0] === "string");
  if (check === undefined || !textual) {
    const given = kind === "oneOf" ? "a oneOf of numbers" : `a schema of kind ${kind}`;
    throw new ValueObjectDefinitionError("record", "key", `must be a value object of strings (vo.string, vo.oneOf of strings, vo.date or vo.dateTime); given ${given}.`);
  }
  const rules = (node as { rules?: { normalize?: unknown; ignoreCase?: unknown } }).rules ?? {};
  // only these give a key back other than as sent: two keys may then read as one
  return { node, check, renames: rules.normalize !== undefined || rules.ignoreCase === true };
}

/**
 * A record whose keys are read by a string value object: a key it refuses is refused at
 * `[key]` with its code and message (the key's text in the path only, never in a message),
 * and its value is not read; the value keeps the key as the key value object gives it back.
 * Two keys that read as one (`ignoreCase`, `normalize`) refuse the second as `not_allowed`.
 */
export function keyedRecord<K extends AnySchema, S extends AnySchema>(key: K, value: S, options: RecordOptions): RecordSchema<S, K> {
  const { node: keyNode, check, renames } = keyCheck(key);
  const node = toNode(value, "value");
  const read = node["~read"];
  const made = recordIssues(options);
  const notObject = (input: unknown, issues: IssueList): void => void isObjectInput(input, issues, undefined, made);
  // the loop every runtime can run; compiled per record where code generation is allowed
  const loop = (input: unknown, issues: IssueList): unknown => {
    if (!isObjectInput(input, issues, undefined, made)) return FAILED;
    const out: Record<string, unknown> = {};
    const seen = renames ? new Set<string>() : undefined;
    let failed = false;
    for (const raw of Object.keys(input)) {
      const k = check(raw);
      if (isRefusal(k)) {
        failed = true;
        issues.add(refusedAt(k, raw));
        if (issues.stops) return FAILED;
        continue;
      }
      if (seen !== undefined) {
        if (seen.has(k as string)) {
          failed = true;
          issues.add(keyTwice(raw));
          if (issues.stops) return FAILED;
          continue;
        }
        seen.add(k as string);
      }
      const from = issues.length;
      const read1 = read(input[raw], issues);
      if (read1 === FAILED) {
        failed = true;
        under(issues, from, raw);
        if (issues.stops) return FAILED;
      } else if (read1 !== undefined) setOwn(out, k as string, read1);
    }
    return failed ? FAILED : out;
  };
  return schemaNode<RecordSchema<S, K>>({
    kind: "record" as const,
    [WRITE]: writeKeyedRecord,
    value: node,
    key: keyNode,
    ...(options.description !== undefined ? { description: options.description } : {}),
    "~read": lazyReader(loop, () => compileKeyedRecordReader({ node, read, checkKey: check, renames, notObject, refusedAt, keyTwice, under, setOwn })),
  });
}
