import type { PathKey } from "../schema.js";

// deeper than the library reads its own recursive schemas (256 levels): what lies below is still addressed by its first keys
const MAX_SEGMENTS = 256;

/**
 * A foreign issue's path as keys of this library: strings and non-negative integers, given
 * as they are or as Standard Schema segments (`{ key }`), at most 256 of them. A segment
 * that is no key (NaN, 1.5, -1, a symbol, an object) ends the path there: the issue sits
 * at the last place that is an address. So does the unknown key of a valibot strict object
 * (a segment whose `origin` is `key` in an issue that expects `never`): the sender's text, no declared name, is never part of
 * a path, and the issue sits at the object, as Zod's `unrecognized_keys` does.
 *
 * @example
 * ```ts
 * foreignPath({ kind: "schema", type: "strict_object", expected: "never", path: [{ key: "address" }, { origin: "key", key: "my password" }] });
 * // ["address"]
 * ```
 */
export function foreignPath(issue: unknown): PathKey[] {
  const { path, kind, type, expected } = issue as { path?: unknown; kind?: unknown; type?: unknown; expected?: unknown };
  // valibot's issue for a key it does not know (`expected: "never"`; a missing key is a declared name, kept)
  const unknownKey = kind === "schema" && type === "strict_object" && expected === "never";
  const keys: PathKey[] = [];
  // read by index, never through `slice` or an iterator (a path's own may yield other keys)
  for (let i = 0; i < MAX_SEGMENTS && Array.isArray(path) && i < path.length; i++) {
    const segment: unknown = (path as unknown[])[i];
    const item = typeof segment === "object" && segment !== null ? (segment as { key?: unknown; origin?: unknown }) : undefined;
    if (unknownKey && item?.origin === "key") break;
    const key = item ? item.key : segment;
    if (typeof key !== "string" && !(Number.isSafeInteger(key) && (key as number) >= 0)) break;
    keys.push(key as PathKey);
  }
  return keys;
}
