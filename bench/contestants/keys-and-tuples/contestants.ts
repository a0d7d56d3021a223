/**
 * The keyed record and the tuple (fixtures.ts) in each contestant: a hand-written check (plain reads,
 * a copy, each refusal's path as vo.validate gives it), ours, Zod 4 and Valibot 1.5. Valid inputs only.
 */
import * as vo from "@adcodicem/value-objects";
import * as v from "valibot";
import { z } from "zod";

type Input = Record<string, any>;
const isObject = (x: unknown): x is Input => typeof x === "object" && x !== null && !Array.isArray(x);
const KEY = /^[A-Z]{2}$/;
const STOCK_MESSAGE = "The value is not a valid Stock: The value must be less than or equal to 1000.";

export function handStock(x: unknown) {
  if (!isObject(x)) return { ok: false as const, issues: [{ path: [] }] };
  const out: Record<string, number> = {};
  const issues: { path: string[]; message?: string }[] = [];
  for (const key of Object.keys(x)) {
    if (!KEY.test(key)) {
      issues.push({ path: [key] });
      continue;
    }
    const n = x[key];
    if (!Number.isSafeInteger(n) || n < 0 || n > 1000) issues.push({ path: [key], message: STOCK_MESSAGE });
    else out[key] = n;
  }
  return issues.length > 0 ? { ok: false as const, issues } : { ok: true as const, value: out };
}

export function handPoint(x: unknown) {
  if (!Array.isArray(x)) return { ok: false as const, issues: [{ path: [] }] };
  if (x.length !== 3) return { ok: false as const, issues: [{ path: [] }] };
  const [lat, lon, label] = x;
  const issues: { path: number[] }[] = [];
  if (typeof lat !== "number" || !Number.isFinite(lat) || lat < -90 || lat > 90) issues.push({ path: [0] });
  if (typeof lon !== "number" || !Number.isFinite(lon) || lon < -180 || lon > 180) issues.push({ path: [1] });
  if (typeof label !== "string" || label.length < 1 || label.length > 40) issues.push({ path: [2] });
  return issues.length > 0 ? { ok: false as const, issues } : { ok: true as const, value: [lat, lon, label] };
}

const Country = vo.string("Country", { pattern: "^[A-Z]{2}$", maxLength: 2 });
const Stock = vo.integer("Stock", { minimum: 0, maximum: 1000 });
const OursStock = vo.record(Country, Stock)["~standard"];
const OursPoint = vo.tuple([vo.number("Latitude", { minimum: -90, maximum: 90 }), vo.number("Longitude", { minimum: -180, maximum: 180 }), vo.string("Label", { minLength: 1, maxLength: 40 })])["~standard"];
export const oursStock = (x: unknown) => OursStock.validate(x);
export const oursPoint = (x: unknown) => OursPoint.validate(x);

const ZodStock = z.record(z.string().regex(KEY), z.number().int().min(0).max(1000));
const ZodPoint = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180), z.string().min(1).max(40)]);
export const zodStock = (x: unknown) => ZodStock.safeParse(x);
export const zodPoint = (x: unknown) => ZodPoint.safeParse(x);

const ValibotStock = v.record(v.pipe(v.string(), v.regex(KEY)), v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)));
const ValibotPoint = v.tuple([v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), v.pipe(v.number(), v.minValue(-180), v.maxValue(180)), v.pipe(v.string(), v.minLength(1), v.maxLength(40))]);
export const valibotStock = (x: unknown) => v.safeParse(ValibotStock, x);
export const valibotPoint = (x: unknown) => v.safeParse(ValibotPoint, x);
