import { type Atom, classEnd, overlaps, readAtoms, topLevelBranches, within } from "./pattern-cost.js";

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
  const branches = topLevelBranches(source);
  let ceiling = largestFitting(cap, branches.every((branch) => branch.startsWith("^")), [groupedRun(source)]);
  for (const branch of branches) {
    const atoms = readAtoms(branch);
    if (atoms === undefined) continue;
    const anchored = atoms[0]?.kind === "assertion" && atoms[0].text === "^";
    const runs = runsOf(atoms.filter((atom) => atom.kind !== "assertion"));
    ceiling = largestFitting(ceiling, anchored, runs);
  }
  return ceiling;
}

/** The largest length up to `cap` whose ways to split, times the length (twice unanchored), stay within 2^24. */
function largestFitting(cap: number, anchored: boolean, runs: readonly Run[]): number {
  const counted = runs.filter((run) => run.k >= 2);
  if (counted.length === 0) return cap;
  const fits = (length: number) => Math.log2(length) * (anchored ? 1 : 2) + counted.reduce((sum, run) => sum + log2Ways(length, run), 0) <= STEPS_LOG2;
  if (fits(cap)) return cap;
  // the count only grows with the length
  let [low, high] = [0, cap];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** A bounded repetition of at least this many is read as a run of text by `repetitionPower`, not here. */
const MANY = 16;

/**
 * The repetitions inside groups (`^(?:\d{0,15}){8}x$`, `^(\d{0,15})(\d{0,15})…x$`), which the
 * run reading treats as opaque, as one run: whether or not they trade characters, k repetitions of
 * at most m_i each take at most ∏(m_i+1) paths. A group repeated r times counts its inside r times
 * (and itself once, where r varies); the largest alternative counts. Bounded repetitions below
 * {@link MANY} only: longer and unbounded ones raise the power of the pattern instead.
 */
function groupedRun(source: string): Run {
  let i = 0;
  const alternatives = (depth: number): Run => {
    let [k, log2Product, largestK, largestProduct] = [0, 0, 0, 0];
    while (i < source.length && source[i] !== ")") {
      if (source[i] === "|") {
        [largestK, largestProduct, k, log2Product] = [Math.max(largestK, k), Math.max(largestProduct, log2Product), 0, 0];
        i++;
        continue;
      }
      const run = atom(depth);
      k += run.k;
      log2Product += run.log2Product;
    }
    return { k: Math.max(largestK, k), log2Product: Math.max(largestProduct, log2Product) };
  };
  const atom = (depth: number): Run => {
    const c = source[i];
    let inner: Run = { k: 0, log2Product: 0 };
    let group = false;
    if (c === "\\") i += 2;
    else if (c === "[") i = classEnd(source, i) + 1;
    else if (c === "(") {
      group = true;
      i++;
      if (source[i] === "?") i += source[i + 1] === "<" && (source[i + 2] === "=" || source[i + 2] === "!") ? 3 : source[i + 1] === "<" ? source.indexOf(">", i) + 1 - i : 2;
      inner = alternatives(depth + 1);
      i++; // the ")"
    } else i++;
    const quantifier = /^(?:([*+?])|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(i, i + 24));
    if (quantifier === null) return inner;
    i += quantifier[0].length;
    const min = quantifier[1] === "?" || quantifier[1] === "*" ? 0 : quantifier[1] === "+" ? 1 : Number(quantifier[2]);
    const max = quantifier[1] === "?" ? 1 : quantifier[1] !== undefined ? Infinity : quantifier[3] === undefined ? min : quantifier[4] === "" ? Infinity : Number(quantifier[4]);
    if (max === Infinity || max >= MANY) return inner;
    const self = max > min && (group || depth > 0) ? { k: 1, log2Product: Math.log2(max + 1) } : { k: 0, log2Product: 0 };
    return { k: inner.k * max + self.k, log2Product: inner.log2Product * max + self.log2Product };
  };
  let largest: Run = { k: 0, log2Product: 0 };
  while (i < source.length) {
    const run = alternatives(0);
    largest = { k: Math.max(largest.k, run.k), log2Product: Math.max(largest.log2Product, run.log2Product) };
    i++;
  }
  return largest;
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

/** The runs of repetitions (bounded or not) that can trade characters; those of one are not counted. */
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
