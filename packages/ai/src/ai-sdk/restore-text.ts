import type { JsonSchema } from "@adcodicem/value-objects";
import { bracketsBalance } from "../answers/json-text.js";
import { declaredMember, itemSchema, leftOut, type RestoreStep, restoreStep, type ValueSight } from "../dialects/restore-step.js";

// Parsing and writing JSON again changes values JSON cannot carry through a double
// (1e400 becomes Infinity, then null; -0 becomes 0): a null would then pass where the
// model sent a number the rules refuse. So the reshaping is undone on the text itself:
// only what was reshaped is written again, every other byte is kept as the model sent it.

/** Where a value ends, and its new text when it was restored (undefined: as sent). */
interface Span {
  readonly end: number;
  readonly text?: string;
  /** A forced null that means "left out": the member goes. */
  readonly dropped?: true;
}

/** One member of an object as written: its key (read and as written) and its value's span. */
interface Member {
  readonly key: string;
  readonly keyText: string;
  readonly valueAt: number;
  readonly span: Span;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

function skipSpace(t: string, i: number): number {
  while (i < t.length && isSpace(t.charCodeAt(i))) i++;
  return i;
}

// the end of the string literal that opens at `i`: an unescaped quote has an even run of backslashes before it
function endOfString(t: string, i: number): number {
  let from = i + 1;
  for (;;) {
    const quote = t.indexOf('"', from);
    let before = quote - 1;
    while (t.charCodeAt(before) === BACKSLASH) before--;
    if ((quote - 1 - before) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

// the end of the value that starts at `i`, without recursion (the text is valid JSON, nested as deep as it likes)
function endOfValue(t: string, i: number): number {
  const c = t.charCodeAt(i);
  if (c === QUOTE) return endOfString(t, i);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    let depth = 0;
    for (;;) {
      const d = t.charCodeAt(i);
      if (d === QUOTE) {
        i = endOfString(t, i);
        continue;
      }
      if (d === OPEN_BRACE || d === OPEN_BRACKET) depth++;
      else if ((d === CLOSE_BRACE || d === CLOSE_BRACKET) && --depth === 0) return i + 1;
      i++;
    }
  }
  while (i < t.length) {
    const d = t.charCodeAt(i);
    if (d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET || isSpace(d)) break;
    i++;
  }
  return i;
}

const readKey = (keyText: string): string => (keyText.includes("\\") ? (JSON.parse(keyText) as string) : keyText.slice(1, -1));

/**
 * The text of an object from its members, read as `JSON.parse` reads them: a key
 * written twice keeps its first place and its last value; a dropped member goes.
 */
function writeMembers(t: string, members: readonly Member[]): string {
  const last = new Map<string, Member>();
  for (const member of members) last.set(member.key, member);
  const parts: string[] = [];
  for (const member of last.values()) if (!member.span.dropped) parts.push(`${member.keyText}:${member.span.text ?? t.slice(member.valueAt, member.span.end)}`);
  return `{${parts.join(",")}}`;
}

/** What the members change, as `JSON.parse` reads them: a key written twice counts with its last value only. */
function changes(members: readonly Member[]): { dropped: boolean; edited: boolean } {
  const last = new Map<string, Member>();
  for (const member of members) last.set(member.key, member);
  let dropped = false;
  let edited = false;
  for (const member of last.values()) {
    dropped ||= member.span.dropped === true;
    edited ||= member.span.text !== undefined;
  }
  return { dropped, edited };
}

/** The text from `start` to `end` with the restored values put in place of their spans. */
function splice(t: string, start: number, end: number, edits: readonly { at: number; span: Span }[]): string {
  let out = "";
  let from = start;
  for (const { at, span } of edits) {
    out += t.slice(from, at) + span.text;
    from = span.end;
  }
  return out + t.slice(from, end);
}

class TextRestorer {
  constructor(
    private readonly t: string,
    private readonly root: JsonSchema,
    private readonly keepPairsKeyed: ReadonlySet<string>,
  ) {}

  skip(at: number): Span {
    return { end: endOfValue(this.t, at) };
  }

  /** The value at `at` restored against `node`: the schema's side is the value restore's own ({@link restoreStep}). */
  value(at: number, node: JsonSchema, depth: number): Span {
    const step = restoreStep(node, this.root, depth, this.sight(at));
    if (step === undefined) return this.skip(at);
    if (step.kind === "record") return this.record(at, step.values, step.depth);
    if (step.kind === "object") return this.object(at, step);
    return this.array(at, step);
  }

  /** The shape of the value at `at` from its first character; parsed only when a union asks for it. */
  sight(at: number): ValueSight {
    const c = this.t.charCodeAt(at);
    const shape = c === OPEN_BRACE ? "object" : c === OPEN_BRACKET ? "array" : this.t.startsWith("null", at) ? "null" : "other";
    return {
      shape,
      value: () => {
        try {
          return JSON.parse(this.t.slice(at, endOfValue(this.t, at)));
        } catch {
          return undefined;
        }
      },
    };
  }

  /** Reads the members of the object at `at`, each value through `each`. */
  members(at: number, each: (key: string, valueAt: number) => Span): { end: number; members: Member[] } {
    const t = this.t;
    const members: Member[] = [];
    let i = skipSpace(t, at + 1);
    if (t.charCodeAt(i) === CLOSE_BRACE) return { end: i + 1, members };
    for (;;) {
      const keyEnd = endOfString(t, i);
      const keyText = t.slice(i, keyEnd);
      const key = readKey(keyText);
      const valueAt = skipSpace(t, skipSpace(t, keyEnd) + 1);
      const span = each(key, valueAt);
      members.push({ key, keyText, valueAt, span });
      i = skipSpace(t, span.end);
      if (t.charCodeAt(i) !== COMMA) return { end: i + 1, members };
      i = skipSpace(t, i + 1);
    }
  }

  /** Reads the items of the array at `at`, each through `each`; returns where the array ends. */
  items(at: number, each: (itemAt: number) => Span): number {
    const t = this.t;
    let i = skipSpace(t, at + 1);
    if (t.charCodeAt(i) === CLOSE_BRACKET) return i + 1;
    for (;;) {
      i = skipSpace(t, each(i).end);
      if (t.charCodeAt(i) !== COMMA) return i + 1;
      i = skipSpace(t, i + 1);
    }
  }

  object(at: number, step: Extract<RestoreStep, { kind: "object" }>): Span {
    const depth = step.depth;
    const edits: { at: number; span: Span }[] = [];
    const { end, members } = this.members(at, (key, valueAt) => {
      const schema = declaredMember(step, key);
      if (schema === undefined) return this.skip(valueAt);
      if (this.t.startsWith("null", valueAt) && leftOut(step, key, schema)) return { end: valueAt + 4, dropped: true };
      const span = this.value(valueAt, schema, depth);
      if (span.text !== undefined) edits.push({ at: valueAt, span });
      return span;
    });
    const { dropped, edited } = changes(members);
    if (dropped) return { end, text: writeMembers(this.t, members) };
    return edited ? { end, text: splice(this.t, at, end, edits) } : { end };
  }

  array(at: number, step: Extract<RestoreStep, { kind: "items" }>): Span {
    const edits: { at: number; span: Span }[] = [];
    let index = 0;
    const end = this.items(at, (itemAt) => {
      // a tuple's item by its position's schema, the rest's after them
      const schema = itemSchema(step, index++);
      if (schema === undefined) return this.skip(itemAt);
      const span = this.value(itemAt, schema, step.depth);
      if (span.text !== undefined) edits.push({ at: itemAt, span });
      return span;
    });
    return edits.length === 0 ? { end } : { end, text: splice(this.t, at, end, edits) };
  }

  record(at: number, valueSchema: JsonSchema, depth: number): Span {
    const c = this.t.charCodeAt(at);
    if (c === OPEN_BRACE) {
      const edits: { at: number; span: Span }[] = [];
      const { end, members } = this.members(at, (_key, valueAt) => {
        const span = this.value(valueAt, valueSchema, depth);
        if (span.text !== undefined) edits.push({ at: valueAt, span });
        return span;
      });
      return changes(members).edited ? { end, text: splice(this.t, at, end, edits) } : { end };
    }
    if (c !== OPEN_BRACKET) return this.skip(at);
    // pairs become the record again; anything else in the list (a key twice, a stray member) leaves it as sent
    const pairs: Member[] = [];
    const seen = new Set<string>();
    let pairsOnly = true;
    const end = this.items(at, (itemAt) => {
      if (!pairsOnly || this.t.charCodeAt(itemAt) !== OPEN_BRACE) {
        pairsOnly = false;
        return this.skip(itemAt);
      }
      const { end: pairEnd, members } = this.members(itemAt, (key, valueAt) => (key === "value" ? this.value(valueAt, valueSchema, depth) : this.skip(valueAt)));
      const last = new Map(members.map((m) => [m.key, m]));
      const key = last.get("key");
      const value = last.get("value");
      if (last.size !== 2 || key === undefined || value === undefined || this.t.charCodeAt(key.valueAt) !== QUOTE) pairsOnly = false;
      else {
        const keyText = this.t.slice(key.valueAt, key.span.end);
        const name = readKey(keyText);
        if (seen.has(name) || this.keepPairsKeyed.has(name)) pairsOnly = false;
        seen.add(name);
        pairs.push({ key: name, keyText, valueAt: value.valueAt, span: value.span });
      }
      return { end: pairEnd };
    });
    return pairsOnly ? { end, text: writeMembers(this.t, pairs) } : { end };
  }
}

/**
 * Undoes the strict reshaping on JSON text a model sent, as `restoreStrictValue` does
 * on the parsed value (the same walk of the schema, {@link restoreStep}), while changing
 * nothing else: forced nulls go, pairs become the record again, and every other byte
 * stays as sent, so a number JSON cannot carry through a double (`1e400`, `-0`) reaches the rules as the model wrote it. Text that
 * needs no restoring, and text that is not JSON, come back unchanged (the same string).
 *
 * `keepPairsKeyed`: pairs holding one of these keys stay pairs (the AI SDK's secure parse
 * refuses a `__proto__` key, and a `constructor` holding `prototype`).
 *
 * @example
 * ```ts
 * restoreStrictText('{"discount":1e400,"note":null,"stock":[{"key":"FR","value":3}]}', languageModelSchema);
 * // '{"discount":1e400,"stock":{"FR":3}}'
 * ```
 */
export function restoreStrictText(text: string, languageModelSchema: JsonSchema, keepPairsKeyed: ReadonlySet<string> = new Set()): string {
  if (!bracketsBalance(text)) return text; // never JSON, and JSON.parse would take seconds to say so
  try {
    JSON.parse(text);
  } catch {
    return text;
  }
  const start = skipSpace(text, 0);
  const span = new TextRestorer(text, languageModelSchema, keepPairsKeyed).value(start, languageModelSchema, 0);
  if (span.text === undefined) return text;
  const restored = text.slice(0, start) + span.text + text.slice(span.end);
  try {
    JSON.parse(restored);
    return restored;
  } catch {
    return text; // never hand on worse than what was sent
  }
}
