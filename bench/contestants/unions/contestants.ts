/**
 * The two unions of five (fixtures.ts) in each contestant: a hand-written check (plain reads, a copy),
 * ours, Ajv 8 (`discriminator` / `anyOf`, + a copy), Zod 4 and Valibot 1.5. Valid inputs only.
 */
import * as vo from "@adcodicem/value-objects";
import { Ajv } from "ajv";
import * as v from "valibot";
import { z } from "zod";
import { ALTERNATIVES } from "./fixtures.js";

type Input = Record<string, any>;
const isObject = (x: unknown): x is Input => typeof x === "object" && x !== null && !Array.isArray(x);
const finite = (n: unknown) => typeof n === "number" && Number.isFinite(n);

export function handDiscriminated(x: unknown) {
  if (!isObject(x)) return { ok: false as const, issues: [[]] };
  const n = x.n;
  if (!finite(n)) return { ok: false as const, issues: [["n"]] };
  switch (x.kind) {
    case "k0":
      return typeof x.f0 === "string" ? { ok: true as const, value: { kind: "k0", f0: x.f0, n } } : { ok: false as const, issues: [["f0"]] };
    case "k1":
      return typeof x.f1 === "string" ? { ok: true as const, value: { kind: "k1", f1: x.f1, n } } : { ok: false as const, issues: [["f1"]] };
    case "k2":
      return typeof x.f2 === "string" ? { ok: true as const, value: { kind: "k2", f2: x.f2, n } } : { ok: false as const, issues: [["f2"]] };
    case "k3":
      return typeof x.f3 === "string" ? { ok: true as const, value: { kind: "k3", f3: x.f3, n } } : { ok: false as const, issues: [["f3"]] };
    case "k4":
      return typeof x.f4 === "string" ? { ok: true as const, value: { kind: "k4", f4: x.f4, n } } : { ok: false as const, issues: [["f4"]] };
    default:
      return { ok: false as const, issues: [["kind"]] };
  }
}
export function handUnion(x: unknown) {
  if (!isObject(x)) return { ok: false as const, issues: [[]] };
  const n = x.n;
  if (!finite(n)) return { ok: false as const, issues: [["n"]] };
  if (typeof x.f0 === "string") return { ok: true as const, value: { f0: x.f0, n } };
  if (typeof x.f1 === "string") return { ok: true as const, value: { f1: x.f1, n } };
  if (typeof x.f2 === "string") return { ok: true as const, value: { f2: x.f2, n } };
  if (typeof x.f3 === "string") return { ok: true as const, value: { f3: x.f3, n } };
  if (typeof x.f4 === "string") return { ok: true as const, value: { f4: x.f4, n } };
  return { ok: false as const, issues: [[]] };
}

const N = vo.number("N");
const OursDiscriminated = vo.discriminatedUnion("kind", ALTERNATIVES.map((i) => vo.object({ kind: vo.literal(`k${i}`), [`f${i}`]: vo.string(`F${i}`), n: N })) as never)["~standard"];
const OursUnion = vo.union("Either", ALTERNATIVES.map((i) => vo.object({ [`f${i}`]: vo.string(`F${i}`), n: N })) as never)["~standard"];
export const oursDiscriminated = (x: unknown) => OursDiscriminated.validate(x);
export const oursUnion = (x: unknown) => OursUnion.validate(x);

const ajv = new Ajv({ allErrors: true, discriminator: true });
const ajvDiscriminatedCheck = ajv.compile({ type: "object", discriminator: { propertyName: "kind" }, required: ["kind"], oneOf: ALTERNATIVES.map((i) => ({ type: "object", properties: { kind: { const: `k${i}` }, [`f${i}`]: { type: "string" }, n: { type: "number" } }, required: ["kind", `f${i}`, "n"] })) });
const ajvUnionCheck = ajv.compile({ anyOf: ALTERNATIVES.map((i) => ({ type: "object", properties: { [`f${i}`]: { type: "string" }, n: { type: "number" } }, required: [`f${i}`, "n"] })) });
export const ajvDiscriminated = (x: unknown) => {
  if (!ajvDiscriminatedCheck(x)) return { ok: false as const, errors: ajvDiscriminatedCheck.errors! };
  return handDiscriminated(x);
};
export const ajvUnion = (x: unknown) => {
  if (!ajvUnionCheck(x)) return { ok: false as const, errors: ajvUnionCheck.errors! };
  return handUnion(x);
};

const ZodDiscriminated = z.discriminatedUnion("kind", ALTERNATIVES.map((i) => z.object({ kind: z.literal(`k${i}`), [`f${i}`]: z.string(), n: z.number() })) as never);
const ZodUnion = z.union(ALTERNATIVES.map((i) => z.object({ [`f${i}`]: z.string(), n: z.number() })) as never);
export const zodDiscriminated = (x: unknown) => ZodDiscriminated.safeParse(x);
export const zodUnion = (x: unknown) => ZodUnion.safeParse(x);

const ValibotDiscriminated = v.variant("kind", ALTERNATIVES.map((i) => v.object({ kind: v.literal(`k${i}`), [`f${i}`]: v.string(), n: v.number() })) as never);
const ValibotUnion = v.union(ALTERNATIVES.map((i) => v.object({ [`f${i}`]: v.string(), n: v.number() })) as never);
export const valibotDiscriminated = (x: unknown) => v.safeParse(ValibotDiscriminated, x);
export const valibotUnion = (x: unknown) => v.safeParse(ValibotUnion, x);
