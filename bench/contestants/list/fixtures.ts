/**
 * Lists of line items (`{ sku, qty }`): 1,000, 10,000 and 100,000 items, for the per-item cost of a
 * long list. Valid inputs only: 4 lists of 1,000, one of 10,000, one of 100,000.
 */
import { seeded } from "../../fixtures.js";

export const LENGTHS = [1000, 10000, 100000] as const;

export function listInputs(length: number): { items: { sku: string; qty: number }[] }[] {
  const random = seeded(length);
  return Array.from({ length: length > 1000 ? 1 : 4 }, () => ({
    items: Array.from({ length }, () => ({ sku: `SKU-${Math.floor(random() * 1e6)}`, qty: 1 + Math.floor(random() * 99) })),
  }));
}
