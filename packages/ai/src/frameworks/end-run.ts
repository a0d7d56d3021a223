import { type LoopCheck, RepeatedRefusalError } from "@adcodicem/value-objects/arguments";

/**
 * What a tool hands its host's own call path in place of arguments when the model sent the
 * same refused call `maxRepeatedRefusals` times: the step that runs the tool's function
 * throws the error it holds, where the host ends its run on a throw (openai `runTools`,
 * @openai/agents), rather than answer the model once more.
 */
export class EndRun {
  constructor(readonly error: RepeatedRefusalError) {}
}

/**
 * The `maxRepeatedRefusals` option, checked at declaration: an integer of 2 or more, or absent.
 *
 * @example
 * ```ts
 * const max = maxRepeats(options.maxRepeatedRefusals);
 * ```
 */
export function maxRepeats(max: number | undefined): number | undefined {
  if (max === undefined) return undefined;
  if (!Number.isInteger(max) || max < 2) throw new RangeError("maxRepeatedRefusals takes an integer of 2 or more (a first refusal is never a repeat).");
  return max;
}

/**
 * The run's end when a refused call reached `max` identical refusals, else undefined.
 *
 * @example
 * ```ts
 * const end = endOfRun(checked, max, "place_order");
 * if (end !== undefined) return end;
 * ```
 */
export function endOfRun(checked: LoopCheck<unknown>, max: number | undefined, tool: string): EndRun | undefined {
  return !checked.ok && max !== undefined && checked.repeated >= max ? new EndRun(new RepeatedRefusalError(tool, checked.repeated)) : undefined;
}
