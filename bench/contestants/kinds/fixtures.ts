/**
 * Inputs for the kinds benchmark: 16 valid and 16 invalid argument objects of a tool
 * holding a boolean, a discriminated union of three actions and a named Period with a
 * rule across members, from a seeded generator (the same on every run).
 */
import { seeded } from "../../fixtures.js";
const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (random: () => number) => `20${pad(20 + Math.floor(random() * 10))}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;

function validAction(random: () => number, i: number): Record<string, unknown> {
  switch (i % 3) {
    case 0:
      return { type: "refund", amount: Math.round(random() * 999900 + 1) / 100 };
    case 1:
      return i % 2 === 0 ? { type: "cancel" } : { type: "cancel", reason: "The customer asked for it ".slice(0, 5 + Math.floor(random() * 20)) };
    default: {
      const [a, b] = [dayOf(random), dayOf(random)].sort();
      return { type: "suspend", period: { start: a, end: b } };
    }
  }
}

export function kindsValidInputs(): Record<string, unknown>[] {
  const random = seeded(10);
  return Array.from({ length: 16 }, (_, i) => ({ notify: random() < 0.5, action: validAction(random, i) }));
}

export function kindsInvalidInputs(): Record<string, unknown>[] {
  const random = seeded(11);
  const breakers: ((i: number) => Record<string, unknown>)[] = [
    (i) => ({ notify: "true", action: validAction(random, i) }),
    () => ({ notify: true, action: { type: "ship" } }),
    () => ({ notify: false, action: { amount: 3 } }),
    () => ({ notify: true, action: { type: "refund", amount: 0 } }),
    () => ({ notify: true, action: { type: "refund", amount: 20000 } }),
    () => ({ notify: true, action: { type: "cancel", reason: "no" } }),
    () => ({ notify: true, action: { type: "suspend", period: { start: "2026-03-02", end: "2026-03-01" } } }),
    () => ({ notify: true, action: { type: "suspend", period: { start: "2026-03-01", end: "2026-03-02", extra: 1 } } }),
  ];
  return Array.from({ length: 16 }, (_, i) => breakers[i % breakers.length](i));
}
