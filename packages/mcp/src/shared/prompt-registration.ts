import type { ArgumentRefusal, Parameters } from "@adcodicem/value-objects/arguments";
import { updateKeepingRules } from "./callback-updates.js";
import { prepareParameters } from "./listed-schemas.js";
import { type PreparedPrompt, preparePrompt, promptCallback } from "./prompt-arguments.js";

/** A prompt whose arguments are value objects. */
export interface ValueObjectPromptConfig<P extends Parameters> {
  readonly title?: string;
  readonly description?: string;
  /** A `vo.object(...)` or a shape of schemas; each member is one prompt argument. */
  readonly parameters: P;
}

/**
 * What both faces register a value-object prompt with: the prompt ready to read, the
 * callback the SDK calls (the texts read with the rules; a refusal thrown as `refusedError`
 * makes it, each SDK's `-32602`), and the `update` that keeps the rules (for the face's seam).
 *
 * @example
 * ```ts
 * const { callback, update } = promptRegistration(name, config, handler, refusedPromptError);
 * replaceUpdate(server.registerPrompt(name, sdkPromptConfig(config, carrier), callback), update);
 * ```
 */
export function promptRegistration<E, R>(
  name: string,
  config: ValueObjectPromptConfig<Parameters>,
  handler: (args: any, extra: E) => R,
  refusedError: (prompt: string, refusal: ArgumentRefusal) => Error,
): { readonly prepared: PreparedPrompt; readonly callback: (texts: unknown, extra: E) => R; readonly update: ReturnType<typeof updateKeepingRules> } {
  if (typeof handler !== "function") throw new TypeError(`Prompt ${name}: the handler must be a function.`);
  const prepared = preparePrompt(name, prepareParameters(config.parameters));
  const refused = (refusal: ArgumentRefusal) => refusedError(name, refusal);
  return {
    prepared,
    callback: promptCallback(prepared, handler, refused),
    update: updateKeepingRules(`Prompt ${name}`, (next) => promptCallback(prepared, next, refused)),
  };
}
