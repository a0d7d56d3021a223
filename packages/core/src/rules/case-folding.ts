/**
 * How `ignoreCase` compares: code point by code point, each may be sent as its case partner,
 * the one it lowers to when that one raises back to it ("K" and "k", "Σ" and "σ"), or the
 * reverse. A sign that only lowers to a letter (the Kelvin sign to "k", which raises to "K")
 * or a letter with no such partner (final sigma, dotless i, a titlecase digraph) stands for
 * itself alone. The relation is symmetric, and this fold maps each code point to one code point
 * (its partner's lower case, or itself): two texts are one ignoring case exactly when their folds
 * are equal. The declaration check, the read, a discriminated union's pick and the standard
 * profile's pattern ({@link caseVariants}) all use it, so none takes a text another refuses.
 */
export const foldCase = (text: string): string => {
  let out = "";
  for (const c of text) {
    const lower = c.toLowerCase();
    out += lower === c || lower.toUpperCase() === c ? lower : c;
  }
  return out;
};

/** A code point and its case partner: the spellings {@link foldCase} folds as one with it. */
export function caseVariants(c: string): string[] {
  return [...new Set([c, c.toLowerCase(), c.toUpperCase()].filter((v) => [...v].length === 1 && foldCase(v) === foldCase(c)))];
}

/**
 * A JSON Schema pattern that accepts each declared value in any letter case, for
 * the `standard` profile (an `enum` cannot say "ignoring case"). Valid with the `u` flag.
 */
export function caseInsensitivePattern(values: readonly string[]): string {
  const alternatives = values.map((value) => {
    let out = "";
    for (const c of value) {
      const variants = caseVariants(c);
      out += variants.length === 1 ? escapeForPattern(c) : `[${variants.map(escapeInClass).join("")}]`;
    }
    return out;
  });
  return `^(?:${alternatives.join("|")})$`;
}

/** Escapes a literal for a `u`-flag pattern, outside a character class (where `\-` is an error). */
export const escapeForPattern = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");

/** Escapes a literal inside a character class of a `u`-flag pattern. */
const escapeInClass = (text: string): string => text.replace(/[\\\]\[^-]/g, "\\$&");
