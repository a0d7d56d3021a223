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

/**
 * A function made from `body` (its parameters named by `params`), or undefined when the
 * runtime refuses code generation (noticed once, never tried again).
 */
export function generate(params: readonly string[], body: string): ((...args: unknown[]) => unknown) | undefined {
  if (refused) return undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the library's own text; user data arrives as arguments
    const made = new Function(...params, body) as (...args: unknown[]) => unknown;
    generated++;
    return made;
  } catch {
    refused = true;
    return undefined;
  }
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
