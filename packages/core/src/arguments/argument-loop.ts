import * as vo from "@adcodicem/value-objects";
import { callKey } from "./call-key.js";
import { knownLocale } from "../refusal/known-locale.js";
import { checkArguments } from "./check-arguments.js";
import { lenientEvent, type OnLenient, readLeniently } from "./lenient.js";
import { argumentRefusalEvents, type OnRefusal, reportRefusal } from "./refusal-event.js";
import type { ArgumentRefusal } from "./refusal-object.js";
import { RefusedCalls } from "./refused-calls.js";
import { markRepeated } from "./repeated-marker.js";

/** What every adapter and MCP entry takes for the loop around a refusal. */
export interface RefusalLoopOptions {
  /** Sees each refusal (`{ tool, code, pointer, argument, repeated, dialect, kind }`), never the value. What it throws is dropped. */
  readonly onRefusal?: OnRefusal;
  /** Reads text sent for an integer, a number, a boolean, a list or an object as that value, then checks it. Off by default. */
  readonly lenient?: boolean;
  /** Sees each lenient read (`{ tool, pointer, argument, from, to }`), never the value. */
  readonly onLenient?: OnLenient;
  /** The language of the refusal's messages and of the repeated call's sentence (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: vo.Locale;
}

/** The options of {@link argumentLoop}: the loop's, and what names the tool in events. */
export interface ArgumentLoopOptions extends RefusalLoopOptions {
  readonly tool: string | undefined;
  readonly dialect?: string | undefined;
}

/** Arguments read with the rules, or the refusal (marked when repeated) and how many identical refused calls there were. */
export type LoopCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: ArgumentRefusal; readonly repeated: number };

/**
 * What counts the calls refused before: a tool's (or a session's) {@link RefusedCalls}, a
 * function of the call's key (and its refusal) that says how many there were (the AI SDK reads its
 * conversation), or nothing (a stateless server: every refusal is a first).
 */
export type Repeats = RefusedCalls | ((key: string | undefined, refusal: ArgumentRefusal) => number) | undefined;

const quietly = (hook: ((event: never) => unknown) | undefined, event: unknown): void => {
  if (typeof hook !== "function") return;
  try {
    const r = (hook as (e: unknown) => unknown)(event) as { then?: unknown } | undefined;
    if (r !== null && typeof r === "object" && typeof r.then === "function") (r as PromiseLike<unknown>).then(undefined, () => {});
  } catch {
    // the program's hook never decides the model's answer
  }
};

/**
 * A tool's arguments read around the rules: leniently first where asked, then with the
 * rules; a refusal counted against the calls refused before (`repeats`), marked when
 * repeated, and reported. The key of a call is made from the arguments as sent (before
 * any lenient read), only when something counts.
 *
 * @example
 * ```ts
 * const loop = argumentLoop(OrderParameters, { tool: "place_order", lenient: true, onRefusal });
 * const calls = new RefusedCalls();
 * const checked = loop.read(args, calls);
 * if (!checked.ok) return refusalText(checked.refusal); // "repeated": 2 the second time
 * ```
 */
export function argumentLoop<S extends vo.ObjectSchema<any>>(parameters: S, options: ArgumentLoopOptions) {
  let languageModel: vo.JsonSchema | undefined;
  const { tool, dialect } = options;
  // a locale that is not one is the program's slip: said at the tool's declaration, not at a call
  knownLocale(options.locale);
  return {
    /** Reads `args` (parsed JSON; `asSent` is what the call's key is made from, when the caller reshaped `args`). */
    read(args: unknown, repeats: Repeats, asSent: unknown = args, schemaSent?: vo.JsonSchema): LoopCheck<vo.Infer<S>> {
      let value = args;
      if (options.lenient === true) {
        languageModel ??= schemaSent ?? vo.toJsonSchema(parameters, { profile: "languageModel", target: "draft-07" });
        value = readLeniently(languageModel, args, (path, to) => quietly(options.onLenient, lenientEvent(tool, path, to)));
      }
      const checked = checkArguments(parameters, value, { locale: options.locale });
      if (checked.ok) {
        if (repeats instanceof RefusedCalls) repeats.accepted();
        return checked;
      }
      const key = repeats === undefined ? undefined : callKey(tool ?? "", asSent);
      const repeated = repeats === undefined ? 1 : repeats instanceof RefusedCalls ? repeats.refused(key) : Math.max(1, repeats(key, checked.refusal));
      const refusal = markRepeated(checked.refusal, repeated, options.locale);
      // no hook, no events: a loop with every feature off costs the refusal alone
      if (typeof options.onRefusal === "function") reportRefusal(options.onRefusal, argumentRefusalEvents(refusal, { tool, repeated, dialect }));
      return { ok: false, refusal, repeated };
    },
  };
}
