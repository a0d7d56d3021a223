/**
 * The property every composite read must keep: a value whose every part keeps its
 * rules (unknown members dropped, bounds on items held, prototypes untouched) and
 * reads back as itself, or issues with known codes, paths that are addresses in the
 * input (or declared member names), and messages that give back none of the input.
 */
import assert from "node:assert/strict";
import * as vo from "@adcodicem/value-objects";
import * as sentences from "../../../src/refusal/messages.js";
import { DEFAULTED, FOREIGN, FOREIGN_CODES, type ForeignName, type NodeSpec, type SlotSpec } from "./composite-specs.js";
import { USER_CODES } from "./leaf-specs.js";
import { type Corpus, findLeak, isKnownCode, leafTexts, leafViolation, sentTexts, toCorpus } from "./oracle.js";

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;

/** Why a value read with a slot breaks its rules, or undefined. `present` is false for an absent member. */
export function slotViolation(slot: SlotSpec, value: unknown, present = true): string | undefined {
  for (let i = slot.wrappers.length - 1; i >= 0; i--) {
    const wrapper = slot.wrappers[i];
    if (wrapper === "nullable" && value === null) return undefined;
    if (wrapper === "optional" && value === undefined) return undefined;
    if (wrapper === "optionalDefault" && value === undefined) return DEFAULTED.get(slot) ? "absent although it has a default" : undefined;
  }
  if (!present) return "a required member is absent";
  return nodeViolation(slot.node, value);
}

function nodeViolation(node: NodeSpec, value: unknown): string | undefined {
  switch (node.t) {
    case "leaf":
      return leafViolation(node.leaf, value);
    case "foreign": {
      const checked = FOREIGN[node.which]()["~standard"].validate(value);
      if (checked instanceof Promise) {
        checked.catch(() => undefined);
        return `the foreign ${node.which} cannot check it synchronously`;
      }
      return checked.issues !== undefined ? `the foreign ${node.which} refuses it` : undefined;
    }
    case "object": {
      if (!isPlainObject(value)) return "not a plain object with Object.prototype";
      const declared = new Map(node.members);
      for (const key of Object.keys(value)) if (!declared.has(key)) return `an undeclared member ${JSON.stringify(key)} is kept`;
      for (const [key, member] of node.members) {
        const present = Object.hasOwn(value, key);
        const broken = slotViolation(member, present ? value[key] : undefined, present);
        if (broken !== undefined) return `${JSON.stringify(key)}: ${broken}`;
        if (present && value[key] === undefined) return `${JSON.stringify(key)} is present as undefined`;
      }
      return undefined;
    }
    case "array": {
      if (!Array.isArray(value)) return "not an array";
      if (node.minItems !== undefined && value.length < node.minItems) return "fewer items than minItems";
      if (node.maxItems !== undefined && value.length > node.maxItems) return "more items than maxItems";
      for (let i = 0; i < value.length; i++) {
        if (!(i in value)) return `a hole at ${i}`;
        const broken = slotViolation(node.item, value[i]);
        if (broken !== undefined) return `[${i}]: ${broken}`;
      }
      return undefined;
    }
    case "record": {
      if (!isPlainObject(value)) return "not a plain object with Object.prototype";
      for (const key of Object.keys(value)) {
        const broken = slotViolation(node.value, value[key]);
        if (broken !== undefined) return `${JSON.stringify(key)}: ${broken}`;
      }
      return undefined;
    }
  }
}

/**
 * Whether an issue path is an address: each step a declared member name, an index
 * inside the array sent, or a key the record sent owns; past a foreign member, keys
 * the input owns or the foreign schema declares.
 */
export function pathIsAddress(slot: SlotSpec, input: unknown, path: readonly vo.PathKey[]): boolean {
  let node: NodeSpec = slot.node;
  let at: unknown = input;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const owned = at !== null && typeof at === "object" && Object.hasOwn(at, key);
    switch (node.t) {
      case "leaf":
        return false;
      case "foreign":
        // what the foreign schema walks: the input's own keys, or the member it declares ("k")
        if (!owned && key !== "k") return false;
        at = owned ? (at as Record<vo.PathKey, unknown>)[key] : undefined;
        continue;
      case "object": {
        const member = node.members.find(([k]) => k === key);
        if (member === undefined) return false;
        node = member[1].node;
        break;
      }
      case "array":
        if (typeof key !== "number" || !Array.isArray(at) || key < 0 || key >= at.length) return false;
        node = node.item.node;
        break;
      case "record":
        if (typeof key !== "string" || !owned) return false;
        node = node.value.node;
        break;
    }
    at = owned ? (at as Record<vo.PathKey, unknown>)[key] : undefined;
  }
  return true;
}

const FOREIGN_PROBES: unknown[] = [undefined, null, true, 0, -1, 11, 1.5, 2 ** 60, -(2 ** 60), 1e300, -1e300, "", "z", "zzzzzzzzzz", "a!b", [], {}, { k: "z" }, { k: 1, q: 2 }];

const probed = new Map<ForeignName, string[]>();
// what a foreign member says for a spread of inputs: its own fixed text
function foreignMessages(which: ForeignName): string[] {
  let messages = probed.get(which);
  if (messages === undefined) {
    const holder = vo.object({ m: FOREIGN[which]() });
    messages = FOREIGN_PROBES.flatMap((probe) => {
      const result = vo.validate(holder, { m: probe });
      return result.ok ? [] : result.issues.map((issue) => issue.message);
    });
    probed.set(which, messages);
  }
  return messages;
}

/** Every message a slot may give, rendered from the templates and declared text. */
export function compositeCorpus(slot: SlotSpec): Corpus {
  const out: string[] = [sentences.required, sentences.mustBeA("an object"), sentences.mustBeA("an array"), "The value cannot be checked.", "Described by the caller."];
  const walk = (s: SlotSpec) => {
    const node = s.node;
    if (node.t === "leaf") out.push(...leafTexts(node.leaf));
    else if (node.t === "foreign") out.push(...foreignMessages(node.which)); else if (node.t === "object") node.members.forEach(([key, member]) => (out.push(key), walk(member)));
    else if (node.t === "array") {
      for (const n of [node.minItems, node.maxItems]) if (n !== undefined) out.push(sentences.minItems(n), sentences.maxItems(n));
      walk(node.item);
    } else walk(node.value);
  };
  walk(slot);
  return toCorpus([...out, ...Object.values(vo.codes), ...USER_CODES, ...FOREIGN_CODES]);
}

const KNOWN = [...USER_CODES, ...FOREIGN_CODES];

/** Fails with a message built only when the condition does not hold (messages quote large inputs). */
function check(condition: unknown, message: () => string): asserts condition {
  if (!condition) assert.fail(message());
}

/** Asserts the property for one input; returns whether it was accepted. */
export function expectCompositeRead(slot: SlotSpec, schema: vo.AnySchema, corpus: Corpus, input: unknown, show: () => string): boolean {
  let result: vo.Validation<unknown>;
  try {
    result = vo.validate(schema, input);
  } catch (error) {
    assert.fail(`validate threw (${String((error as Error)?.message ?? error).slice(0, 80)}): ${show()}`);
  }
  const standard = schema["~standard"].validate(input) as { value?: unknown; issues?: readonly vo.Issue[] };
  check(typeof (standard as { then?: unknown }).then === "undefined", () => `~standard.validate returned a promise: ${show()}`);

  if (result.ok) {
    const broken = slotViolation(slot, result.value);
    check(broken === undefined, () => `accepted a value that breaks the rules (${broken}): ${show()}`);
    const again = vo.validate(schema, result.value);
    check(again.ok, () => `the value read is refused when read again: ${show()}`);
    assert.deepEqual(again.value, result.value, "reading the value again changes it");
    assert.deepEqual(standard, { value: result.value }, "~standard.validate disagrees");
    return true;
  }

  check(result.issues.length > 0, () => `a refusal without issues: ${show()}`);
  assert.deepEqual(standard, { issues: result.issues }, "~standard.validate disagrees");
  const sent = sentTexts(input);
  for (const issue of result.issues) {
    check(Object.keys(issue).sort().join() === "code,message,path,pointer", () => `an issue carries extra fields: ${show()}`);
    // the pointer is the path's exact RFC 6901 form
    const pointer = issue.path.map((k) => `/${String(k).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
    check(issue.pointer === pointer, () => `pointer ${JSON.stringify(issue.pointer)} is not the path's: ${show()}`);
    check(isKnownCode(issue.code, KNOWN), () => `unknown code ${JSON.stringify(issue.code)}: ${show()}`);
    check(typeof issue.message === "string", () => `a message that is not a string: ${show()}`);
    check(Array.isArray(issue.path) && issue.path.every((k) => typeof k === "string" || typeof k === "number"), () => `a path that is not keys: ${show()}`);
    check(pathIsAddress(slot, input, issue.path), () => `path ${JSON.stringify(issue.path)} is not an address in the input: ${show()}`);
    const leaked = findLeak([issue.code, issue.message], sent, corpus);
    check(leaked === undefined, () => `issue ${JSON.stringify(issue)} gives back ${JSON.stringify(leaked)}: ${show()}`);
  }
  return false;
}
