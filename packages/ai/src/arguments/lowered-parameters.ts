import * as vo from "@adcodicem/value-objects";
import { type DialectName, lowerSchema, reshapesValues } from "../dialects/index.js";
import { markLoweredFrom } from "../inspect/lowered-from.js";
import { knownLocale, type Parameters, parametersSchema, type ParametersSchema } from "@adcodicem/value-objects/arguments";

/**
 * A tool's parameters as one provider receives them, and what reading them back needs:
 * the object schema (the rules), the `languageModel` schema (what the reshaping is undone
 * against) and the lowered schema (what is sent).
 */
export interface LoweredParameters<P extends Parameters = Parameters> {
  readonly schema: ParametersSchema<P> & vo.ObjectSchema<any>;
  /** The `languageModel` profile of the parameters, before lowering. */
  readonly languageModel: vo.JsonSchema;
  /** What the provider receives: the `languageModel` schema lowered for its dialect. */
  readonly jsonSchema: vo.JsonSchema;
  /** Whether the model's arguments may come back reshaped (forced nulls, records as pairs). */
  readonly reshaped: boolean;
  /** The language of the schema's sentences and of the refusals (English where undefined). */
  readonly locale?: vo.Locale;
}

/** How a tool's parameters are lowered: the provider's dialect and whether the tool is strict. */
export interface ParametersTarget {
  /** `undefined`: the `languageModel` profile as it is. */
  readonly dialect: DialectName | undefined;
  readonly strict?: boolean;
  /** The language of the schema's sentences and of the refusals (`locales/fr`…); English without one. */
  readonly locale?: vo.Locale;
}

/**
 * Lowers a tool's parameters for a provider, once, at declaration: a schema past the
 * provider's strict limits throws here (`ProviderLimitError`), before any request leaves.
 *
 * @example
 * ```ts
 * const lowered = lowerParameters({ iban: Iban, quantity: Quantity }, { dialect: "openai-strict" });
 * lowered.jsonSchema; // every property required, the rules kept or said
 * ```
 */
export function lowerParameters<P extends Parameters>(parameters: P, target: ParametersTarget): LoweredParameters<P> {
  const schema = parametersSchema(parameters);
  const locale = knownLocale(target.locale);
  const languageModel = vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07", locale });
  if (target.dialect === undefined) return { schema, languageModel, jsonSchema: languageModel, reshaped: false, locale };
  const options = { purpose: "tool" as const, ...(target.strict === undefined ? {} : { strict: target.strict }), locale };
  const jsonSchema = lowerSchema(languageModel, target.dialect, options);
  // the inspector reads, from the tool alone, what its schema was lowered from
  markLoweredFrom(jsonSchema, { languageModel, dialect: target.dialect, purpose: "tool", strict: target.strict === true || target.dialect === "openai-strict" });
  return { schema, languageModel, jsonSchema, reshaped: reshapesValues(target.dialect, options), locale };
}
