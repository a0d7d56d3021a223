import { rawLengthCeiling } from "./length.js";

/**
 * How the time of a declared pattern can grow with the text it fails on, read from its
 * shape: 1 when nothing below is seen, else the power of a polynomial. Two shapes are
 * seen (both measured slow in V8 on a few thousand characters):
 *
 * - a search that is not anchored at the start and opens with an unbounded repetition
 *   (`[a-z]+@[a-z]+`, `\d+x`, `\s+$`): every start position scans on, one power more;
 * - unbounded repetitions in a row that can take the same characters, with nothing
 *   between them that the first cannot also take (`^\d+\d+$`, `^.*,.*,.*x$`): each
 *   can give the others any share of a run, one power per repetition.
 *
 * A heuristic, as the nested-quantifier one is: it reads each top-level branch, treats
 * a group as one opaque atom, and compares character classes on a sample of characters.
 */
export function patternDegree(source: string): number {
  let degree = 1;
  for (const branch of topLevelBranches(source)) degree = Math.max(degree, branchDegree(branch));
  return degree;
}

interface Atom {
  /** The atom's source: a character, an escape, a class or a group. */
  readonly text: string;
  readonly kind: "char" | "group" | "assertion";
  readonly min: number;
  readonly unbounded: boolean;
}

function branchDegree(branch: string): number {
  const atoms = readAtoms(branch);
  if (atoms === undefined) return 1;
  const anchored = atoms[0]?.kind === "assertion" && atoms[0].text === "^";
  const body = atoms.filter((atom) => atom.kind !== "assertion");
  // the longest run of unbounded repetitions that can trade characters
  let longest = 0;
  let run = 0;
  let previous: Atom | undefined;
  let between: Atom[] = [];
  for (const atom of body) {
    if (atom.kind === "group") {
      run = 0;
      previous = undefined;
      between = [];
      continue;
    }
    if (!atom.unbounded) {
      between.push(atom);
      continue;
    }
    const trades = previous !== undefined && overlaps(previous, atom) && between.every((b) => b.min === 0 || within(b, previous!));
    run = trades ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = atom;
    between = [];
  }
  // a search not anchored with `^` first tries every start: one power more where a start scans a run
  // (it opens with a repetition) or where repetitions trade (whatever opens it: a `^` in a group,
  // one character first; red-team round 8)
  const unanchoredPower = !anchored && ((body[0]?.unbounded === true && body[0].kind === "char") || longest >= 2);
  return (longest >= 2 ? longest : 1) + (unanchoredPower ? 1 : 0);
}

/** The top-level alternatives of a pattern (a `|` outside groups and classes). */
function topLevelBranches(source: string): string[] {
  const branches: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(source, i);
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      branches.push(source.slice(start, i));
      start = i + 1;
    }
  }
  branches.push(source.slice(start));
  return branches;
}

const classEnd = (source: string, from: number): number => {
  let i = from + 1;
  if (source[i] === "^") i++;
  if (source[i] === "]") i++;
  for (; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
  return i;
};

/** The atoms of one branch with their repetition; undefined where the branch cannot be read plainly. */
function readAtoms(branch: string): Atom[] | undefined {
  const atoms: Atom[] = [];
  let i = 0;
  while (i < branch.length) {
    const start = i;
    const c = branch[i];
    let kind: Atom["kind"] = "char";
    if (c === "^" || c === "$") {
      kind = "assertion";
      i++;
    } else if (c === "\\") {
      const next = branch[i + 1];
      if (next === "b" || next === "B") kind = "assertion";
      if ((next === "p" || next === "P" || next === "u") && branch[i + 2] === "{") i = branch.indexOf("}", i) + 1;
      else i += next === "u" ? 6 : next === "x" ? 4 : next === "c" ? 3 : 2;
      if (i <= start) return undefined;
    } else if (c === "[") {
      i = classEnd(branch, i) + 1;
    } else if (c === "(") {
      // a lookaround: (?=, (?!, (?<=, (?<!
      kind = /^\(\?<?[=!]/.test(branch.slice(i)) ? "assertion" : "group";
      let depth = 0;
      for (; i < branch.length; i++) {
        if (branch[i] === "\\") i++;
        else if (branch[i] === "[") i = classEnd(branch, i);
        else if (branch[i] === "(") depth++;
        else if (branch[i] === ")" && --depth === 0) break;
      }
      i++;
    } else {
      i += branch.codePointAt(i)! > 0xffff ? 2 : 1;
    }
    const text = branch.slice(start, i);
    const quantifier = /^(?:[*+?]|\{(\d+)(,(\d*))?\})\??/.exec(branch.slice(i));
    let min = 1;
    let unbounded = false;
    if (quantifier !== null) {
      i += quantifier[0].length;
      const q = quantifier[0][0];
      if (q === "*") [min, unbounded] = [0, true];
      else if (q === "+") [min, unbounded] = [1, true];
      else if (q === "?") min = 0;
      else [min, unbounded] = [Number(quantifier[1]), quantifier[2] !== undefined && quantifier[3] === ""];
    }
    atoms.push({ text, kind, min, unbounded });
  }
  return atoms;
}

// characters to compare classes on: printable ASCII, whitespace, a few letters and symbols beyond it
const SAMPLE = [...String.fromCharCode(...Array.from({ length: 95 }, (_, i) => i + 32)), ..."\t\n\r\u00a0éßЖ漢€😀"];
const sets = new Map<string, readonly boolean[]>();

/** Which sample characters one atom takes. */
function takes(atom: Atom): readonly boolean[] {
  let set = sets.get(atom.text);
  if (set === undefined) {
    let one: RegExp;
    try {
      one = new RegExp(`^(?:${atom.text})$`, "u");
    } catch {
      one = /(?!)/;
    }
    set = SAMPLE.map((c) => one.test(c));
    sets.set(atom.text, set);
  }
  return set;
}

const overlaps = (a: Atom, b: Atom) => {
  const [x, y] = [takes(a), takes(b)];
  return x.some((taken, i) => taken && y[i]);
};
const within = (inner: Atom, outer: Atom) => {
  const [x, y] = [takes(inner), takes(outer)];
  return x.every((taken, i) => !taken || y[i]);
};

/** A bounded repetition of at least this many is counted as one that can take a run of text. */
const MANY = 16;
/** The power given to a repetition of a group that itself repeats (`(a+)+`, `(?:\d+){3}` counts 3). */
const NESTED = 8;

/**
 * A coarse, safe-side count for the ceiling on text a pattern reads without `maxLength`:
 * the repetitions that can take a run of text (`+`, `*`, `{n,}`, `{n,m}` with m ≥ 16),
 * anywhere in the pattern — inside groups and lookarounds too — summed along a branch, a
 * group repeated m times counting its inside m times, one repeated without bound counting
 * {@link NESTED}, a backreference (`\1`, `\k<name>`) one more, whatever its group holds.
 * Where {@link patternDegree} reads which repetitions trade characters (and warns), this one
 * does not try: `^[a-z]+-[a-z]+-[a-z]+$` counts 3, though it is linear. A
 * larger count only lowers the ceiling on what reaches the pattern.
 */
export function repetitionPower(source: string): number {
  let i = 0;
  // one alternative list up to the closing ")" or the end: the largest branch's sum
  const alternatives = (): number => {
    let largest = 0;
    let sum = 0;
    let ways = 1;
    while (i < source.length && source[i] !== ")") {
      if (source[i] === "|") {
        ways++;
        largest = Math.max(largest, sum);
        sum = 0;
        i++;
        continue;
      }
      sum += atom();
    }
    branches = ways;
    return Math.max(largest, sum);
  };
  const atom = (): number => {
    const [k, log2, w, wLog2] = [splits, splitsLog2, ways, waysLog2];
    const c = source[i];
    let inner = 0;
    let group = false;
    if (c === "\\") {
      // a backreference (`\1`, `\k<name>`; the u flag has no octal escape) compares a group's text again: one
      // more repetition that can take a run, on the safe side whatever the group holds (red-team round 10)
      inner = +/[1-9k]/.test(source[i + 1]!);
      i += 2;
    } else if (c === "[") i = classEnd(source, i) + 1;
    else if (c === "(") {
      group = true;
      i++;
      // a group's opening `?:`, `?=`, `?<=`, `?<name>` reads on as plain characters: none is a quantifier or a repetition
      inner = alternatives();
      i++; // the ")"
      // its alternation's ways join those of the alternations in groups inside it, counted where a repeat takes them
      // (`(?:(?:a|aa)){1,30}`, `(?:(?:a|aa)(?:a|aa)){15}`: red-team round 11)
      if (branches > 1) [ways, waysLog2] = [ways + branches, waysLog2 + branches - 1];
    } else i++;
    const quantifier = /^(?:([*+])|\{(\d+)(,(\d*))?\}|\?)\??/.exec(source.slice(i, i + 24));
    if (quantifier === null) return inner;
    i += quantifier[0].length;
    // the ways read inside are this repeat's (or, unbounded, past counting here)
    const [inWays, inLog2] = [ways - w, waysLog2 - wLog2];
    [ways, waysLog2] = [w, wLog2];
    const unbounded = quantifier[1] !== undefined || (quantifier[3] !== undefined && quantifier[4] === "");
    // `?` 1, `{n}` n, `{n,m}` m
    const max = unbounded ? Infinity : quantifier[2] === undefined ? 1 : Number(quantifier[4] ?? quantifier[2]);
    if (!unbounded) {
      // a repeated alternation of b branches (the group's, or one in groups inside it not repeated themselves) is b ways, counted as b repetitions
      // (k^L stays a bound) and b - 1 to log2 of the product (at least log2 b)
      splits += inWays;
      splitsLog2 += inLog2;
      // what the atom holds counts once per repeat, however many (`(a?){25}`: red-team round 10), and the
      // atom once more where its repeats vary and are below MANY (past it, the power counts it)
      const varies = max > +(quantifier[2] ?? 0) && max < MANY ? 1 : 0;
      splitsLog2 += (splitsLog2 - log2) * (max - 1) + varies * Math.log2(max + 1);
      splits += (splits - k) * (max - 1) + varies;
    }
    if (!group || inner === 0) return max >= MANY ? 1 : inner;
    if (unbounded || max >= MANY) return Math.max(NESTED, inner + 1);
    return inner * max;
  };
  let power = 0;
  splits = splitsLog2 = ways = waysLog2 = 0;
  // a stray ")" (the pattern compiles, so there is none; read on regardless)
  while (i < source.length) {
    power = Math.max(power, alternatives());
    i++;
  }
  return power;
}

// the bounded repetitions below MANY whose count varies, as the last repetitionPower read them: how many, and log2 of ∏(m+1)
let splits = 0;
let splitsLog2 = 0;
// the branches of the alternative list the reader last closed
let branches = 1;
// the ways of the alternations read in groups no repeat has taken yet, and b - 1 summed (log2 of their product, at least)
let ways = 0;
let waysLog2 = 0;

/** The ceiling without `maxLength` from the pattern's shape: its power (degree or repetitions), lowered by {@link splitCeiling}. */
export function shapeCeiling(source: string): number {
  const power = repetitionPower(source);
  // a branch opening with a group, not anchored: the shape reading sees no repetition through the group
  // (`(?:^|\d+)\d+x$` trades its `\d+` with the next), and a search tries it from every start: one power more
  const searched = power >= 2 && topLevelBranches(source).some((branch) => branch[0] === "(") ? power + 1 : power;
  return splitCeiling(source, rawLengthCeiling(undefined, Math.max(patternDegree(source), searched)));
}

/**
 * The ceiling on text a pattern reads without `maxLength`, from the ways its bounded
 * repetitions can split it (red-team finding: `^\d{0,15}` eight times then `x$` went
 * uncounted, and V8 tried up to 16^8 splits): k repetitions of at most m_i each split L
 * characters in at most min(C(L+k-1, L), ∏(m_i+1)) ways, and C(L+k-1, L) ≤ k^L.
 * The largest L up to `cap` for which L times that (L² for a search not anchored with `^`)
 * stays within 2^24. Safe side: every bounded repetition below {@link MANY} whose count varies
 * counts, inside groups (a group repeated r times counts its inside r times, however large r)
 * and across alternatives, whether or not they can take the same characters; a repeated group
 * of b alternatives counts b ways, whether or not they overlap (`(a|aa){20}`).
 */
export function splitCeiling(source: string, cap: number): number {
  repetitionPower(source);
  const starts = topLevelBranches(source).every((branch) => branch[0] === "^") ? 1 : 2;
  // the count only grows with the length: the first length down from the cap that fits (0 always does)
  while (starts * Math.log2(cap) + Math.min(cap * Math.log2(splits), splitsLog2) > 24) cap--;
  return cap;
}
