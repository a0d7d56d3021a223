// A JSON text read as it streams, each character once: the scanner keeps its place
// between calls, so a whole stream costs one pass over its text, however it is cut
// into deltas. It tells its listener when a container opens, when a key is read, and
// when a value is complete; it builds nothing itself.

import { JsonFrame } from "./json-frame.js";

/** What a {@link JsonScanner} tells as it reads. */
export interface JsonListener {
  /** A list or an object opens; `key` is its member name in an object, else `undefined`. */
  open(kind: "object" | "array", key: string | undefined): void;
  /** A text, number, boolean or null is complete (its JSON parsed once, whole). */
  scalar(value: unknown, key: string | undefined): void;
  /** The innermost open list or object closes. */
  close(): void;
}

type Token = { readonly kind: "string" | "bare"; readonly start: number; readonly isKey: boolean };
type Frame = { readonly kind: "object" | "array"; key: string | undefined; expectKey: boolean };

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
// a number, true, false or null ends at the first character that cannot be part of one
const endsBare = (c: number) => isSpace(c) || c === 0x2c || c === 0x7d || c === 0x5d;

/**
 * A JSON scanner that reads a growing text from where it stopped. Before the first `{`
 * or `[` it skips white space and a code fence's opening line; after the value that
 * opened closes, white space and that fence. Other text around the JSON stops it as
 * `notJson`, as the finished reading refuses it; text it cannot read as JSON stops it
 * (`broken`): the answer's final reading then says what is wrong.
 *
 * @example
 * ```ts
 * const scanner = new JsonScanner(listener);
 * scanner.read('{"quantity": 5');  // nothing complete yet
 * scanner.read('{"quantity": 50}'); // the text so far, grown: listener.scalar(50, "quantity"), listener.close()
 * ```
 */
export class JsonScanner {
  /** Characters read so far: the text's length once it is read. */
  position = 0;
  /** Characters examined over the whole stream: one per character, the count a test bounds. */
  steps = 0;
  broken = false;
  done = false;
  /** Text around the JSON that the finished reading refuses (prose before or after it): `answer.not_json`. */
  notJson = false;
  private readonly frames: Frame[] = [];
  private token: Token | undefined;
  private escaped = false;
  private readonly around = new JsonFrame();

  constructor(private readonly listener: JsonListener) {}

  /** Reads `text` from where the last call stopped; `text` is the whole text so far. */
  read(text: string): void {
    for (let i = this.position; i < text.length && !this.broken; i++) {
      this.steps++;
      this.position = i + 1;
      if (!this.done) this.step(text, i);
      else if (!this.around.after(text.charCodeAt(i))) this.notJson = this.broken = true;
    }
    this.position = Math.max(this.position, text.length);
  }

  /** Completes a number, boolean or null that ended the text (no character after it came). */
  finish(text: string): void {
    if (this.token?.kind === "bare" && !this.broken) this.completeBare(text, text.length);
  }

  private step(text: string, i: number): void {
    const c = text.charCodeAt(i);
    const token = this.token;
    if (token?.kind === "string") {
      if (this.escaped) this.escaped = false;
      else if (c === 0x5c) this.escaped = true;
      else if (c === 0x22) this.completeString(text, token, i + 1);
      return;
    }
    if (token?.kind === "bare") {
      if (!endsBare(c)) return;
      this.completeBare(text, i);
      if (this.broken) return;
    }
    this.structural(c, i);
  }

  private structural(c: number, i: number): void {
    const frame = this.frames.at(-1);
    if (frame === undefined) {
      // before the root: what the finished reading accepts (white space, a fence's opening line)
      const before = this.around.before(c);
      if (before === "open") this.openFrame(c === 0x7b ? "object" : "array");
      else if (before === "bare") this.broken = true; // a bare value at the root: the finished reading decides
      else if (before === "not_json") this.notJson = this.broken = true;
      return;
    }
    if (isSpace(c) || c === 0x3a) return;
    if (c === 0x2c) {
      if (frame.kind === "object") frame.expectKey = true;
      return;
    }
    if (c === 0x7d || c === 0x5d) {
      this.frames.pop();
      this.listener.close();
      if (this.frames.length === 0) this.done = true;
      return;
    }
    if (c === 0x22) {
      this.token = { kind: "string", start: i, isKey: frame.kind === "object" && frame.expectKey };
      return;
    }
    if (frame.kind === "object" && frame.expectKey) return void (this.broken = true);
    if (c === 0x7b || c === 0x5b) return this.openFrame(c === 0x7b ? "object" : "array");
    this.token = { kind: "bare", start: i, isKey: false };
  }

  private openFrame(kind: "object" | "array"): void {
    const parent = this.frames.at(-1);
    this.listener.open(kind, parent?.key);
    if (parent !== undefined) parent.key = undefined;
    this.frames.push({ kind, key: undefined, expectKey: kind === "object" });
  }

  private completeString(text: string, token: Token, end: number): void {
    this.token = undefined;
    const value = parsed(text.slice(token.start, end));
    if (typeof value !== "string") return void (this.broken = true);
    const frame = this.frames.at(-1)!;
    if (token.isKey) {
      frame.key = value;
      frame.expectKey = false;
      return;
    }
    this.listener.scalar(value, frame.key);
    frame.key = undefined;
  }

  private completeBare(text: string, end: number): void {
    const token = this.token!;
    this.token = undefined;
    const value = parsed(text.slice(token.start, end));
    if (value === undefined) return void (this.broken = true);
    const frame = this.frames.at(-1)!;
    this.listener.scalar(value, frame.key);
    frame.key = undefined;
  }
}

// one token's JSON: read once, whole, by the engine's parser (linear in the token)
function parsed(token: string): unknown {
  try {
    return JSON.parse(token);
  } catch {
    return undefined;
  }
}
