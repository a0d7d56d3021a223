/** `The value is not a valid Quantity: The value must be …` — the one message form. */
export const refusedAs = (valueObject: string, sentence: string): string =>
  `The value is not a valid ${valueObject}: ${sentence}`;

/** The message when a `normalize` or `check` of the user's own throws. */
export const refusedPlainly = (valueObject: string): string => `The value is not a valid ${valueObject}.`;

export const sentences = {
  required: "A value is required.",
  mustBeA: (what: string) => `The value must be ${what}.`,
  atLeastChars: (n: number) => `The value must be at least ${n} character${n === 1 ? "" : "s"} long.`,
  atMostChars: (n: number) => `The value must be at most ${n} character${n === 1 ? "" : "s"} long.`,
  pattern: (source: string) => `The value must match the pattern ${source}.`,
  format: (format: string) => `The value must be a valid ${format}.`,
  min: (n: number | string) => `The value must be greater than or equal to ${n}.`,
  max: (n: number | string) => `The value must be less than or equal to ${n}.`,
  exclusiveMin: (n: number | string) => `The value must be greater than ${n}.`,
  exclusiveMax: (n: number | string) => `The value must be less than ${n}.`,
  multipleOf: (n: number) => `The value must be a multiple of ${n}.`,
  notBefore: (date: string) => `The value must be on or after ${date}.`,
  notAfter: (date: string) => `The value must be on or before ${date}.`,
  oneOf: (values: readonly (string | number)[]) => `The value must be one of: ${values.join(", ")}.`,
  literal: (value: string | number | boolean) => `The value must be ${JSON.stringify(value)}.`,
  noMatch: "The value matches none of the allowed forms.",
  notDeclared: "The object does not declare this member.",
  minItems: (n: number) => `The list must hold at least ${n} item${n === 1 ? "" : "s"}.`,
  maxItems: (n: number) => `The list must hold at most ${n} item${n === 1 ? "" : "s"}.`,
} as const;
