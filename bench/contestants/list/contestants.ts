/**
 * One list of line items, `{ items: { sku, qty }[] }`, read by a hand-written check (plain reads, a
 * copy), ours, Ajv 8 (+ a copy), Zod 4 and Valibot 1.5. Each process times one; the others' schemas
 * are declared beside it and never read.
 */
import * as vo from "@adcodicem/value-objects";
import { Ajv } from "ajv";
import * as v from "valibot";
import { z } from "zod";

type Item = { sku: string; qty: number };

export function handList(input: unknown) {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false as const, issues: [[]] };
  const items = (input as { items?: unknown }).items;
  if (!Array.isArray(items)) return { ok: false as const, issues: [["items"]] };
  const issues: (string | number)[][] = [];
  const out: Item[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      issues.push(["items", i]);
      continue;
    }
    const { sku, qty } = item as Item;
    if (typeof sku !== "string" || sku.length > 1048576) issues.push(["items", i, "sku"]);
    if (typeof qty !== "number" || !Number.isFinite(qty)) issues.push(["items", i, "qty"]);
    out[i] = { sku, qty };
  }
  return issues.length > 0 ? { ok: false as const, issues } : { ok: true as const, value: { items: out } };
}

const List = vo.object({ items: vo.array(vo.object({ sku: vo.string("Sku"), qty: vo.number("Qty") })) });
const standard = List["~standard"];
export const oursList = (input: unknown) => standard.validate(input);

const ajvCheck = new Ajv({ allErrors: true }).compile({
  type: "object",
  properties: { items: { type: "array", items: { type: "object", properties: { sku: { type: "string" }, qty: { type: "number" } }, required: ["sku", "qty"] } } },
  required: ["items"],
});
export function ajvList(input: unknown) {
  if (!ajvCheck(input)) return { ok: false as const, errors: ajvCheck.errors! };
  return { ok: true as const, value: { items: (input as { items: Item[] }).items.map((i) => ({ sku: i.sku, qty: i.qty })) } };
}

const ZodList = z.object({ items: z.array(z.object({ sku: z.string(), qty: z.number() })) });
export const zodList = (input: unknown) => ZodList.safeParse(input);

const ValibotList = v.object({ items: v.array(v.object({ sku: v.string(), qty: v.number() })) });
export const valibotList = (input: unknown) => v.safeParse(ValibotList, input);
