import type * as vo from "@adcodicem/value-objects";
import { type ArgumentRefusal, type Arguments, type Parameters, refusalLines } from "@adcodicem/value-objects/arguments";
import { ElicitResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { elicitationSchema } from "../shared/elicitation-schema.js";
import { readElicitation } from "../shared/read-elicitation.js";
import type { HandlerExtra } from "./types.js";

/** What {@link elicitValueObjects} asks. */
export interface ElicitValueObjectsOptions<P extends Parameters> {
  /** What the user is asked, shown above the form. */
  readonly message: string;
  /** A flat object of value objects: a `vo.object(...)` or its shape. */
  readonly schema: P;
  /** How many times the form is shown at most, a refused answer asking again (default 3). */
  readonly maxAttempts?: number;
  /** The language of the form's sentences and of the refusal's sentences a refused answer is asked again with (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: vo.Locale;
}

/** How an elicitation ended: the value read with the rules, the user's own decline or cancel, or the last refusal once the attempts ran out. */
export type ElicitationOutcome<T> =
  | { readonly action: "accept"; readonly value: T }
  | { readonly action: "decline" }
  | { readonly action: "cancel" }
  | { readonly action: "refused"; readonly refusal: ArgumentRefusal };

/**
 * Asks the user for a flat object of value objects through the client, from a tool,
 * prompt or resource handler (SDK 1.x): an `elicitation/create` request sent with
 * `extra.sendRequest` (so the answer reaches the rules, not the SDK's own validator), in
 * the protocol's restricted schema (see `elicitationSchema`). The answer is read with the
 * rules; a refused one is asked again with the refusal's sentences as the message, at most
 * `maxAttempts` times (default 3). A schema the protocol cannot carry throws
 * `ElicitationSchemaError` before anything is sent.
 *
 * @example
 * ```ts
 * const asked = await elicitValueObjects(extra, { message: "Where should we deliver?", schema: { email: Email, quantity: Quantity } });
 * if (asked.action === "accept") console.log(asked.value.quantity); // a Quantity, read with its rules
 * ```
 */
export async function elicitValueObjects<P extends Parameters>(extra: HandlerExtra, options: ElicitValueObjectsOptions<P>): Promise<ElicitationOutcome<Arguments<P>>> {
  const { maxAttempts = 3, locale } = options;
  if (!Number.isSafeInteger(maxAttempts) || maxAttempts < 1) throw new TypeError("maxAttempts must be a positive integer.");
  const requestedSchema = elicitationSchema(options.schema, locale);
  let message = options.message;
  let refusal: ArgumentRefusal | undefined;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const answer = await extra.sendRequest({ method: "elicitation/create", params: { message, requestedSchema } }, ElicitResultSchema);
    if (answer.action !== "accept") return { action: answer.action };
    const read = readElicitation(options.schema, answer.content, locale);
    if (read.ok) return { action: "accept", value: read.value };
    refusal = read.refusal;
    // the refusal's sentences, never the value, as the next message
    message = refusalLines(refusal, "Argument", locale).join("\n");
  }
  return { action: "refused", refusal: refusal! };
}
