/**
 * How `ignoreCase` compares: by JavaScript's `toLowerCase`, the same for the value
 * sent and the declared spelling. The answer is always the declared spelling.
 */
export const foldCase = (text: string): string => text.toLowerCase();

/**
 * A JSON Schema pattern that accepts each declared value in any letter case, for
 * the `standard` profile (an `enum` cannot say "ignoring case").
 */
export function caseInsensitivePattern(values: readonly string[]): string {
  const alternatives = values.map((value) => {
    let out = "";
    for (const c of value) {
      const variants = new Set([c, c.toLowerCase(), c.toUpperCase()].filter((v) => [...v].length === 1));
      out += variants.size === 1 ? escapeForPattern(c) : `[${[...variants].map(escapeForPattern).join("")}]`;
    }
    return out;
  });
  return `^(?:${alternatives.join("|")})$`;
}

/** Escapes a literal for a `u`-flag pattern. */
export const escapeForPattern = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
