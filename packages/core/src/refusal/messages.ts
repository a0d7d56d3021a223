/** `The value is not a valid Quantity: The value must be …` — the one message form. */
export const refusedAs = (valueObject: string, sentence: string): string =>
  `The value is not a valid ${valueObject}: ${sentence}`;

/** The message when a `normalize` or `check` of the user's own throws. */
export const refusedPlainly = (valueObject: string): string => `The value is not a valid ${valueObject}.`;

// The one table of rule sentences, in one voice: the refusal a value gets when it breaks a
// rule, and the sentence a model reads about that rule in a description (through
// `ruleSentence`) come from here, so they never drift apart. Refusal messages are contract
// (DESIGN.md): an entry a refusal uses keeps its bytes. Each sentence is an export of its own,
// read as `sentences.x` through `import * as sentences`: a bundle keeps only those it uses.
export const required = "A value is required.";
export const mustBeA = (what: string) => `The value must be ${what}.`;
export const atLeastChars = (n: number) => `The value must be at least ${n} character${n === 1 ? "" : "s"} long.`;
export const atMostChars = (n: number) => `The value must be at most ${n} character${n === 1 ? "" : "s"} long.`;
export const pattern = (source: string) => `The value must match the pattern ${source}.`;
export const format = (format: string) => `The value must be a valid ${format}.`;
export const min = (n: number | string) => `The value must be greater than or equal to ${n}.`;
export const max = (n: number | string) => `The value must be less than or equal to ${n}.`;
export const exclusiveMin = (n: number | string) => `The value must be greater than ${n}.`;
export const exclusiveMax = (n: number | string) => `The value must be less than ${n}.`;
export const multipleOf = (n: number) => `The value must be a multiple of ${n}.`;
export const notBefore = (date: string) => `The value must be on or after ${date}.`;
export const notAfter = (date: string) => `The value must be on or before ${date}.`;
export const oneOf = (values: readonly unknown[]) => `The value must be one of: ${values.map(listed).join(", ")}.`;
export const literal = (value: unknown) => `The value must be ${json(value)}.`;
export const noMatch = "The value matches none of the allowed forms.";
export const notDeclared = "The object does not declare this member.";
export const tooDeep = (n: number) => `The value must not nest more than ${n} levels deep.`;
export const minItems = (n: number) => `The list must hold at least ${n} item${n === 1 ? "" : "s"}.`;
export const maxItems = (n: number) => `The list must hold at most ${n} item${n === 1 ? "" : "s"}.`;
/** A keyed record's key that reads as another key already read (a key value object that normalizes or ignores case). */
export const keyTwice = "The object holds this key twice once its keys are read.";
// said in descriptions only: no refusal of the library's own breaks these rules
export const uniqueItems = "The list must not hold the same item twice.";
export const minEntries = (n: number) => `The object must hold at least ${n} entr${n === 1 ? "y" : "ies"}.`;
export const maxEntries = (n: number) => `The object must hold at most ${n} entr${n === 1 ? "y" : "ies"}.`;
/** A keyed record's key rules, said where no keyword carries them (OpenAPI 3.0, a provider without `propertyNames`). */
export const eachKey = (rules: string) => `Each key of the object: ${rules}`;
/** A tuple's positions, said where no keyword carries them: `anyOf` lists the schema of each position, in order. */
export const tuplePositions = (n: number, rest: boolean) =>
  `The items match the schemas of anyOf by position: item 1 the first, item 2 the second, and so on, for ${n} position${n === 1 ? "" : "s"}${rest ? "; every item after them matches the last schema" : ""}.`;
/** A format that only describes (iban, int32): named, not checked. */
export const formatNamed = (format: string) => `Format: ${format}.`;
/** How a format JSON Schema defines is written, said after its rule, for a model that must write it. */
export const formatWriting = (format: string): string | undefined => (Object.hasOwn(FORMAT_WRITING, format) ? FORMAT_WRITING[format] : undefined);
// what a description shows besides the rules
export const defaultIs = (value: unknown) => `Defaults to ${json(value)}.`;
export const examples = (values: readonly unknown[]) => (values.length === 0 ? "" : `${values.length === 1 ? "Example" : "Examples"}: ${values.map(json).join(", ")}.`);
export const keyword = (keyword: string, value: unknown) => `${keyword}: ${json(value)}.`;

// a value of a closed set as a reader finds it: a string or a number as it is written, anything else as JSON
function listed(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : json(value);
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

const FORMAT_WRITING: Readonly<Record<string, string>> = {
  "date": "It is written YYYY-MM-DD.",
  "date-time": "It is written as in 2024-05-01T09:30:00Z, with a time zone offset (RFC 3339).",
  "time": "It is written as in 09:30:00Z, with a time zone offset.",
  "duration": "It is an ISO 8601 duration, written as in P3DT4H.",
  "uri": "It is an absolute URI.",
  "uri-reference": "It is a URI or a relative reference.",
  "iri": "It is an absolute IRI.",
  "iri-reference": "It is an IRI or a relative reference.",
};


// said to a model that sends a call refused before, unchanged (the loop around a refusal)
export const sameCallAgain = "This same call was refused before: change the refused argument rather than send it again.";

// said by the readers around the rules, and by the rules a team adds
/** A read that could not be finished (a schema nested past the stack). */
export const cannotCheck = "The value cannot be checked.";
/** An unnamed object's own `check` refusing without a message. */
export const notValid = "The value is not valid.";
/** An async rule that did not answer within its `timeoutMs` (`value_object.check_timeout`). */
export const checkTimeout = "The check did not answer in time.";
