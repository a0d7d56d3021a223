import { cutText } from "./refusal-bounds.js";

/** The code of {@link RepeatedRefusalError}. */
export const REPEATED_REFUSAL = "value_object.repeated_refusal";

/**
 * Ends a run whose model sent the same refused call `maxRepeatedRefusals` times (where the
 * host ends its run on a throw from a tool: openai's `runTools`, @openai/agents). Names the
 * tool and the count; never the value.
 *
 * @example
 * ```ts
 * try { await runner.finalContent(); } catch (e) { if (e instanceof RepeatedRefusalError) console.log(e.tool, e.repeated); }
 * ```
 */
export class RepeatedRefusalError extends Error {
  override readonly name = "RepeatedRefusalError";
  readonly code = REPEATED_REFUSAL;
  /** The tool the model kept calling. */
  readonly tool: string;
  /** How many identical refused calls there were, the last included. */
  readonly repeated: number;
  constructor(tool: string, repeated: number) {
    const name = cutText(tool, 200);
    super(`The model sent the same refused call to tool '${name}' ${repeated} times (${REPEATED_REFUSAL}).`);
    this.tool = name;
    this.repeated = repeated;
  }
}
