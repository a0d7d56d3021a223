import type { JsonSchema } from "@adcodicem/value-objects";
import { checkAnthropicRequest } from "../dialects/index.js";

/**
 * The tools whose definitions were asked for in one run of synchronous code: the
 * toolRunner asks every tool of a request for its definition (`toJSON`) in one pass, so
 * those tools are one request's set. The set ends when a tool is asked again (the next
 * request) or once the microtasks queued with it have run.
 */
interface RequestSet {
  readonly tools: Set<object>;
  readonly strictSchemas: JsonSchema[];
}

let current: RequestSet | undefined;

/**
 * Notes that `tool` was asked for its definition and throws a `ProviderLimitError`
 * when the strict tools asked for with it (its `strictSchema` included, when strict) are
 * together past Anthropic's limits for one request: 20 strict tools, 24 optional
 * parameters, 16 union-typed parameters.
 *
 * @example
 * ```ts
 * toJSON() { definitionAsked(this, lowered.jsonSchema); return definition; }
 * ```
 */
export function definitionAsked(tool: object, strictSchema: JsonSchema | undefined): void {
  if (current === undefined || current.tools.has(tool)) {
    const started: RequestSet = { tools: new Set(), strictSchemas: [] };
    current = started;
    queueMicrotask(() => {
      if (current === started) current = undefined;
    });
  }
  current.tools.add(tool);
  if (strictSchema === undefined) return;
  current.strictSchemas.push(strictSchema);
  if (current.strictSchemas.length > 1) checkAnthropicRequest({ strictTools: current.strictSchemas });
}
