/**
 * Unions of five object alternatives (issue 21): discriminated by `kind` (`{ kind: "k<i>", f<i>: string, n: number }`)
 * and plain (`{ f<i>: string, n: number }`, told apart by which member is there). 20 valid inputs each, the
 * alternatives mixed, from a seeded generator.
 */
import { seeded } from "../../fixtures.js";

export const ALTERNATIVES = [0, 1, 2, 3, 4] as const;

export function unionInputs(discriminated: boolean): Record<string, unknown>[] {
  const random = seeded(discriminated ? 51 : 52);
  return Array.from({ length: 20 }, () => {
    const i = Math.floor(random() * 5);
    const member = { [`f${i}`]: "text".repeat(1 + Math.floor(random() * 3)), n: Math.round(random() * 1e4) / 100 };
    return discriminated ? { kind: `k${i}`, ...member } : member;
  });
}
