/**
 * What makes two tool calls "the same call": the same tool, and arguments equal as JSON
 * values whatever the order of their keys. Kept as a fixed-size hash, never the value, so
 * remembering a call costs 16 characters however big it was.
 */

/** The most nodes (values, keys included) a key is made from; past it the call is not counted. */
export const CALL_KEY_NODES = 100_000;
/** The deepest nesting a key reads; past it the call is not counted. */
export const CALL_KEY_DEPTH = 64;

// two 32-bit FNV-1a lanes with different offsets, mixed at the end (a collision: about 1 in 2^53)
class Hash {
  a = 0x811c9dc5;
  b = 0x01000193 ^ 0x5bd1e995;
  text(text: string): void {
    this.unit(text.length);
    for (let i = 0; i < text.length; i++) this.unit(text.charCodeAt(i));
  }
  unit(c: number): void {
    this.a = Math.imul(this.a ^ c, 0x01000193);
    this.b = Math.imul(this.b ^ c, 0x5bd1e995) ^ (this.b >>> 15);
  }
  hex(): string {
    const a = (this.a ^ Math.imul(this.b, 0x85ebca6b)) >>> 0;
    const b = (this.b ^ Math.imul(this.a, 0xc2b2ae35)) >>> 0;
    return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
  }
}

/**
 * The key of one call: a hash of the tool's name and of its arguments, written canonically
 * (object keys sorted; a member whose value is `undefined` left out, as JSON leaves it), or
 * `undefined` for arguments too big or too deep to read within the bounds: such a call is
 * never counted as a repeat (a false "repeated" would be worse than a missed one).
 *
 * @example
 * ```ts
 * callKey("place_order", { a: 1, b: 2 }) === callKey("place_order", { b: 2, a: 1 }); // true
 * ```
 */
export function callKey(tool: string, args: unknown): string | undefined {
  const hash = new Hash();
  hash.text(tool);
  let nodes = 0;
  const walk = (value: unknown, depth: number): boolean => {
    if (++nodes > CALL_KEY_NODES || depth > CALL_KEY_DEPTH) return false;
    if (value === null) hash.unit(0x6e);
    else if (typeof value === "string") (hash.unit(0x73), hash.text(value));
    else if (typeof value === "number") (hash.unit(0x64), hash.text(String(value)));
    else if (typeof value === "boolean") hash.unit(value ? 0x74 : 0x66);
    else if (Array.isArray(value)) {
      hash.unit(0x5b);
      hash.unit(value.length);
      for (const item of value) if (!walk(item, depth + 1)) return false;
    } else if (typeof value === "object") {
      const own = Object.keys(value);
      // past the budget before a value is read or a key sorted: the work stays bounded whatever the width
      if ((nodes += own.length) > CALL_KEY_NODES) return false;
      const keys = own.filter((k) => (value as Record<string, unknown>)[k] !== undefined);
      hash.unit(0x7b);
      hash.unit(keys.length);
      for (const key of keys.sort()) {
        hash.text(key);
        if (!walk((value as Record<string, unknown>)[key], depth + 1)) return false;
      }
    } else hash.unit(0x75);
    return true;
  };
  return walk(args, 0) ? hash.hex() : undefined;
}
