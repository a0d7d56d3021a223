// An answer while it streams: shown as it comes, unchecked, so only bounded work is
// done on it — the text may be anything a model writes, and it grows with every delta.

// The opening line of a code fence, at the start of the answer
const OPENING_FENCE = /^\s*(`{3,}|~{3,})[\w+-]*[ \t]*\r?\n/;

/** How deep a partial answer may nest before it is held back: far deeper than any schema, far short of a stack's limit. */
export const PARTIAL_DEPTH = 256;

/**
 * The text of a partial answer without a code fence around it: the opening line at
 * the start, and a closing run of three or more backticks or tildes at the end (with
 * the line break before it). Linear in the text: the closing run is found from the
 * end, never by a regular expression that a run of backticks makes quadratic.
 *
 * @example
 * ```ts
 * partialJsonText('```json\n{"quantity": 2}\n``'); // '{"quantity": 2}\n``' (a fence not yet closed stays)
 * partialJsonText('```json\n{"quantity": 2}\n```'); // '{"quantity": 2}'
 * ```
 */
export function partialJsonText(text: string): string {
  const open = text.replace(OPENING_FENCE, "");
  const end = open.trimEnd().length;
  const fenceChar = open[end - 1];
  if (fenceChar !== "`" && fenceChar !== "~") return open;
  let start = end - 1;
  while (start > 0 && open[start - 1] === fenceChar) start--;
  if (end - start < 3) return open;
  if (open[start - 1] === "\n") start--;
  if (open[start - 1] === "\r") start--;
  return open.slice(0, start);
}

/**
 * Whether a value nests deeper than `max` levels of lists and objects. Walks at most
 * `max` levels down, without recursion.
 *
 * @example
 * ```ts
 * nestsDeeperThan([[[]]], 2); // true
 * ```
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const node of level) {
      if (typeof node !== "object" || node === null) continue;
      if (depth >= max) return true;
      for (const key of Object.keys(node)) next.push((node as Record<string, unknown>)[key]);
    }
    level = next;
  }
  return false;
}
