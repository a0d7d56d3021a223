import * as vo from "@adcodicem/value-objects";

/** A tool's parameters: an object schema, or the shape of one. */
export type Parameters = vo.ObjectSchema<any> | vo.Shape;

/** The object schema a tool's parameters make. */
export type ParametersSchema<P extends Parameters> = P extends vo.ObjectSchema<any> ? P : P extends vo.Shape ? vo.ObjectSchema<P> : never;

/** The arguments a tool's handler receives, read with the rules. */
export type Arguments<P extends Parameters> = vo.Infer<ParametersSchema<P>>;

const isObjectSchema = (p: Parameters): p is vo.ObjectSchema<any> =>
  typeof (p as vo.ObjectSchema)["~standard"] === "object" && (p as vo.ObjectSchema).kind === "object";

/**
 * Turns `parameters` into an object schema: a `vo.object(...)` as it is, a shape
 * (`{ iban: Iban, quantity: Quantity }`) through `vo.object`.
 */
export function parametersSchema<P extends Parameters>(parameters: P): ParametersSchema<P> {
  if (parameters === null || typeof parameters !== "object") throw new TypeError("parameters must be a vo.object(...) or a shape of schemas.");
  if (isObjectSchema(parameters)) return parameters as ParametersSchema<P>;
  if ("~standard" in parameters) throw new TypeError("parameters must be an object schema: wrap a single value in vo.object({ name: schema }).");
  return vo.object(parameters as vo.Shape) as unknown as ParametersSchema<P>;
}
