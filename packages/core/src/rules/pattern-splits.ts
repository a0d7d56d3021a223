import { type Atom, overlaps, readAtoms, topLevelBranches, within } from "./pattern-cost.js";

/**
 * The ceiling on text a pattern reads without `maxLength`, from the ways its repetitions in a
 * row can split a run of text (red-team finding: `^\d{0,15}` eight times then `x$` went
 * uncounted, bounded repetitions below 16 being skipped, and V8 tried up to 16^8 splits).
 *
 * A run is repetitions in a row that can take the same characters, with nothing between them
 * the first cannot also take (as {@link patternDegree} reads them), bounded or not: k of them,
 * at most m_i each, split L characters in at most min(C(L+k-1, k-1), ∏(m_i+1)) ways; runs one
 * after the other multiply. The ceiling is the longest L for which L times that count (times L
 * again for a search not anchored with `^`: every start position) stays within 2^24, capped
 * at `cap`. A heuristic on the same reading as the degree: each top-level branch, groups opaque.
 */
export function splitCeiling(source: string, cap: number): number {
  let ceiling = cap;
  for (const branch of topLevelBranches(source)) {
    const atoms = readAtoms(branch);
    if (atoms === undefined) continue;
    const anchored = atoms[0]?.kind === "assertion" && atoms[0].text === "^";
    const runs = runsOf(atoms.filter((atom) => atom.kind !== "assertion"));
    if (runs.length === 0) continue;
    const fits = (length: number) => Math.log2(length) * (anchored ? 1 : 2) + runs.reduce((sum, run) => sum + log2Ways(length, run), 0) <= STEPS_LOG2;
    if (fits(ceiling)) continue;
    // the largest length that fits: the count only grows with the length
    let [low, high] = [0, ceiling];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (fits(middle)) low = middle;
      else high = middle;
    }
    ceiling = low;
  }
  return ceiling;
}

const STEPS_LOG2 = 24;

/** k repetitions that trade characters, and log2 of ∏(m_i+1). */
interface Run {
  readonly k: number;
  readonly log2Product: number;
}

/** log2 of the ways a run splits `length` characters: min(C(length+k-1, k-1), ∏(m_i+1)). */
function log2Ways(length: number, run: Run): number {
  let binomial = 0;
  for (let i = 1; i < run.k; i++) binomial += Math.log2((length + i) / i);
  return Math.min(binomial, run.log2Product);
}

/** The runs of two or more repetitions (bounded or not) that can trade characters. */
function runsOf(body: readonly Atom[]): Run[] {
  const runs: Run[] = [];
  let k = 0;
  let log2Product = 0;
  let previous: Atom | undefined;
  let between: Atom[] = [];
  const close = () => {
    if (k >= 2) runs.push({ k, log2Product });
    [k, log2Product, previous, between] = [0, 0, undefined, []];
  };
  for (const atom of body) {
    if (atom.kind === "group") {
      close();
      continue;
    }
    if (atom.max <= atom.min) {
      // a fixed atom: a run goes on past it only if the repetition before could take it
      between.push(atom);
      continue;
    }
    const trades = previous !== undefined && overlaps(previous, atom) && between.every((b) => b.min === 0 || within(b, previous!));
    if (!trades) close();
    k++;
    log2Product += Math.log2(atom.max + 1);
    previous = atom;
    between = [];
  }
  close();
  return runs;
}
