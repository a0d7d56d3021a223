// Ajv as a JSON Schema validator reads the `standard` profile: 2020-12 or draft-07,
// the formats JSON Schema defines checked in full mode, any other format describe-only.
import Ajv2020Module from "ajv/dist/2020.js";
import AjvModule from "ajv";
import addFormatsModule from "ajv-formats";

const Ajv2020 = Ajv2020Module.default;
const AjvDraft07 = AjvModule.default;
const addFormats = addFormatsModule.default;

/**
 * The formats JSON Schema itself defines that ajv-formats checks. ajv-formats also
 * checks int32, int64, float, double, byte… (OpenAPI formats): JSON Schema does not
 * define them, so a validator must let them describe only, as the value objects do.
 */
const JSON_SCHEMA_FORMATS = [
  "date", "time", "date-time", "duration", "uri", "uri-reference", "uri-template", "email", "hostname",
  "ipv4", "ipv6", "regex", "uuid", "json-pointer", "relative-json-pointer",
] as const;

/** Formats the tests declare that JSON Schema does not define: describe-only. */
const DESCRIBE_ONLY = ["iban", "int32", "int64", "decimal", "float", "double", "country", "sku"];

export type Draft = "draft-2020-12" | "draft-07";

/** A configured Ajv: multipleOf decided as decimals (to 1e-9), formats as above. */
export function makeAjv(draft: Draft, more: { readonly strictTuples?: boolean } = {}) {
  const options = { multipleOfPrecision: 9, strict: true, allowUnionTypes: true, allErrors: false, ...more } as const;
  const ajv = draft === "draft-2020-12" ? new Ajv2020(options) : new AjvDraft07(options);
  addFormats(ajv, { mode: "full", formats: [...JSON_SCHEMA_FORMATS] });
  for (const format of DESCRIBE_ONLY) ajv.addFormat(format, true);
  return ajv;
}
