import type { RecordSchema } from "../nodes/record.js";
import { setOwn } from "../set-own.js";
import { type AnySchema, FAILED } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { refusedAt } from "./issues.js";
import { type RecordOptions, recordIssues } from "./record-options.js";
import { isObjectInput } from "./object-input.js";
import { toNode } from "./to-node.js";
import { lazyReader } from "../compile/lazy-reader.js";
import { compileRecordReader } from "../compile/record-reader.js";
import { writeRecord } from "../json-schema/write-composite.js";
import { WRITE } from "../nodes/schema-node.js";
import { type IssueList, under } from "../issue-list.js";
import { development } from "../development.js";
import { assertArguments, assertOptionNames } from "../misuse.js";
import { keyedRecord } from "./keyed-record.js";

/**
 * A record: any string keys, each value read with `value`. Keys such as
 * `__proto__` or `constructor` are read as data. With a key value object first
 * (`vo.record(key, value)`: a `vo.string`, a `vo.oneOf` of strings, a `vo.date` or a
 * `vo.dateTime`), each key is read by it: a refused key is refused at `[key]` with its
 * code and message, and JSON Schema says it as `propertyNames`.
 *
 * @example
 * ```ts
 * const StockByCountry = vo.record(Quantity);
 * const StockByKnownCountry = vo.record(CountryCode, Quantity); // Partial<Record<CountryCode, Quantity>>
 * ```
 */
export function record<S extends AnySchema>(value: S, options?: RecordOptions): RecordSchema<S>;
export function record<K extends AnySchema, S extends AnySchema>(key: K, value: S, options?: RecordOptions): RecordSchema<S, K>;
export function record(first: AnySchema, second?: AnySchema | RecordOptions, third?: RecordOptions): RecordSchema<AnySchema, any> {
  // a schema second: the first is the key's value object
  const keyed = typeof second === "object" && second !== null && "~standard" in second;
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") {
    assertArguments("vo.record", keyed ? [["key", first, "schema"], ["value", second, "schema"], ["options", third, "options"]] : [["value", first, "schema"], ["options", second, "options"]]);
    assertOptionNames("vo.record", (keyed ? third : second) ?? {}, ["description", "messages"], "records");
  }
  if (keyed) return keyedRecord(first, second as AnySchema, third ?? {});
  return anyKeyRecord(first, (second as RecordOptions | undefined) ?? {});
}

function anyKeyRecord<S extends AnySchema>(value: S, options: RecordOptions): RecordSchema<S> {
  const node = toNode(value, "value");
  const read = node["~read"];
  const made = recordIssues(options);
  const notObject = (input: unknown, issues: IssueList): void => void isObjectInput(input, issues, undefined, made);
  // the loop every runtime can run; compiled per record where code generation is allowed
  const loop = (input: unknown, issues: IssueList): unknown => {
    if (!isObjectInput(input, issues, undefined, made)) return FAILED;
    const source = input;
    const out: Record<string, unknown> = {};
    let failed = false;
    for (const key of Object.keys(source)) {
      const from = issues.length;
      const read1 = read(source[key], issues);
      if (read1 === FAILED) {
        failed = true;
        under(issues, from, key);
        // a union's alternative: refused is all it needs to know
        if (issues.stops) return FAILED;
      } else if (read1 !== undefined) setOwn(out, key, read1);
    }
    return failed ? FAILED : out;
  };
  return schemaNode<RecordSchema<S>>({
    kind: "record" as const,
    [WRITE]: writeRecord,
    value: node,
    ...(options.description !== undefined ? { description: options.description } : {}),
    "~read": lazyReader(loop, () => compileRecordReader({ node, read, notObject, refusedAt, under, setOwn })),
  });
}
