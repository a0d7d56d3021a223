/**
 * Making functions from text, where the runtime allows it. A Content Security Policy
 * without `unsafe-eval`, Cloudflare Workers and `node --disallow-code-generation-from-strings`
 * refuse `new Function`: the first refusal is remembered, and every schema then keeps
 * the loop it would have compiled (the same answers, more slowly).
 *
 * Only the library's own fixed text and numbers become code. Everything a user declared
 * (member names, rules, messages) reaches a generated function as an argument value.
 */

let refused = false;
let generated = 0;
let suspended = 0;

/**
 * Whether a schema declared now may compile its reader: the runtime has not refused
 * code generation, and no caller asked to do without it.
 */
export const mayGenerate = (): boolean => !refused && suspended === 0;

/** The values a generated function is made with, each under the parameter name its text uses. */
export type Given = [name: string, value: unknown][];

/**
 * What `body` returns when run with each of `given`'s values under its name (a reader the
 * body makes), or undefined when the runtime refuses code generation (noticed once, never
 * tried again).
 */
export function generate<T>(given: Given, body: string): T | undefined {
  if (refused) return undefined;
  let made: (...args: unknown[]) => unknown;
  try {
    // a text of its own: its serial number after the body (which ends with `};`), a statement never run. V8 hands a text
    // compiled again the first one's feedback: alike readers shared inline caches that saw all their shapes (3x slower)
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the library's own text; user data arrives as arguments
    made = new Function(...given.map(([name]) => name), body + generated) as (...args: unknown[]) => unknown;
  } catch {
    refused = true;
    return undefined;
  }
  generated++;
  return made(...given.map(([, value]) => value)) as T;
}

/** @internal How many functions were generated so far (tests tell the compiled path from the loop by it). */
export const generatedCount = (): number => generated;

/**
 * @internal Runs `declare` with code generation off: the schemas it declares read with
 * their loops for good (tests compare both paths in one process).
 */
export function withoutCodeGeneration<T>(declare: () => T): T {
  suspended++;
  try {
    return declare();
  } finally {
    suspended--;
  }
}
