import { exactKey, keyOfSegment } from "../refusal/json-pointer.js";

/**
 * A definition's name as one segment of a `$ref`: a `$ref` is a URI reference, so the
 * JSON Pointer segment (`~0`, `~1`) is percent-encoded as a URI fragment (RFC 6901 §6;
 * RFC 3986), so that `%41` is not read as `A` and `#`, `%`, a space or a quote leave a
 * valid reference. A name of letters, digits, `_`, `-` and `.` is written as it is.
 * The name must be well-formed UTF-16 (see {@link definitionName}).
 *
 * @example
 * ```ts
 * refSegment("a b/%41"); // "a%20b~1%2541"
 * ```
 */
export const refSegment = (name: string): string => encodeURIComponent(exactKey(name));

/**
 * The name a segment of a `$ref` stands for: {@link refSegment} undone (percent-decoded,
 * then `~1` and `~0`), or `undefined` for a segment no name gives (a `%` not followed by
 * UTF-8 in hex): the one reading of a reference every reader of references shares.
 *
 * @example
 * ```ts
 * nameOfRefSegment("a%20b~1%2541"); // "a b/%41"
 * nameOfRefSegment("100%"); // undefined
 * ```
 */
export function nameOfRefSegment(segment: string): string | undefined {
  try {
    return keyOfSegment(decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * The name a definition is written under: its own, each lone surrogate (which has no UTF-8,
 * so no percent-encoding) replaced by U+FFFD, so that a reference can name it.
 *
 * @example
 * ```ts
 * definitionName("a\ud800"); // "a\ufffd"
 * ```
 */
export const definitionName = (name: string): string => (name as string & { toWellFormed(): string }).toWellFormed();
