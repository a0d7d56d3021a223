import type * as vo from "@adcodicem/value-objects";
import { type ArgumentCheck, type Arguments, checkArguments, type Parameters, parametersSchema } from "@adcodicem/value-objects/arguments";

/**
 * A user's answer to an elicitation form (the `content` of an accepted `ElicitResult`),
 * read with the rules: the value, or the refusal (code, argument, sentence; never the
 * value), its messages in `locale` where one is given. Absent content reads as an empty object.
 *
 * @example
 * ```ts
 * const read = readElicitation({ quantity: Quantity }, { quantity: 500 });
 * // { ok: false, refusal: { error: "invalid_argument", argument: "quantity", code: "value_object.out_of_range", message: "…" } }
 * ```
 */
export function readElicitation<P extends Parameters>(parameters: P, content: unknown, locale?: vo.Locale): ArgumentCheck<Arguments<P>> {
  return checkArguments(parametersSchema(parameters) as vo.ObjectSchema<any>, content ?? {}, { locale }) as ArgumentCheck<Arguments<P>>;
}
