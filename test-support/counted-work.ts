/**
 * Work counted, never timed: while a piece of work runs, the string, regular-expression
 * and JSON built-ins it calls are wrapped so that each call charges the characters it
 * reads (a `charCodeAt` one, an `indexOf` the rest of the text, a regular expression the
 * text from its `lastIndex`, `JSON.parse` its text). The count is the same on any engine
 * and under any load; a test bounds it by the input's length (linear work) or by a
 * constant. A charge is made before the call it pays for, so work that runs away is
 * stopped at its budget, before a quadratic regular expression even starts.
 *
 * What it cannot see: reads by index (`text[i]`), `===` and `+` on strings. A reader
 * that scans with those is not counted; the readers under test scan with the calls above.
 */

/** Why counted work was stopped: it read more characters than its budget. */
export class WorkExceeded extends Error {}

/** The budget of one counted run. */
export interface WorkBudget {
  /** Characters read in all, by every counted call. */
  readonly chars: number;
  /** Characters handed to regular expressions (a subset of `chars`); no bound when absent. */
  readonly regexChars?: number;
}

/** What a counted run read. */
export interface WorkCount {
  /** Characters read in all. */
  chars: number;
  /** Characters handed to regular expressions. */
  regexChars: number;
  /** Counted calls. */
  calls: number;
  /** Set when the budget was passed (the work may have caught the error it was stopped with). */
  exceeded?: string;
}

interface Running {
  readonly count: WorkCount;
  readonly budget: WorkBudget;
}

let running: Running | undefined;
// set while an error is made: its stack trace may call the counted built-ins again
let refusing = false;

function charge(chars: number, regex: boolean): void {
  const run = running;
  if (run === undefined || refusing) return;
  const { count, budget } = run;
  count.calls++;
  count.chars += chars;
  if (regex) count.regexChars += chars;
  if (count.exceeded === undefined) {
    if (count.chars > budget.chars) count.exceeded = `read ${count.chars} characters, past the budget of ${budget.chars}`;
    else if (budget.regexChars !== undefined && count.regexChars > budget.regexChars) {
      count.exceeded = `handed ${count.regexChars} characters to regular expressions, past the budget of ${budget.regexChars}`;
    }
  }
  // once past, every further call is refused too, so that a loop that caught the first error ends
  if (count.exceeded !== undefined) {
    refusing = true;
    try {
      throw new WorkExceeded(count.exceeded);
    } finally {
      refusing = false;
    }
  }
}

type Method = (this: unknown, ...args: unknown[]) => unknown;
const len = (value: unknown) => (typeof value === "string" ? value.length : 0);
const from = (value: unknown) => (typeof value === "number" && value > 0 ? Math.floor(value) : 0);

// the characters each String.prototype method reads, from its receiver and arguments (before it runs)
const STRING_COSTS: Record<string, (text: string, args: unknown[]) => number> = {
  charCodeAt: () => 1,
  codePointAt: () => 1,
  charAt: () => 1,
  at: () => 1,
  indexOf: (text, [, start]) => Math.max(1, text.length - from(start)),
  includes: (text, [, start]) => Math.max(1, text.length - from(start)),
  lastIndexOf: (text) => Math.max(1, text.length),
  startsWith: (_text, [search]) => Math.max(1, len(search)),
  endsWith: (_text, [search]) => Math.max(1, len(search)),
  slice: (text) => 1 + text.length,
  substring: (text) => 1 + text.length,
  substr: (text) => 1 + text.length,
  trim: (text) => 1 + text.length,
  trimStart: (text) => 1 + text.length,
  trimEnd: (text) => 1 + text.length,
  split: (text) => 1 + text.length,
  replace: (text) => 1 + text.length,
  replaceAll: (text) => 1 + text.length,
  match: (text) => 1 + text.length,
  matchAll: (text) => 1 + text.length,
  search: (text) => 1 + text.length,
  normalize: (text) => 1 + text.length,
  toLowerCase: (text) => 1 + text.length,
  toUpperCase: (text) => 1 + text.length,
  localeCompare: (text, [other]) => 1 + text.length + len(other),
  padStart: (text, [size]) => 1 + Math.max(text.length, from(size)),
  padEnd: (text, [size]) => 1 + Math.max(text.length, from(size)),
  repeat: (text, [times]) => 1 + text.length * from(times),
  concat: (text, args) => 1 + text.length + args.reduce((n: number, a) => n + len(a), 0),
  isWellFormed: (text) => 1 + text.length,
  toWellFormed: (text) => 1 + text.length,
};

const scanned = (text: string, [search, start]: unknown[], found: number) => 1 + (found < 0 ? text.length : found + len(search)) - Math.min(text.length, from(start));

// slice, substring and trim make a view in V8, not a copy: they are charged for what they return
// and indexOf for how far it looked: up to what it found, or to the end
const CHARGED_AFTER = new Set(["indexOf", "slice", "substring", "substr", "trim", "trimStart", "trimEnd"]);

function wrapString(name: string, cost: (text: string, args: unknown[]) => number): () => void {
  const proto = String.prototype as unknown as Record<string, Method>;
  const original = proto[name];
  const after = CHARGED_AFTER.has(name);
  const trims = name.startsWith("trim");
  proto[name] =
    name === "charCodeAt"
      ? function (this: unknown, index?: unknown) {
          charge(1, false);
          return original.call(this, index);
        }
      : function (this: unknown, ...args: unknown[]) {
          const text = String(this);
          if (!after) charge(cost(text, args), false);
          const result = original.apply(this, args);
          // a trim reads the white space it removes, and one character more on each side
          if (after) charge(trims ? 2 + text.length - len(result) : name === "indexOf" ? scanned(text, args, result as number) : 1 + len(result), false);
          return result;
        };
  return () => void (proto[name] = original);
}

function wrap<T extends object>(owner: T, name: keyof T & string, cost: (self: unknown, args: unknown[]) => number, regex = false): () => void {
  const original = owner[name] as unknown as Method;
  (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
    charge(cost(this, args), regex);
    return original.apply(this, args);
  };
  return () => void ((owner as Record<string, unknown>)[name] = original);
}

function install(): () => void {
  const undo = [
    ...Object.entries(STRING_COSTS).map(([name, cost]) => wrapString(name, cost)),
    // test, match, replace, split and search with a regular expression all call exec once it is replaced
    wrap(RegExp.prototype, "exec", (self, [input]) => {
      const re = self as RegExp;
      const start = re.global || re.sticky ? re.lastIndex : 0;
      return 1 + Math.max(0, String(input).length - start);
    }, true),
    wrap(JSON, "parse", (_self, [text]) => 1 + String(text).length),
    wrap(TextEncoder.prototype, "encode", (_self, [text]) => 1 + len(text)),
  ];
  return () => {
    for (const restore of undo.reverse()) restore();
  };
}

function finish(run: Running): WorkCount {
  if (run.count.exceeded !== undefined) throw new WorkExceeded(`The work ${run.count.exceeded}.`);
  return run.count;
}

/**
 * Runs synchronous work with its reads counted, and returns its result with the count.
 * Throws {@link WorkExceeded} when the work read past its budget (even if the work caught
 * the error that stopped it).
 */
export function countedSync<T>(work: () => T, budget: WorkBudget): { value: T; count: WorkCount } {
  if (running !== undefined) throw new Error("Counted work does not nest.");
  const run: Running = { count: { chars: 0, regexChars: 0, calls: 0 }, budget };
  running = run;
  const uninstall = install();
  let value: T;
  try {
    value = work();
  } finally {
    uninstall();
    running = undefined;
  }
  return { value, count: finish(run) };
}

/**
 * Runs asynchronous work with its reads counted until it settles (everything that runs in
 * this process meanwhile is counted: a test file's tests run one at a time).
 */
export async function counted<T>(work: () => Promise<T>, budget: WorkBudget): Promise<{ value: T; count: WorkCount }> {
  if (running !== undefined) throw new Error("Counted work does not nest.");
  const run: Running = { count: { chars: 0, regexChars: 0, calls: 0 }, budget };
  running = run;
  const uninstall = install();
  let value: T;
  try {
    value = await work();
  } finally {
    uninstall();
    running = undefined;
  }
  return { value, count: finish(run) };
}
