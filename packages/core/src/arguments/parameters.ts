import * as vo from "@adcodicem/value-objects";

/**
 * A tool's parameters: an object schema, or the shape of one. A recursive object is declared
 * with its type annotated (`const Category: vo.Schema<CategoryInput, Category> = vo.object(…)`,
 * see `vo.lazy`): typed as a schema of an object, it is still checked to be a `vo.object` when given.
 */
export type Parameters = vo.ObjectSchema<any> | vo.Shape | vo.Schema<any, object>;

/** The object schema a tool's parameters make (an annotated recursive object: the schema as annotated). */
export type ParametersSchema<P extends Parameters> = P extends vo.ObjectSchema<any>
  ? P
  : P extends vo.Shape
    ? vo.ObjectSchema<P>
    : P extends vo.Schema<any, object>
      ? P
      : never;

/** The arguments a tool's handler receives, read with the rules. */
export type Arguments<P extends Parameters> = vo.Infer<ParametersSchema<P>>;

const isObjectSchema = (p: Parameters): p is vo.ObjectSchema<any> =>
  typeof (p as vo.ObjectSchema)["~standard"] === "object" && (p as vo.ObjectSchema).kind === "object";

/**
 * Turns `parameters` into an object schema: a `vo.object(...)` as it is, a shape
 * (`{ iban: Iban, quantity: Quantity }`) through `vo.object`.
 */
export function parametersSchema<P extends Parameters>(parameters: P): ParametersSchema<P> & vo.ObjectSchema<any> {
  if (parameters === null || typeof parameters !== "object") throw new TypeError("parameters must be a vo.object(...) or a shape of schemas.");
  // an annotated recursive object is typed as a schema of an object: it is one once this check passed
  if (isObjectSchema(parameters)) return parameters as ParametersSchema<P> & vo.ObjectSchema<any>;
  if ("~standard" in parameters) throw new TypeError("parameters must be an object schema: wrap a single value in vo.object({ name: schema }).");
  return vo.object(parameters as vo.Shape) as unknown as ParametersSchema<P> & vo.ObjectSchema<any>;
}
