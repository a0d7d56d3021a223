import { callLoop } from "./call-loop.js";
import type { ListedDialect, OutputSpec } from "./listed-schemas.js";
import type { Session } from "./session-calls.js";
import type { SendLog } from "./result-log.js";
import { answerToolCall, prepareTool } from "./tool-call.js";
import type { ToolDeclaration } from "./tool-declaration.js";
import type { ToolErrorResult, ToolResultLike } from "./tool-result.js";
import { type RulesChange, type RulesUpdate, type ToolState, updateRules } from "./tool-updates.js";

/**
 * What both faces register a value-object tool with: its state (what the rules read now,
 * the handler they call), the call the SDK's callback makes (the arguments read with the
 * rules before the handler, the result with the output rules after; `send` logs an invalid
 * result), and an update split into what the rules took and what the SDK still applies.
 * `dialect` is the one the face's SDK Client reads listed schemas in.
 *
 * @example
 * ```ts
 * const tool = toolRegistration(name, config, handler, "draft-2020-12");
 * server.registerTool(name, sdkToolConfig(config, carrier(tool.state.prepared.parameters.jsonSchema), undefined), (args, ctx) => tool.call(args, ctx, send));
 * ```
 */
export function toolRegistration<E, R extends ToolResultLike>(
  name: string,
  config: ToolDeclaration<any, OutputSpec | undefined, unknown>,
  handler: (args: any, extra: E) => R | Promise<R>,
  dialect: ListedDialect,
) {
  if (typeof handler !== "function") throw new TypeError(`Tool ${name}: the handler must be a function.`);
  const state: ToolState<(args: any, extra: E) => R | Promise<R>> = { prepared: prepareTool(name, config, dialect), handler };
  const loop = callLoop(config);
  return {
    state,
    /** Answers a call; `session` is the call's session (nothing is counted without one). */
    call: (args: unknown, extra: E, send: SendLog, session?: Session): Promise<R | ToolErrorResult> =>
      answerToolCall(state.prepared, args, (read) => state.handler(read, extra), send, (parameters, tool, sent) => loop.read(parameters, tool, sent, session)),
    /** Applies `updates` to the rules (refusing what would drop them); `rest` is what the SDK's own `update` still takes. */
    update: <U extends RulesUpdate>(updates: U): { readonly change: RulesChange; readonly rest: Omit<U, "callback" | "paramsSchema" | "outputSchema"> } => {
      const change = updateRules(state, updates);
      const { callback: _handler, paramsSchema: _params, outputSchema: _output, ...rest } = updates;
      return { change, rest };
    },
  };
}
