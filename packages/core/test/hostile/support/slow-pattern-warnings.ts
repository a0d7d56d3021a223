import type { TestContext } from "node:test";

/** Runs `declare` and returns the slow-pattern warnings (`ADCODICEM_SLOW_PATTERN`) it emitted, in order. */
export function warningsOf(t: TestContext, declare: () => unknown): string[] {
  const seen: string[] = [];
  const spy = t.mock.method(process, "emitWarning", (warning: string, options?: { code?: string }) => {
    if (options?.code === "ADCODICEM_SLOW_PATTERN") seen.push(warning);
  });
  try {
    declare();
  } finally {
    spy.mock.restore();
  }
  return seen;
}
