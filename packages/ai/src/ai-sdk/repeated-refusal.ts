import { isArgumentRefusal } from "@adcodicem/value-objects/arguments";
import type { StopCondition, ToolSet } from "ai";

/**
 * A stop condition for `stopWhen`: ends the run at a step where a tool's refusal says the
 * model sent the same refused call `n` times or more (`"repeated": n`), rather than let it
 * send it again until the step limit. Give it beside a step limit.
 *
 * @example
 * ```ts
 * await generateText({ model, tools: { place_order: placeOrder }, stopWhen: [repeatedRefusal(3), stepCountIs(10)], prompt });
 * ```
 */
export function repeatedRefusal(n: number): StopCondition<ToolSet> {
  if (!Number.isInteger(n) || n < 2) throw new RangeError("repeatedRefusal(n) takes an integer n of 2 or more (a first refusal is never a repeat).");
  return ({ steps }) => {
    const last = steps.at(-1);
    return (last?.toolResults ?? []).some((r) => isArgumentRefusal(r.output) && (r.output.repeated ?? 1) >= n);
  };
}
