import type { Parameters } from "@adcodicem/value-objects/arguments";
import { type OutputSpec, type PreparedOutput, type PreparedParameters, prepareOutput, prepareParameters } from "./listed-schemas.js";
import type { PreparedTool } from "./tool-call.js";

/** A value-object tool as it stands: what the rules read now, and the handler they call. Both SDK adapters answer from it. */
export interface ToolState<H> {
  prepared: PreparedTool;
  handler: H;
}

/** The members of a `RegisteredTool.update(…)` that touch the rules; both SDKs name them alike. */
export interface RulesUpdate {
  readonly name?: string | null;
  readonly paramsSchema?: unknown;
  readonly outputSchema?: unknown;
  readonly callback?: unknown;
}

/** What changed, for the SDK to list: the new parameters and output, where an update gave them. */
export interface RulesChange {
  readonly parameters?: PreparedParameters;
  readonly output?: PreparedOutput;
}

/**
 * Applies an update to a value-object tool so that the rules stay: a new `callback`
 * becomes the handler the rules call (it receives the arguments as read); a new
 * `paramsSchema` or `outputSchema` must be value-object parameters (a `vo.object`
 * or a shape of schemas) or an output spec, which are read with the rules from then
 * on. Anything else would drop the rules, and is refused with a TypeError, before
 * the SDK changes anything.
 *
 * @example
 * ```ts
 * const change = updateRules(state, { paramsSchema: { quantity: Quantity } });
 * change.parameters?.jsonSchema; // the schema to list from now on
 * ```
 */
export function updateRules<H>(state: ToolState<H>, updates: RulesUpdate): RulesChange {
  const name = state.prepared.name;
  if (updates === null || typeof updates !== "object") return {};
  if (updates.callback !== undefined && typeof updates.callback !== "function") throw new TypeError(`Tool ${name}: update({ callback }) takes a function.`);
  let parameters: PreparedParameters | undefined;
  let output: PreparedOutput | undefined;
  if (updates.paramsSchema !== undefined) {
    try {
      parameters = prepareParameters(updates.paramsSchema as Parameters, state.prepared.dialect, state.prepared.locale);
    } catch {
      throw new TypeError(`Tool ${name}: update({ paramsSchema }) takes value-object parameters (a vo.object(...) or a shape of schemas); another schema would drop the rules.`);
    }
  }
  if (updates.outputSchema !== undefined) {
    try {
      output = prepareOutput(updates.outputSchema as OutputSpec, state.prepared.dialect, state.prepared.locale);
    } catch {
      throw new TypeError(`Tool ${name}: update({ outputSchema }) takes a value-object output (a schema or a shape of schemas); another schema would drop the rules.`);
    }
  }
  state.prepared = {
    name: typeof updates.name === "string" ? updates.name : name,
    dialect: state.prepared.dialect,
    parameters: parameters ?? state.prepared.parameters,
    output: output ?? state.prepared.output,
  };
  if (updates.callback !== undefined) state.handler = updates.callback as H;
  return { ...(parameters !== undefined ? { parameters } : {}), ...(output !== undefined ? { output } : {}) };
}
