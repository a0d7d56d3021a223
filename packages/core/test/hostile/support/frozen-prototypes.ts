/**
 * Run as a child process: with `freeze` as its argument it first freezes the
 * prototypes a hardened program freezes (`Object.freeze(Object.prototype)` and the
 * others, as SES-style lockdowns and prototype-pollution guides do), then declares
 * objects, records and keyed records whose members and keys are named like
 * `Object.prototype`'s own properties (`toString`, `constructor`, `__proto__`, …), reads
 * inputs from `JSON.parse`, writes their JSON Schemas, and prints every answer as a JSON
 * line. The parent compares a frozen process's lines with a plain one's, with and without
 * code generation. Under a frozen prototype a plain assignment `out.toString = v` throws
 * (the "override mistake"): a library that writes outside keys that way crashes there.
 */
import type { AnySchema } from "../../../src/index.js";

if (process.argv.includes("freeze")) {
  for (const prototype of [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype, Boolean.prototype]) Object.freeze(prototype);
}
const vo = await import("../../../src/index.js");

const NAMES = Object.getOwnPropertyNames(Object.prototype).sort();
const lines: string[] = [];
const show = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === "undefined" ? "(undefined)" : v));
const attempt = (what: string, f: () => unknown) => {
  try {
    lines.push(`${what} ${show(f())}`);
  } catch (error) {
    lines.push(`${what} threw ${(error as Error).constructor.name}: ${(error as Error).message}`);
  }
};

const Text = vo.string("Text", { maxLength: 40 });
const shape: Record<string, AnySchema> = {};
// an optional member first: the loop's value is then made member by member
Object.defineProperty(shape, "note", { value: vo.optional(Text), enumerable: true, writable: true, configurable: true });
for (const name of NAMES) Object.defineProperty(shape, name, { value: Text, enumerable: true, writable: true, configurable: true });

const everyName = (text: (name: string) => string) => `{${NAMES.map((n) => `${JSON.stringify(n)}:${JSON.stringify(text(n))}`).join(",")}}`;
const inputs = [everyName((n) => `a ${n}`), `{"note":"n",${everyName((n) => n).slice(1)}`, `{"toString":"x","valueOf":7,"constructor":"y"}`, `{}`];
const Key = vo.string("Key", { maxLength: 40 });
const schemas: Record<string, () => AnySchema> = {
  object: () => vo.object(shape),
  "object refusing unknown members": () => vo.object(shape, { unknown: "refuse" }),
  partial: () => vo.partial(vo.object(shape)),
  pick: () => vo.pick(vo.object(shape), ["toString", "constructor", "__proto__"] as never),
  extend: () => vo.extend(vo.object({ note: Text }), shape),
  record: () => vo.record(Text),
  "keyed record": () => vo.record(Key, Text),
};
for (const [name, make] of Object.entries(schemas)) {
  let schema: AnySchema | undefined;
  attempt(`${name}: declared`, () => ((schema = make()), "yes"));
  if (schema === undefined) continue;
  for (const input of inputs) {
    attempt(`${name}: read`, () => schema!["~standard"].validate(JSON.parse(input)));
    attempt(`${name}: read twice`, () => schema!["~standard"].validate(JSON.parse(input)));
  }
  for (const target of ["draft-2020-12", "draft-07", "openapi-3.0"] as const) attempt(`${name}: ${target}`, () => vo.toJsonSchema(schema!, { target }));
}
console.log(lines.join("\n"));
