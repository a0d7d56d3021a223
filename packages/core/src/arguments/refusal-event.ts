import { cutText } from "./refusal-bounds.js";
import type { ArgumentRefusal, RefusedArgument } from "./refusal-object.js";

/** What was refused: a tool's argument, a structured answer, or a tool's own result (the program's fault). */
export type RefusalKind = "argument" | "answer" | "invalid_result";

/**
 * One refusal, as a program sees it through `onRefusal` (and as a span event
 * `value_object.refusal` where OpenTelemetry is present): where and why, never the value.
 * `pointer` is a JSON Pointer from the arguments (or the answer, or the result), escaped
 * and cut as the refusal object's `path`; `argument` its first key (absent at the root);
 * `repeated` how many identical refused calls there were, this one included (1 on a first).
 */
export interface RefusalEvent {
  readonly tool: string | undefined;
  readonly code: string;
  readonly pointer: string;
  readonly argument: string | undefined;
  readonly repeated: number;
  readonly dialect: string | undefined;
  readonly kind: RefusalKind;
}

/** The hook a program gives to see refusals. What it throws (or rejects with) is dropped: seeing a refusal never changes the answer. */
export type OnRefusal = (event: RefusalEvent) => unknown;

/** What {@link refusalEvent} is made from: `argument` and `repeated` may be left out. */
export interface RefusalEventFields {
  readonly kind: RefusalKind;
  readonly tool?: string | undefined;
  readonly code: string;
  readonly pointer: string;
  readonly argument?: string | undefined;
  readonly repeated?: number;
  readonly dialect?: string | undefined;
}

// a pointer's first key, unescaped from JSON Pointer's ~1 and ~0 (the text is already escaped for reading)
const firstKey = (pointer: string): string | undefined => {
  if (!pointer.startsWith("/")) return undefined;
  const end = pointer.indexOf("/", 1);
  return (end === -1 ? pointer.slice(1) : pointer.slice(1, end)).replace(/~1/g, "/").replace(/~0/g, "~");
};

/**
 * One refusal event, its fields in the one order and bounded (each text cut at 2,000
 * characters); `argument` defaults to the pointer's first key, `repeated` to 1. For a
 * package that reports a refusal of its own kind (an answer, a tool's invalid result).
 * Pass only what the refusal object would carry: a code and a pointer, never a value.
 *
 * @example
 * ```ts
 * onRefusal?.(refusalEvent({ kind: "invalid_result", tool: "quote", code: "value_object.out_of_range", pointer: "/total" }));
 * ```
 */
export function refusalEvent(fields: RefusalEventFields): RefusalEvent {
  const pointer = cutText(fields.pointer);
  const argument = fields.argument ?? firstKey(pointer);
  return {
    tool: fields.tool === undefined ? undefined : cutText(fields.tool),
    code: cutText(fields.code),
    pointer,
    argument: argument === undefined ? undefined : cutText(argument),
    repeated: fields.repeated ?? 1,
    dialect: fields.dialect,
    kind: fields.kind,
  };
}

const pointerOf = (r: RefusedArgument): string => r.path ?? `/${r.argument.replace(/~/g, "~0").replace(/\//g, "~1")}`;

/**
 * The events of one argument refusal: one for each refused argument it lists (at most 20),
 * in the refusal's order; one at the root (`pointer` `""`) for arguments refused as a whole.
 *
 * @example
 * ```ts
 * for (const event of argumentRefusalEvents(refusal, { tool: "place_order", repeated: 1, dialect: "openai" })) count(event.code);
 * ```
 */
export function argumentRefusalEvents(refusal: ArgumentRefusal, context: { tool: string | undefined; repeated: number; dialect: string | undefined }): RefusalEvent[] {
  // written out field by field: this runs on every refusal a hook sees
  const { tool, repeated, dialect } = context;
  if (refusal.argument === undefined) return [refusalEvent({ kind: "argument", tool, code: refusal.code, pointer: "", repeated, dialect })];
  const events = [refusalEvent({ kind: "argument", tool, code: refusal.code, pointer: pointerOf(refusal as RefusedArgument), argument: refusal.argument, repeated, dialect })];
  for (const r of refusal.more ?? []) events.push(refusalEvent({ kind: "argument", tool, code: r.code, pointer: pointerOf(r), argument: r.argument, repeated, dialect }));
  return events;
}

/**
 * Hands each event to the hook; a hook that throws or returns a rejected promise loses
 * nothing: what it throws is dropped (no unhandled rejection), the call is answered as
 * without it, and the next events are still handed over.
 *
 * @example
 * ```ts
 * reportRefusal(options.onRefusal, argumentRefusalEvents(refusal, context));
 * ```
 */
export function reportRefusal(hook: ((event: RefusalEvent) => unknown) | undefined, events: readonly RefusalEvent[]): void {
  if (typeof hook !== "function") return;
  for (const event of events) {
    try {
      const returned = hook(event) as { then?: unknown } | undefined;
      if (returned !== null && typeof returned === "object" && typeof returned.then === "function") (returned as PromiseLike<unknown>).then(undefined, () => {});
    } catch {
      // the program's hook is the program's: it never decides the model's answer
    }
  }
}
