/**
 * What a pattern asks of a regular-expression engine, read from its source text:
 * the features the providers' constrained decoders cannot compile.
 */

/**
 * Whether a pattern holds a lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`),
 * outside a character class and not escaped.
 *
 * @example
 * ```ts
 * hasLookaround("^(?=.*\\d).+$"); // true
 * ```
 */
export function hasLookaround(pattern: string): boolean {
  return scan(pattern, (p, i) => p.startsWith("(?=", i) || p.startsWith("(?!", i) || p.startsWith("(?<=", i) || p.startsWith("(?<!", i));
}

/**
 * Whether a pattern holds a backreference (`\1`, `\k<name>`) or a word boundary (`\b`, `\B`).
 *
 * @example
 * ```ts
 * hasBackreferenceOrBoundary("^(a)\\1$"); // true
 * ```
 */
export function hasBackreferenceOrBoundary(pattern: string): boolean {
  return scan(pattern, (p, i) => p[i] === "\\" && /^(?:[1-9]|k<|b|B)/.test(p.slice(i + 1, i + 3)));
}

/**
 * Whether llama.cpp's JSON-Schema-to-grammar converter compiles a pattern as a rule:
 * anchored at both ends (it refuses any other), and only literals, `.`, groups,
 * alternation, character classes and quantifiers; no `(?…)` group, no escape that
 * stands for a class (`\d`, `\w`, `\s`, `\p{…}`), no backreference.
 *
 * @example
 * ```ts
 * isGrammarPattern("^[A-Z]{2}[0-9]{2}$"); // true
 * isGrammarPattern("[A-Z]+"); // false: not anchored
 * ```
 */
export function isGrammarPattern(pattern: string): boolean {
  if (!pattern.startsWith("^") || !pattern.endsWith("$") || pattern.endsWith("\\$") || pattern.length < 2) return false;
  if (pattern.includes("(?")) return false;
  // escapes are read as literals: only escaped punctuation means itself
  if (/\\[^\\^$.|?*+()[\]{}/\-]/.test(pattern)) return false;
  // the converter drops the outer anchors and reads the rest as one sequence:
  // an inner anchor or a top-level alternation would change what matches
  const inner = pattern.slice(1, -1);
  let depth = 0;
  return !scan(inner, (p, i) => {
    const c = p[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    return c === "^" || c === "$" || (c === "|" && depth === 0);
  });
}

// Calls `at` at each index outside a character class that is not escaped
function scan(pattern: string, at: (pattern: string, index: number) => boolean): boolean {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      if (!inClass && at(pattern, i)) return true;
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (at(pattern, i)) return true;
  }
  return false;
}
