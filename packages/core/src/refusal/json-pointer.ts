/** A key longer than this (in characters, code points) is cut, with `…` as its last character. */
export const KEY_LIMIT = 64;

// what no key may write as it is: control characters (C0, DEL, C1), the quote and the
// backslash, the line and paragraph separators, the bidirectional overrides that reorder
// a line on screen, and a lone surrogate (no UTF-8 for it: with the u flag a pair is one code point,
// so the surrogate range matches only a lone one)
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"\\\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/gu;

const escaped = (c: string): string => (c === '"' ? '\\"' : c === "\\" ? "\\\\" : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

// the key itself when it has at most KEY_LIMIT code points; else its first KEY_LIMIT - 1 and `…` (never half
// a pair: the string iterator keeps a pair whole). KEY_LIMIT + 1 code points fill at most twice as many units.
function cut(key: string): string {
  if (key.length <= KEY_LIMIT) return key;
  const points = [...key.slice(0, 2 * KEY_LIMIT + 2)];
  return points.length > KEY_LIMIT ? `${points.slice(0, KEY_LIMIT - 1).join("")}…` : key;
}

/**
 * A key as the library writes it wherever a person or a model reads it (a pointer, an
 * argument's name, a log line): cut to {@link KEY_LIMIT} characters with `…`, the quote
 * and the backslash escaped as JSON escapes them, and every control character (line
 * breaks included) written as `\uXXXX`, so that no key can forge a line or a field.
 *
 * @example
 * ```ts
 * escapeKey('a"b\nc'); // 'a\\"b\\u000ac' (the text a\"b\u000ac)
 * ```
 */
export function escapeKey(key: string): string {
  return cut(key).replace(UNSAFE, escaped);
}

/**
 * A JSON Pointer (RFC 6901) for an issue path: `["alternates", 2]` → `/alternates/2`,
 * `[]` → `""`. Each key is written by {@link escapeKey} (cut, control characters as
 * `\uXXXX`), then escaped as a pointer (`~0`, `~1`): the one form of a path the
 * library writes, in refusals, errors, texts and logs alike.
 *
 * @example
 * ```ts
 * toJsonPointer(["stock", "a/b\nc"]); // "/stock/a~1b\\u000ac"
 * ```
 */
export function toJsonPointer(path: readonly (PropertyKey | { readonly key: PropertyKey })[]): string {
  let pointer = "";
  for (const segment of path) {
    const key = typeof segment === "object" && segment !== null ? segment.key : segment;
    pointer += "/" + escapeKey(String(key)).replace(/~/g, "~0").replace(/\//g, "~1");
  }
  return pointer;
}

/**
 * The exact RFC 6901 JSON Pointer of a path, the one a program reads (`pointer` of an
 * issue, a `tryCreate` error, a `vo.ValueObjectError`): each key as it is, with only `~`
 * written `~0` and `/` written `~1`; `[]` → `""`. Not cut, not escaped for a line: what
 * leaves the program is written by {@link toJsonPointer}.
 *
 * @example
 * ```ts
 * exactPointer(["a/b", "~", 2]); // "/a~1b/~0/2"
 * ```
 */
export function exactPointer(path: readonly (string | number)[]): string {
  let pointer = "";
  for (const key of path) pointer += "/" + (typeof key === "number" ? key : exactKey(key));
  return pointer;
}

// one read of a key that needs no escape (nearly all do not): a refusal of a 10 MB key, or of
// a thousand items, costs one pass over its keys, not two replacements of each
const ESCAPED = /[~/]/;

/**
 * A key as one segment of an exact JSON Pointer (RFC 6901): `~` written `~0`, `/` written `~1`.
 *
 * @example
 * ```ts
 * exactKey("a/b~"); // "a~1b~0"
 * ```
 */
export const exactKey = (key: string): string => (ESCAPED.test(key) ? key.replace(/~/g, "~0").replace(/\//g, "~1") : key);

/**
 * The key one segment of a JSON Pointer stands for: {@link exactKey} undone (`~1` is `/`, then `~0` is `~`).
 *
 * @example
 * ```ts
 * keyOfSegment("a~1b~0"); // "a/b~"
 * ```
 */
export const keyOfSegment = (segment: string): string => segment.replace(/~1/g, "/").replace(/~0/g, "~");
