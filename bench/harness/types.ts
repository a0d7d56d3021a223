/** The shapes the harness is given: groups of input sets, and the contestants timed on them. */

/** How a contestant's result is read as a verdict (see verdicts.ts). */
export type VerdictKind = "result" | "standard" | "standardLocale" | "okValue" | "zod" | "valibot" | "argument";

/** One function under test, named by the module that exports it (a timing process loads only that module). */
export interface Contestant {
  readonly name: string;
  /** A path relative to bench/. */
  readonly module: string;
  /** The exported function, called with one input. */
  readonly fn: string;
  readonly verdict: VerdictKind;
}

/** One set of inputs; the harness writes them as JSON text, and every process reads them back with `JSON.parse`. */
export interface InputSet {
  readonly id: string;
  readonly label: string;
  readonly inputs: () => unknown[];
  /** Whether every input of the set is valid (true) or every one refused (false). */
  readonly valid: boolean;
  /** Where a per-unit cost is reported (members of an object, items of a list): the unit and how many an input holds. */
  readonly unit?: { readonly name: string; readonly count: number };
  /** Whether every contestant must report as many refusals as the baseline (each one per bad field). */
  readonly sameRefusalCount?: boolean;
}

/** Sets timed with the same contestants; the first contestant is the baseline of the ratios. */
export interface Group {
  readonly id: string;
  readonly title: string;
  readonly contestants: readonly Contestant[];
  readonly sets: readonly InputSet[];
}
