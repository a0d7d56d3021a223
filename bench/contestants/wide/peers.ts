/** A wide object in Ajv 8 (+ a copy written out as one object literal), Zod 4 and Valibot 1.5. */
import { Ajv } from "ajv";
import * as v from "valibot";
import { z } from "zod";
import { WIDTHS, keysOf } from "./fixtures.js";

const ajv = new Ajv({ allErrors: true });

function ajvWide(n: number) {
  const keys = keysOf(n);
  const check = ajv.compile({ type: "object", properties: Object.fromEntries(keys.map((k, i) => [k, { type: i % 2 === 0 ? "string" : "number" }])), required: keys });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a copy written out as a literal, from our own member list
  const copy = new Function("a", `return { ${keys.map((k) => `${k}: a.${k}`).join(", ")} };`) as (a: unknown) => unknown;
  return (input: unknown) => (check(input) ? { ok: true as const, value: copy(input) } : { ok: false as const, errors: check.errors! });
}

const zodWide = (n: number) => {
  const schema = z.object(Object.fromEntries(keysOf(n).map((k, i) => [k, i % 2 === 0 ? z.string() : z.number()])));
  return (input: unknown) => schema.safeParse(input);
};

const valibotWide = (n: number) => {
  const schema = v.object(Object.fromEntries(keysOf(n).map((k, i) => [k, i % 2 === 0 ? v.string() : v.number()])));
  return (input: unknown) => v.safeParse(schema, input);
};

export const [ajv64, ajv65, ajv128, ajv200] = WIDTHS.map(ajvWide);
export const [zod64, zod65, zod128, zod200] = WIDTHS.map(zodWide);
export const [valibot64, valibot65, valibot128, valibot200] = WIDTHS.map(valibotWide);
