import * as sentences from "../refusal/messages.js";
import { foreignSentences } from "../refusal/foreign-issue.js";

/**
 * The English table (made when asked for): every sentence the library writes, by name — what a locale translates
 * (`vo.defineLocale`), and what a test holds every shipped locale to. Texts with `{count}` are
 * filled where they are said (an entry read by its text, the same in every bundle). The
 * library writes English without this table: each reader imports only the sentences it says.
 */
export const englishTable = () => ({
  // the frame of every refusal of a named schema
  refusedAs: sentences.refusedAs,
  refusedPlainly: sentences.refusedPlainly,
  // the rules' sentences: refusals and descriptions alike
  required: sentences.required,
  mustBeA: sentences.mustBeA,
  atLeastChars: sentences.atLeastChars,
  atMostChars: sentences.atMostChars,
  pattern: sentences.pattern,
  format: sentences.format,
  min: sentences.min,
  max: sentences.max,
  exclusiveMin: sentences.exclusiveMin,
  exclusiveMax: sentences.exclusiveMax,
  multipleOf: sentences.multipleOf,
  notBefore: sentences.notBefore,
  notAfter: sentences.notAfter,
  oneOf: sentences.oneOf,
  literal: sentences.literal,
  noMatch: sentences.noMatch,
  notDeclared: sentences.notDeclared,
  minItems: sentences.minItems,
  maxItems: sentences.maxItems,
  tooDeep: sentences.tooDeep,
  keyTwice: sentences.keyTwice,
  uniqueItems: sentences.uniqueItems,
  minEntries: sentences.minEntries,
  maxEntries: sentences.maxEntries,
  eachKey: sentences.eachKey,
  tuplePositions: sentences.tuplePositions,
  formatNamed: sentences.formatNamed,
  formatWriting: sentences.formatWriting,
  defaultIs: sentences.defaultIs,
  examples: sentences.examples,
  keyword: sentences.keyword,
  cannotCheck: sentences.cannotCheck,
  notValid: sentences.notValid,
  checkTimeout: sentences.checkTimeout,
  // what a value must be (`mustBeA`), as each kind names it
  aString: "a string",
  anInteger: "an integer",
  aNumber: "a number",
  trueOrFalse: "true or false",
  anObject: "an object",
  anArray: "an array",
  aDate: "a date written YYYY-MM-DD",
  aDateThatExists: "a date that exists in the calendar",
  aDateTime: "a date and time with an offset (RFC 3339)",
  aDateTimeThatExists: "a date and time that exists in the calendar",
  // a foreign schema's issues, by kind
  foreignType: foreignSentences.type,
  foreignTooShort: foreignSentences.tooShort,
  foreignTooLong: foreignSentences.tooLong,
  foreignLength: foreignSentences.length,
  foreignTooSmall: foreignSentences.tooSmall,
  foreignTooBig: foreignSentences.tooBig,
  foreignTooFewItems: foreignSentences.tooFewItems,
  foreignTooManyItems: foreignSentences.tooManyItems,
  foreignFormat: foreignSentences.format,
  foreignForm: foreignSentences.form,
  foreignPattern: foreignSentences.pattern,
  foreignMultiple: foreignSentences.multiple,
  foreignNotAllowed: foreignSentences.notAllowed,
  foreignUnknownMembers: foreignSentences.unknownMembers,
  foreignUnknownMember: foreignSentences.unknownMember,
  foreignKey: foreignSentences.key,
  foreignElement: foreignSentences.element,
  // a dialect's own sentence (`@adcodicem/value-objects-ai`): a record whose entries travel as pairs
  recordAsPairs: 'A map sent as a list of { "key", "value" } pairs; each key at most once.',
  // the argument layer (`@adcodicem/value-objects/arguments`) and MCP's refusal lines
  argumentsNotAnObject: "The arguments are not an object.",
  moreRefused: "…and {count} more refused (not listed).",
  // the loop around a refusal: the same refused call sent again
  sameCallAgain: sentences.sameCallAgain,
  // MCP (`@adcodicem/value-objects-mcp`): a tool whose result breaks its output schema
  invalidResult: "Tool '{tool}' produced an invalid result: its structured content breaks the tool's output schema. The server logged the details.",
  // answers (`@adcodicem/value-objects-ai`): refusals of an answer as a whole, the schema in a prompt, a repair prompt
  answerCutOff: "The answer was cut off before it was complete.",
  answerFiltered: "The answer was stopped by a content filter or refused by the model.",
  answerNotJson: "The answer is not JSON.",
  answerEmpty: "The answer is empty: it holds no JSON.",
  answerSchemaIntro: "Answer with one JSON value that follows this JSON Schema, every keyword and description included:",
  answerJsonOnly: "Reply with the JSON only: no prose and no code fence.",
  repairIntro: "Your answer was refused, so it was not used:",
  repairAgain: "Send the whole answer again, corrected: one JSON value that follows the schema, and nothing else.",
}) as const;

// a function, not a constant: a bundle that defines no locale keeps none of this table (a bundler
// cannot drop an object whose values read other modules' exports)
type English = ReturnType<typeof englishTable>;

/**
 * A locale's table: every entry of the English one (`englishTable`), a text for a text, a function
 * of the same arguments for a function. `mustBeA` is given the kind already in the locale's words
 * (its `aString`, `anInteger`…); `{count}` stays as it is, for the library to fill.
 */
export type LocaleTable = { readonly [K in keyof English]: English[K] extends string ? string : English[K] };
