// What may stand around an answer's JSON while it streams, as the finished reading accepts
// it (json-text.ts): white space, and a code fence's opening line at the very start with the
// same fence at the very end. Read one character at a time, so that text the finished
// reading refuses (prose before or after the JSON) is refused as soon as it is seen.

/** What a character before the JSON tells: skip it, the JSON opens, a bare value starts (the finished reading decides), or not JSON. */
export type BeforeJson = "skip" | "open" | "bare" | "not_json";

const BACKTICK = 0x60;
const TILDE = 0x7e;
// by character code, never by a string made per character: this runs once per character of a stream
const between = (c: number, low: number, high: number) => c >= low && c <= high;
// what String.prototype.trim removes
const isSpace = (c: number) =>
  between(c, 0x09, 0x0d) || c === 0x20 || c === 0xa0 || c === 0x1680 || between(c, 0x2000, 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
// a fence's language tag: [\w+-]
const isTag = (c: number) => between(c, 0x30, 0x39) || between(c, 0x41, 0x5a) || between(c, 0x61, 0x7a) || c === 0x5f || c === 0x2b || c === 0x2d;
// the first character of a bare JSON value: a string, a number, true, false or null
const isBareStart = (c: number) => c === 0x22 || c === 0x2d || between(c, 0x30, 0x39) || c === 0x74 || c === 0x66 || c === 0x6e;

/**
 * The text around an answer's JSON, read a character at a time: before the JSON (white
 * space, a code fence's opening line at the start) and after it (white space, that fence).
 *
 * @example
 * ```ts
 * const frame = new JsonFrame();
 * frame.before("S".charCodeAt(0)); // "not_json"
 * ```
 */
export class JsonFrame {
  private state: "start" | "fence" | "line" | "cr" | "inside" = "start";
  private fenceChar = 0;
  private fenceLength = 0;
  // fence characters met after the JSON: the closing fence must be the opening one, exactly
  private closing = 0;
  private closed = false;
  // spaces or tabs after the language tag: only the line's end may follow
  private tagDone = false;

  /** A character before the JSON opens. */
  before(c: number): BeforeJson {
    switch (this.state) {
      case "start":
      case "inside":
        if (isSpace(c)) return "skip";
        if (c === 0x7b || c === 0x5b) return "open";
        if (isBareStart(c)) return "bare";
        if (this.state === "start" && (c === BACKTICK || c === TILDE)) {
          this.state = "fence";
          this.fenceChar = c;
          this.fenceLength = 1;
          return "skip";
        }
        return "not_json";
      case "fence":
        if (c === this.fenceChar) return this.fenceLength++, "skip";
        if (this.fenceLength < 3) return "not_json";
        this.state = "line";
        return this.line(c);
      case "line":
        return this.line(c);
      case "cr":
        return c === 0x0a ? ((this.state = "inside"), "skip") : "not_json";
    }
  }

  // the rest of the opening line: a language tag, then spaces or tabs, then the line's end
  private line(c: number): BeforeJson {
    if (c === 0x0a) return (this.state = "inside"), "skip";
    if (c === 0x0d) return (this.state = "cr"), "skip";
    if (c === 0x20 || c === 0x09) return (this.tagDone = true), "skip";
    if (isTag(c) && !this.tagDone) return "skip";
    return "not_json";
  }

  /** A character after the JSON closed: whether the finished reading still accepts the text. */
  after(c: number): boolean {
    if (this.state === "inside" && !this.closed && c === this.fenceChar) {
      this.closing++;
      if (this.closing === this.fenceLength) this.closed = true;
      return true;
    }
    // white space only, and none inside the closing fence
    return isSpace(c) && (this.closing === 0 || this.closed);
  }
}
