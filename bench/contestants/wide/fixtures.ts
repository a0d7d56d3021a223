/**
 * Wide objects: `n` members `m0`…`m<n-1>`, strings and numbers alternating, for the per-member
 * cost of a read around the compiled readers' limit (64 members). Valid inputs only.
 */
import { seeded } from "../../fixtures.js";

/** The object sizes measured. */
export const WIDTHS = [64, 65, 128, 200] as const;

/** Member `i` holds a string when `i` is even, a number when odd. */
export const keysOf = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);

/** 16 valid inputs of `n` members each. */
export function wideInputs(n: number): Record<string, unknown>[] {
  const random = seeded(100 + n);
  return Array.from({ length: 16 }, () => Object.fromEntries(keysOf(n).map((k, i) => [k, i % 2 === 0 ? "text".repeat(1 + Math.floor(random() * 3)) : Math.round(random() * 1e6) / 100])));
}
