import type { JsonSchema } from "@adcodicem/value-objects";
import { checkAnthropicRequest } from "../dialects/index.js";

/**
 * The tools whose definitions were asked for in one run of synchronous code: the
 * toolRunner asks every tool of a request for its definition (`toJSON`) in one pass, so
 * those tools are one request's set. The set ends when a tool is asked again (the next
 * request), once the microtasks queued with it have run, or (where node's
 * `AsyncLocalStorage` is at hand) when a tool is asked from another job: two runners
 * whose passes run one after the other in the same tick are two sets.
 */
interface RequestSet {
  readonly tools: Set<object>;
  readonly strictSchemas: JsonSchema[];
  /** What marks the job the set was started in. */
  readonly job: object;
}

interface JobMarks {
  getStore(): unknown;
  enterWith(mark: object): void;
}

let current: RequestSet | undefined;
let marks: JobMarks | null | undefined;

// Made on first use, never at import: no node builtin is imported, so the entry bundles for any runtime
function jobMarks(): JobMarks | undefined {
  if (marks === undefined) {
    marks = null;
    try {
      const hooks = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.("node:async_hooks") as
        | { AsyncLocalStorage?: new () => JobMarks }
        | undefined;
      if (hooks?.AsyncLocalStorage !== undefined) marks = new hooks.AsyncLocalStorage();
    } catch {
      marks = null;
    }
  }
  return marks ?? undefined;
}

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
  const jobs = jobMarks();
  if (current === undefined || current.tools.has(tool) || (jobs !== undefined && jobs.getStore() !== current.job)) {
    const started: RequestSet = { tools: new Set(), strictSchemas: [], job: {} };
    current = started;
    // the rest of this job carries the mark; a job queued before it does not
    jobs?.enterWith(started.job);
    queueMicrotask(() => {
      if (current === started) current = undefined;
    });
  }
  current.tools.add(tool);
  if (strictSchema === undefined) return;
  current.strictSchemas.push(strictSchema);
  if (current.strictSchemas.length > 1) checkAnthropicRequest({ strictTools: current.strictSchemas });
}
