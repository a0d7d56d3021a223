/**
 * The property every leaf read must keep, whatever the input: a value that keeps
 * every rule (and reads back as itself), or a refusal with a known code that gives
 * back none of the input — never an exception, never a promise.
 */
import assert from "node:assert/strict";
import * as vo from "@adcodicem/value-objects";
import type { LeafSpec } from "./leaf-specs.js";
import { USER_CODES } from "./leaf-specs.js";
import { type Corpus, findLeak, isKnownCode, leafViolation, sentTexts } from "./oracle.js";

const show = (x: unknown) => {
  try {
    // a huge text is cut before it is quoted: quoting 1 MiB costs more than the read under test
    const text = typeof x === "string" ? JSON.stringify(x.slice(0, 121)) : typeof x === "number" ? (Object.is(x, -0) ? "-0" : String(x)) : JSON.stringify(x);
    return text === undefined ? String(x) : text.length > 120 ? `${text.slice(0, 120)}… (${typeof x === "string" ? x.length : text.length} chars)` : text;
  } catch {
    return String(x);
  }
};

/** Fails with a message built only when the condition does not hold. */
function check(condition: unknown, message: () => string): asserts condition {
  if (!condition) assert.fail(message());
}

/** Asserts the property for one input; returns whether the input was accepted. */
export function expectLeafRead(spec: LeafSpec, valueObject: vo.ValueObject<unknown>, corpus: Corpus, input: unknown): boolean {
  // built only when an assertion fails: inputs may be huge
  let whereText: string | undefined;
  const where = () => (whereText ??= `${show(spec)} given ${show(input)}`);
  let result: ReturnType<typeof valueObject.tryCreate>;
  try {
    result = valueObject.tryCreate(input);
  } catch (error) {
    assert.fail(`tryCreate threw (${String((error as Error)?.message ?? error).slice(0, 80)}) for ${where()}`);
  }
  const standard = valueObject["~standard"].validate(input) as { value?: unknown; issues?: readonly vo.Issue[] };
  check(Object.is(typeof (standard as { then?: unknown }).then, "undefined"), () => `~standard.validate returned a promise for ${where()}`);
  const isInput = valueObject.is(input);
  assert.equal(typeof isInput, "boolean");

  if (result.ok) {
    const value = result.value;
    const broken = leafViolation(spec, value);
    check(Object.is(broken, undefined), () => `accepted ${show(value)} but ${broken}: ${where()}`);
    check(Object.is(valueObject.is(value), true), () => `is(value) is false for the value read: ${where()}`);
    const again = valueObject.tryCreate(value);
    check(again.ok && Object.is(again.value, value), () => `reading the value again does not give it back: ${where()}`);
    check(Object.is(valueObject.create(input), value), () => `create and tryCreate disagree: ${where()}`);
    check(standard.issues === undefined && Object.is(standard.value, value), () => `~standard.validate disagrees: ${where()}`);
    if (isInput) check(Object.is(value, input), () => `is(input) is true but the value read differs: ${where()}`);
    return true;
  }

  const { error } = result;
  check(Object.keys(error).sort().join() === "code,message,path,pointer", () => `a refusal carries extra fields: ${where()}`);
  check(error.path.length === 0 && error.pointer === "", () => `a value object's refusal is not at the root: ${where()}`);
  check(isKnownCode(error.code, USER_CODES), () => `unknown code ${show(error.code)}: ${where()}`);
  assert.equal(typeof error.message, "string");
  check(error.message.startsWith(`The value is not a valid ${spec.name}`), () => `message does not name the value object: ${where()}`);
  const sent = sentTexts(input);
  const leaked = findLeak([error.code, error.message], sent, corpus);
  check(Object.is(leaked, undefined), () => `the refusal gives back ${show(leaked)}: ${show(error)} for ${where()}`);
  check(Object.is(isInput, false), () => `is(input) is true for a refused input: ${where()}`);
  assert.deepEqual(standard.issues, [{ code: error.code, message: error.message, path: [], pointer: "" }], "~standard.validate disagrees");
  try {
    valueObject.create(input);
    assert.fail(`create accepted what tryCreate refused: ${where()}`);
  } catch (thrown) {
    check(thrown instanceof vo.ValueObjectError, () => `create threw something else than a ValueObjectError: ${where()}`);
    assert.equal(thrown.code, error.code);
    assert.equal(thrown.message, error.message);
    assert.equal(thrown.valueObject, spec.name);
    assert.equal(findLeak([thrown.message, thrown.code, thrown.pointer, String(thrown.stack).split("\n")[0]], sent, corpus), undefined);
  }
  return false;
}
