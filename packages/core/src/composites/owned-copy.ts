/**
 * What a foreign schema is handed when `Object.prototype` or `Array.prototype` carries an
 * enumerable member (`Object.prototype.role = "admin"`, as a polluted dependency's merge
 * writes it). A foreign library reads members with `input.role`, which follows the
 * prototype chain: it would read the gadget as the sender's. The copy holds the same own
 * data in objects without a prototype, so nothing is inherited. Without such a member,
 * the input is handed as it is: the check costs one `for…in` over each prototype.
 *
 * A member defined on a prototype as not enumerable is not noticed here (finding it costs
 * a microsecond a call); the library's own reads never follow the prototype chain anyway.
 */
export function ownedUnlessPristine(input: unknown): unknown {
  return typeof input === "object" && input !== null && prototypesCarryMembers() ? ownedCopy(input) : input;
}

function prototypesCarryMembers(): boolean {
  for (const _ in Object.prototype) return true;
  for (const _ in Array.prototype) return true;
  return false;
}

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A copy of plain objects and arrays, own enumerable data only, objects without a
 * prototype; any other object (a Date, a Map) is kept as it is. Iterative, so an input
 * a million levels deep does not overflow the stack; a cycle is copied as a cycle.
 */
function ownedCopy(root: object): unknown {
  const copies = new Map<object, object>();
  const copyOf = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const known = copies.get(value);
    if (known !== undefined) return known;
    if (!Array.isArray(value) && !isPlain(value)) return value;
    const copy = Array.isArray(value) ? new Array<unknown>(value.length) : Object.create(null);
    copies.set(value, copy);
    pending.push([value, copy]);
    return copy;
  };
  const pending: [object, object][] = [];
  const result = copyOf(root);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [source, target] = next;
    if (Array.isArray(source)) {
      // a hole becomes undefined, not a read of Array.prototype; a foreign check walks the length too
      const items = target as unknown[];
      for (let i = 0; i < source.length; i++) items[i] = Object.hasOwn(source, i) ? copyOf(source[i]) : undefined;
      continue;
    }
    for (const key of Object.keys(source)) {
      const descriptor = Object.getOwnPropertyDescriptor(source, key);
      if (descriptor === undefined) continue;
      // an accessor is carried as it is, not called: the foreign schema reads it, as it would have
      if ("value" in descriptor) descriptor.value = copyOf(descriptor.value);
      Object.defineProperty(target, key, { ...descriptor, enumerable: true, configurable: true });
    }
  }
  return result;
}
