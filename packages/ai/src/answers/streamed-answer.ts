// An answer checked while it streams: each member is read with its rules as soon as its
// JSON value is complete, and the answer so far holds only values that passed. The text
// is scanned once (see json-scanner.ts); a complete list or object is read again whole
// with its own rules (its required members, its item counts, its `check`), once.
import * as vo from "@adcodicem/value-objects";
import { cutText } from "@adcodicem/value-objects/arguments";
import { type AnswerShape, WRAP_KEY } from "./answer-shape.js";
import type { AnswerRefusal } from "./read-answer.js";
import { JsonScanner, type JsonListener } from "./json-scanner.js";
import { ANSWER_NOT_JSON, answerMessages } from "./codes.js";

type Node = vo.AnySchema & {
  readonly kind?: string;
  readonly inner?: vo.AnySchema;
  readonly shape?: Record<string, vo.AnySchema>;
  readonly item?: vo.AnySchema;
  readonly value?: vo.AnySchema;
  readonly key?: vo.AnySchema;
  readonly items?: readonly vo.AnySchema[];
  readonly rest?: vo.AnySchema;
};
type Container = Record<string, unknown> | unknown[];

/**
 * How a container is read: `checked` (its members are read one by one: an object, a list,
 * a record, a tuple), `whole` (read once complete, and handed out as read: a union, a
 * lazy or foreign schema), `inside` (within a `whole` one: built, read with it), `ignored`
 * (a member no schema declares: dropped).
 */
type Mode = "checked" | "whole" | "inside" | "ignored";
interface Frame {
  /** Replaced by a copy when the answer so far holding it was handed out: what the program holds never changes. */
  container: Container;
  /** The handing-out round the container was made in: one made before the last handing out is copied before it changes. */
  made: number;
  readonly node: Node | undefined;
  readonly mode: Mode;
  readonly path: readonly vo.PathKey[];
  /** Its key in its parent's container: the key as read (a keyed record's key value object gives it back), else as sent. */
  readonly slot: vo.PathKey | undefined;
  /** Where the container goes once read whole (a `whole` one is attached only then), with what was sent. */
  readonly attach: ((value: unknown, sent: unknown) => void) | undefined;
  /** A list's members so far: the next one's index. */
  count: number;
  /**
   * What the model sent where the container holds something else (a member read whole holds
   * its value as read; a keyed record's key as read): the container is read again whole, once
   * complete, as the model sent it — as the finished reading reads it.
   */
  sent?: Map<vo.PathKey, unknown>;
  /** A keyed record's keys as sent, by the key as read. */
  sentKeys?: Map<string, string>;
}

// the node whose members decide a child's schema: optional and nullable are seen through
function descended(node: Node | undefined): Node | undefined {
  let at = node;
  for (let i = 0; at !== undefined && (at.kind === "optional" || at.kind === "nullable") && i < 64; i++) at = at.inner as Node;
  return at;
}

function childNode(parent: Node | undefined, key: vo.PathKey): Node | undefined {
  const node = descended(parent);
  if (node?.kind === "object") return Object.prototype.hasOwnProperty.call(node.shape, key) ? (node.shape![key as string] as Node) : undefined;
  if (node?.kind === "array") return node.item as Node;
  if (node?.kind === "record") return node.value as Node;
  // a position, then the rest; past them, nothing (the tuple refuses it as too long)
  if (node?.kind === "tuple") return (node.items![key as number] ?? node.rest) as Node | undefined;
  return undefined;
}

/** How deep an answer so far may nest: far deeper than any schema, far short of a stack's limit. */
export const PARTIAL_DEPTH = 256;

// the schemas whose members are read one by one, and the JSON each expects
const DESCENDED: Record<string, "object" | "array"> = { object: "object", record: "object", array: "array", tuple: "array" };
const exactPointer = (path: readonly vo.PathKey[]) => path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

// a value whose rules cannot run while it streams: nothing of it is handed out
const NOT_READ = Symbol("not read");

/** Thrown inside the reader when a complete value is refused: carries the answer's refusal. */
class Refused {
  constructor(readonly refusal: AnswerRefusal) {}
}

/**
 * Reads one streamed answer as its text grows. `read(text)` takes the whole text so far
 * and returns the answer so far (only values that passed their rules), or the refusal of
 * the first complete value that broke one. Work over a whole stream: one step per
 * character, one parse per token, one reading per complete value (a list or an object
 * read again once whole, with what its members already passed).
 *
 * @example
 * ```ts
 * const reading = streamedAnswer(answerShape(Order));
 * reading.read('{"lines":[{"quantity":2},{"quantity":5'); // { ok: true, partial: { lines: [{ quantity: 2 }, {}] } }
 * reading.read('{"lines":[{"quantity":2},{"quantity":500}'); // { ok: false, refusal: { code: "value_object.out_of_range", path: ["lines", 1, "quantity"], … } }
 * ```
 */
export function streamedAnswer(shape: AnswerShape) {
  const frames: Frame[] = [];
  let root: Container | undefined;
  let refusal: AnswerRefusal | undefined;
  // a new answer so far is handed out only when a value was added since the last one
  let changed = false;
  let handed: unknown;
  // handing-out rounds: a container made in an earlier round is in the program's hands
  let round = 1;

  const rootNode: Node | undefined = shape.wrapped ? undefined : (shape.schema as Node);
  const nodeOf = (parent: Frame | undefined, key: vo.PathKey): Node | undefined =>
    parent === undefined ? rootNode : parent.node === undefined && shape.wrapped && frames.length === 1 ? (key === WRAP_KEY ? (shape.schema as Node) : undefined) : childNode(parent.node, key);
  // the path the final reading gives: within the value, not the `data` that wraps it
  const answerPath = (path: readonly vo.PathKey[]) => (shape.wrapped && path[0] === WRAP_KEY ? path.slice(1) : path);

  // the value as read, or the refusal thrown
  function check(node: Node, value: unknown, path: readonly vo.PathKey[]): unknown {
    let result: vo.Validation<unknown>;
    try {
      result = vo.validate(node, value, { maxIssues: 1 });
    } catch {
      return NOT_READ; // a rule that cannot run here (an async one): the final reading decides
    }
    if (result.ok) return result.value;
    const issue = result.issues[0];
    const at = [...answerPath(path), ...issue.path];
    throw new Refused({
      code: issue.code,
      message: cutText(issue.message),
      path: at,
      pointer: exactPointer(at),
      ...(shape.wrapped && path[0] === WRAP_KEY ? { under: WRAP_KEY } : {}),
    });
  }

  const place = (container: Container, key: vo.PathKey, value: unknown) => {
    if (Array.isArray(container)) container[key as number] = value;
    else Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
  };
  // before the open containers change: each one the program holds is copied, and its copy
  // put where it was (copy on write, along the one path that changes: the open containers)
  function writable(): void {
    for (let i = 0; i < frames.length; i++) {
      const frame = frames[i];
      if (frame.mode !== "checked" || frame.made === round) continue;
      frame.container = Array.isArray(frame.container) ? frame.container.slice() : copyObject(frame.container);
      frame.made = round;
      if (i === 0) root = frame.container;
      else place(frames[i - 1].container, frame.slot!, frame.container);
    }
  }
  const keyIn = (frame: Frame, key: string | undefined): vo.PathKey => (Array.isArray(frame.container) ? frame.count++ : (key ?? ""));
  const sentOf = (frame: Frame) => (frame.sent ??= new Map());
  // the key a member of a checked container is placed under: a keyed record's key read by its
  // key value object, as soon as it is complete; a tuple refuses a member past its positions
  function slotOf(parent: Frame, at: vo.PathKey): vo.PathKey {
    const node = descended(parent.node);
    if (node?.kind === "tuple" && node.rest === undefined && (at as number) >= node.items!.length) check(node, Array.from({ length: (at as number) + 1 }, () => null), parent.path);
    if (node?.kind !== "record" || node.key === undefined) return at;
    const raw = at as string;
    const read = check(node.key as Node, raw, [...parent.path, raw]);
    if (typeof read !== "string") return raw;
    const keys = (parent.sentKeys ??= new Map());
    const before = keys.get(read);
    if (before !== undefined && before !== raw) {
      // two keys that read as one: refused as the record refuses them (the first one's value passed)
      const value = parent.sent?.has(read) ? parent.sent.get(read) : (parent.container as Record<string, unknown>)[read];
      const pair = {};
      place(pair, before, value);
      place(pair, raw, value);
      check(node, pair, parent.path);
    }
    keys.set(read, raw);
    return read;
  }
  // the container as the model sent it, where it holds values or keys as read: what the finished reading reads
  function sentForm(frame: Frame): Container {
    const { container, sent, sentKeys } = frame;
    if (sent === undefined && sentKeys === undefined) return container;
    if (Array.isArray(container)) {
      const copy = container.slice();
      for (const [index, value] of sent!) copy[index as number] = value;
      return copy;
    }
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(container)) place(copy, sentKeys?.get(key) ?? key, sent?.has(key) ? sent.get(key) : container[key]);
    for (const [key, value] of sent ?? []) if (!Object.prototype.hasOwnProperty.call(container, key)) place(copy, sentKeys?.get(key as string) ?? key, value);
    return copy;
  }
  // a member no declared key reads is not placed: the final reading drops it too
  // a list or an object is read member by member only where the schema expects that very shape
  const childMode = (parent: Frame | undefined, node: Node | undefined, kind: "object" | "array"): Mode => {
    if (parent === undefined) return "checked";
    if (parent.mode === "whole" || parent.mode === "inside") return "inside";
    if (parent.mode === "ignored" || node === undefined) return "ignored";
    return DESCENDED[descended(node)?.kind ?? ""] === kind ? "checked" : "whole";
  };

  const listener: JsonListener = {
    open(kind, key) {
      // deeper than any schema: nothing more is handed out; the final reading decides
      if (frames.length >= PARTIAL_DEPTH) return void (scanner.broken = true);
      const parent = frames.at(-1);
      const at = parent === undefined ? undefined : keyIn(parent, key);
      const node = at === undefined ? rootNode : nodeOf(parent, at);
      const mode = childMode(parent, node, kind);
      const slot = parent?.mode === "checked" ? slotOf(parent, at!) : at;
      const container: Container = kind === "array" ? [] : {};
      const path = parent === undefined || at === undefined ? [] : [...parent.path, at];
      let attach: Frame["attach"];
      if (parent === undefined) (root = container), (changed = true);
      else if (mode === "checked") (writable(), place(parent.container, slot!, container), (changed = true));
      else if (mode === "inside") place(parent.container, at!, container);
      else if (mode === "whole") {
        // handed out as read (unknown members dropped), never as sent; kept as sent for its parent's reading
        attach = (value, sent) => {
          writable();
          const holder = frames.at(-1)!;
          if (value !== NOT_READ) place(holder.container, slot!, value);
          sentOf(holder).set(slot!, sent);
        };
      }
      frames.push({ container, made: round, node, mode, path, slot, attach, count: 0 });
    },
    scalar(value, key) {
      const parent = frames.at(-1)!;
      const at = keyIn(parent, key);
      if (parent.mode === "inside" || parent.mode === "whole") return place(parent.container, at, value);
      if (parent.mode === "ignored") return;
      const slot = slotOf(parent, at);
      const node = nodeOf(parent, at);
      if (node === undefined) return;
      const read = check(node, value, [...parent.path, at]);
      // not read yet: kept for the container's reading, never handed out
      if (read === NOT_READ) return void sentOf(parent).set(slot, value);
      writable();
      place(parent.container, slot, value);
      changed = true;
    },
    close() {
      const frame = frames.pop()!;
      // the root is read whole by the final reading, with the finish reason first
      if (frames.length === 0 || frame.node === undefined) return;
      if (frame.mode !== "checked" && frame.mode !== "whole") return;
      const sent = sentForm(frame);
      const read = check(frame.node, sent, frame.path);
      if (frame.mode === "whole") {
        frame.attach?.(read, sent);
        changed = true;
      } else if (sent !== frame.container) sentOf(frames.at(-1)!).set(frame.slot!, sent);
    },
  };
  const scanner = new JsonScanner(listener);

  return {
    scanner,
    /** The whole text so far; the answer so far, or the first refusal (then every later call gives it again). */
    read(text: string): { readonly ok: true; readonly partial: unknown } | { readonly ok: false; readonly refusal: AnswerRefusal } {
      if (refusal !== undefined) return { ok: false, refusal };
      try {
        scanner.read(text);
        // text around the JSON the finished reading refuses: its refusal, at once
        if (scanner.notJson) throw new Refused({ code: ANSWER_NOT_JSON, message: answerMessages.notJson, path: [], pointer: "" });
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        refusal = error.refusal;
        return { ok: false, refusal };
      }
      if (changed) {
        changed = false;
        handed = root === undefined ? undefined : shape.wrapped && !Array.isArray(root) ? (root as Record<string, unknown>)[WRAP_KEY] : root;
        round++;
      }
      return { ok: true, partial: handed };
    },
  };
}

// an object's own members, copied (a key such as `__proto__` stays a member)
function copyObject(value: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) Object.defineProperty(copy, key, { value: value[key], enumerable: true, writable: true, configurable: true });
  return copy;
}
