import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { PATTERN_TEXT_CEILING, rawLengthCeiling } from "./length.js";
import { patternDegree, repetitionPower, splitCeiling } from "./pattern-cost.js";

/**
 * Compiles a declared pattern as JSON Schema reads it: ECMA-262 with the `u` flag,
 * unanchored. A RegExp may carry the `u` flag and no other: `i`, `g`, `m`… would
 * make the schema say something the check does not do. Refused at declaration in every
 * build, because each would make the check read otherwise than the schema says (or throw
 * at every read): a pattern that is neither text nor a RegExp, another flag, a syntax
 * error, a pattern too large for the engine. The slow-pattern warnings are a development
 * check, given after this at the kind's site ({@link warnIfSlow}, src/development.ts).
 */
export function compilePattern(valueObject: string, pattern: string | RegExp): RegExp {
  const source = patternSource(valueObject, pattern);
  let compiled: RegExp;
  try {
    compiled = new RegExp(source, "u");
    // the engine compiles at the first match: a long pattern can parse and still be too large
    // to compile (a literal run of 32,768 characters), which would throw at every read
    if (source.length > COMPILED_AT_DECLARATION) compiled.test("");
  } catch (error) {
    const reason = String((error as Error).message);
    throw new ValueObjectDefinitionError(valueObject, "pattern", `is not a valid ECMA-262 pattern with the u flag (${reason.length > 200 ? `${reason.slice(0, 200)}…` : reason}).`);
  }
  return compiled;
}

// patterns longer than this are compiled once at declaration; no shorter one was found too large
const COMPILED_AT_DECLARATION = 4096;

/** The source of a declared pattern: text, or a RegExp with no flag but `u` (any other throws). */
export function patternSource(valueObject: string, pattern: string | RegExp): string {
  if (typeof pattern === "string") return pattern;
  if (!(pattern instanceof RegExp)) throw new ValueObjectDefinitionError(valueObject, "pattern", "must be a string or a RegExp.");
  const extra = pattern.flags.replace("u", "");
  if (extra !== "") throw new ValueObjectDefinitionError(valueObject, "pattern", `flags "${extra}" cannot be said in JSON Schema; only "u" is allowed.`);
  return pattern.source;
}

/**
 * Whether a pattern may hold a repetition whose count can vary (`*`, `+`, `?`, `{n,}`, `{n,m}`);
 * on the safe side: the characters escaped or in a class, and a group's `(?`, count too.
 */
export const MAY_VARY = /[*+?]|\{\d*,/;

/** {@link MAY_VARY}, or a group followed by `{` (with `*` and `+`, what {@link hasNestedQuantifier} needs). */
const REPEATS = /[*+?]|\{\d*,|\)\{/;

/**
 * The slow-pattern warnings (a development check), given by `vo.string` at its one development
 * site once the pattern is compiled: each site reads `process.env`, which is not free.
 */
export function warnIfSlow(valueObject: string, source: string, maxLength?: number): void {
  // neither reading below finds anything in a pattern without one of these: one test for the common pattern
  if (!REPEATS.test(source)) return;
  if (hasNestedQuantifier(source)) warnSlowPattern(valueObject, source);
  // with no repetition whose count can vary, the shape reading finds nothing (the cost of most of a cold declaration)
  // (or a repeated group of alternatives, `(a|aa){20}`, whose ways the split reading counts)
  else if (MAY_VARY.test(source) || source.includes("|")) {
    // a backreference is counted as a repetition by the ceiling's reading, which the shape reading does not see
    const degree = Math.max(patternDegree(source), BACKREFERENCE.test(source) ? repetitionPower(source) : 0);
    if (degree >= 2) warnPolynomialPattern(valueObject, source, degree, maxLength);
    else {
      // warned where the text it may read (maxLength, else the 4,096 ceiling) splits too many ways
      const limit = maxLength ?? PATTERN_TEXT_CEILING;
      const ceiling = splitCeiling(source, limit);
      if (ceiling < limit) warnSplitPattern(valueObject, source, ceiling, maxLength);
    }
  }
}

// `\1`, `\k<name>` (with the u flag, no octal escape reads so)
const BACKREFERENCE = /\\[1-9k]/;

// a group followed by `*`, `+` or `{`
const GROUP_REPEATED = /\)[*+{]/;

/**
 * A quantified group that itself holds a quantifier, `(a+)+` or `(\w*x)*`: the
 * shape of patterns whose matching time can explode. A heuristic: it may flag a
 * safe pattern, and the length rules still bound the input it sees.
 */
export function hasNestedQuantifier(source: string): boolean {
  // only a group followed by `*`, `+` or `{` can answer true: without one, the loop below is not run
  if (!GROUP_REPEATED.test(source)) return false;
  const stack: boolean[] = [];
  let quantifiedInside = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "[") {
      // skip a character class
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
      continue;
    }
    if (c === "(") {
      stack.push(quantifiedInside);
      quantifiedInside = false;
    } else if (c === ")") {
      const groupHasQuantifier: boolean = quantifiedInside;
      quantifiedInside = stack.pop() ?? false;
      const next = source[i + 1];
      const groupQuantified = next === "*" || next === "+" || next === "{" || next === "?";
      if (groupHasQuantifier && groupQuantified && next !== "?") return true;
      quantifiedInside ||= groupHasQuantifier || groupQuantified;
    } else if (c === "*" || c === "+" || c === "{") {
      quantifiedInside = true;
    }
  }
  return false;
}

function warnSlowPattern(valueObject: string, source: string): void {
  emitSlowPattern(`Value object ${valueObject}: the pattern ${source} has a quantifier inside a quantified group, which can take exponential time even on a few dozen characters; lengths bound the text it sees, not its backtracking. Write it without nesting quantifiers.`);
}

const POWERS = ["", "", "square", "cube"];

function warnPolynomialPattern(valueObject: string, source: string, degree: number, maxLength: number | undefined): void {
  const power = POWERS[degree] ?? `power ${degree}`;
  const seen = maxLength === undefined ? `without maxLength it reads at most ${rawLengthCeiling(undefined, degree)} characters` : `with maxLength ${maxLength} it reads up to that many characters`;
  emitSlowPattern(
    `Value object ${valueObject}: the pattern ${source} can take time that grows as the ${power} of the text it fails on (a search not anchored with ^ that opens with a repetition, repetitions in a row that can take the same characters, or a backreference, which compares a group's text again); ${seen}. What helps: a small maxLength, ^ at the start, and repetitions in a row that cannot take the same characters.`,
  );
}

function warnSplitPattern(valueObject: string, source: string, ceiling: number, maxLength: number | undefined): void {
  const seen = maxLength === undefined ? `without maxLength it reads at most ${ceiling} characters` : `with maxLength ${maxLength} it reads up to that many characters (${ceiling} would be cheap)`;
  emitSlowPattern(
    `Value object ${valueObject}: the pattern ${source} has bounded repetitions that can split the text it fails on in very many ways; ${seen}. What helps: a small maxLength, fewer repetitions, or repetitions in a row that cannot take the same characters.`,
  );
}

function emitSlowPattern(text: string): void {
  const proc = (globalThis as { process?: { emitWarning?: (w: string, o: { code: string }) => void } }).process;
  if (proc?.emitWarning) proc.emitWarning(text, { code: "ADCODICEM_SLOW_PATTERN" });
  else console.warn(text);
}
