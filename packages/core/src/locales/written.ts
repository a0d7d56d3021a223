// How a locale writes the values a sentence names: a value of a closed set as a reader finds it (a
// string or a number as it is written, anything else as JSON), any other value as JSON. Numbers
// keep their JSON form in every language (0.01, never 0,01): it is what a model must send.

/** A value as JSON (a value JSON cannot write, as text). */
export const json = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** The values of a closed set, listed. */
export const listed = (values: readonly unknown[]): string =>
  values.map((value) => (typeof value === "string" || typeof value === "number" ? String(value) : json(value))).join(", ");

/** The English `FORMAT_WRITING` keys, for a locale's own table of how each format is written. */
export const own = (table: Readonly<Record<string, string>>) => (format: string): string | undefined =>
  Object.hasOwn(table, format) ? table[format] : undefined;
