/**
 * Sets an own, enumerable, writable property, even one named `__proto__`, without
 * touching any prototype: the one way the packages write a key that came from outside
 * (an object's member, a record's key, a property of a JSON Schema). Plain assignment
 * where it is the same, since it keeps the object fast; `Object.defineProperty` for a
 * name `Object.prototype` holds: `__proto__`, whose assignment would set the prototype
 * instead, and `toString` and its kin, whose assignment throws where a hardened program
 * froze `Object.prototype`.
 *
 * @example
 * ```ts
 * const out: Record<string, unknown> = {};
 * setOwn(out, "__proto__", { admin: true }); // an own key; Object.getPrototypeOf(out) is still Object.prototype
 * ```
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key in Object.prototype) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
