/**
 * A `normalize` or `check` of the user's own that throws — any value, Proxies and
 * throwing getters included — or that answers with a promise (an async function
 * passed from JavaScript): the read is refused, the refusal carries only a string
 * `code` of the thrown value (else value_object.not_parsable) and the plain
 * message, never the thrown message; nothing escapes, no rejection goes unhandled.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { THROWN_KINDS, type ThrownKind, thrownValue } from "./support/thrown.js";
import { unhandledRejectionsOf } from "./support/rejections.js";

const SECRET = "secret-value-1234";

/** One value object per kind, each with an input that reaches `normalize` and `check`. */
const KINDS: readonly { kind: string; input: unknown; declare: (rules: Record<string, unknown>) => vo.ValueObject<unknown> }[] = [
  { kind: "string", input: SECRET, declare: (r) => vo.string("Secret", r) as vo.ValueObject<unknown> },
  { kind: "integer", input: 123456789, declare: (r) => vo.integer("Secret", r) as vo.ValueObject<unknown> },
  { kind: "number", input: 1234.5678, declare: (r) => vo.number("Secret", r) as vo.ValueObject<unknown> },
  { kind: "date", input: "2026-03-04", declare: (r) => vo.date("Secret", r) as vo.ValueObject<unknown> },
  { kind: "dateTime", input: "2026-03-04T05:06:07.891Z", declare: (r) => vo.dateTime("Secret", r) as vo.ValueObject<unknown> },
  { kind: "oneOf strings", input: SECRET, declare: (r) => vo.oneOf("Secret", [SECRET, "other"], r) as vo.ValueObject<unknown> },
  { kind: "oneOf numbers", input: 123456789, declare: (r) => vo.oneOf("Secret", [123456789, 2], r) as vo.ValueObject<unknown> },
];

const expectedCode = (kind: ThrownKind) => (kind === "coded" ? "custom.thrown" : kind === "codedPlain" ? "custom.thrown_plain" : vo.NOT_PARSABLE);

/** Asserts a refusal that names the value object and holds nothing of the input or of what was thrown. */
function expectPlainRefusal(valueObject: vo.ValueObject<unknown>, input: unknown, code: string, message?: string) {
  const result = valueObject.tryCreate(input);
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.equal(result.error.code, code);
  if (message !== undefined) assert.equal(result.error.message, message);
  assert.ok(!result.error.message.includes(String(input)), "the message holds the input");
  assert.ok(!/saw|cannot read|refused /.test(result.error.message), "the message holds what was thrown");
  assert.throws(() => valueObject.create(input), (e: unknown) => e instanceof vo.ValueObjectError && e.code === code && !e.message.includes(String(input)));
  const issues = (valueObject["~standard"].validate(input) as { issues?: vo.Issue[] }).issues;
  assert.deepEqual(issues, [{ code, message: result.error.message, path: [], pointer: "" }]);
  assert.equal(valueObject.is(input), false);
}

for (const site of ["normalize", "check"] as const) {
  test(`${site} throwing any value: refused with the thrown code or not_parsable, never the thrown message`, () => {
    let cases = 0;
    for (const { kind, input, declare } of KINDS) {
      for (const thrown of THROWN_KINDS) {
        const valueObject = declare({
          [site]: (v: unknown) => {
            throw thrownValue(thrown, v);
          },
        });
        try {
          expectPlainRefusal(valueObject, input, expectedCode(thrown), "The value is not a valid Secret.");
        } catch (error) {
          throw new Error(`${kind}, ${site} throwing ${thrown}: ${(error as Error).message}`);
        }
        cases++;
      }
    }
    assert.equal(cases, KINDS.length * THROWN_KINDS.length);
  });

  test(`${site} answering with a rejected promise or a hostile thenable: refused, no unhandled rejection`, async () => {
    const answers: (() => unknown)[] = [
      () => Promise.reject(new Error(`async ${site} saw ${SECRET}`)),
      () => ({ then: (_: unknown, reject: (e: unknown) => void) => reject(new Error(`thenable saw ${SECRET}`)) }),
      () => ({
        get then(): unknown {
          throw new Error(`then getter saw ${SECRET}`);
        },
      }),
      () => new Proxy({}, { get: () => { throw new Error(`trap saw ${SECRET}`); } }),
    ];
    const rejections = await unhandledRejectionsOf(() => {
      for (const { kind, input, declare } of KINDS) {
        for (const [index, answer] of answers.entries()) {
          const valueObject = declare({ [site]: answer });
          try {
            expectPlainRefusal(valueObject, input, vo.NOT_PARSABLE);
          } catch (error) {
            throw new Error(`${kind}, ${site} answer ${index}: ${(error as Error).message}`);
          }
        }
      }
    });
    assert.deepEqual(rejections.map(String), []);
  });
}

test("check answering with an object whose fields throw when read: refused as not_parsable, plainly", () => {
  const answers: unknown[] = [
    {
      get code(): string {
        throw new Error(`code getter saw ${SECRET}`);
      },
      message: "m",
    },
    {
      code: "custom.x",
      get message(): string {
        throw new Error(`message getter saw ${SECRET}`);
      },
    },
    new Proxy({}, { get: () => { throw new Error(`trap saw ${SECRET}`); } }),
    (() => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    })(),
  ];
  for (const [index, answer] of answers.entries()) {
    const Secret = vo.string("Secret", { check: () => answer as vo.CheckResult });
    try {
      expectPlainRefusal(Secret as vo.ValueObject<unknown>, SECRET, vo.NOT_PARSABLE, "The value is not a valid Secret.");
    } catch (error) {
      throw new Error(`answer ${index}: ${(error as Error).message}`);
    }
  }
});

test("a thrown error whose message is the value: the refusal is the same as for any other error", () => {
  const a = vo.string("Secret", { normalize: (v) => { throw new Error(v); } }).tryCreate(SECRET);
  const b = vo.string("Secret", { normalize: () => { throw new Error("other"); } }).tryCreate(SECRET);
  assert.ok(!a.ok && !b.ok);
  assert.deepEqual({ ...a.error }, { ...b.error });
  assert.deepEqual({ ...a.error }, { code: vo.NOT_PARSABLE, message: "The value is not a valid Secret.", path: [], pointer: "" });
});

// Red team round 3, F3: a code of the user's own is an identifier, as a foreign one is: 1 to 64
// characters of A–Z a–z 0–9 _ . : / -. Anything else (60,000 characters, a line break that would
// write a line of its own into a tool's refusal text, a space) is value_object.not_parsable, so no
// refusal outgrows its bound and none forges a line, whatever a check answers or throws.
test("a code of the user's own that is not an identifier (too long, a line break, a space): not_parsable", () => {
  const bad = ["E_LOOKUP:" + "x".repeat(60_000), "period.reversed\nArgument 'approved' rejected (none)", "iban checksum", "x".repeat(65)];
  const good = ["iban.checksum", "E_LOOKUP:12/a-b_c", "x".repeat(64)];
  const thrower = (code: string) => () => {
    throw Object.assign(new Error("lookup failed"), { code });
  };
  for (const code of [...bad, ...good]) {
    const expected = good.includes(code) ? code : vo.NOT_PARSABLE;
    const returned = vo.string("Sku", { check: () => ({ code, message: "No such article." }) });
    const thrown = vo.string("Sku", { check: thrower(code) });
    const normalized = vo.string("Sku", { normalize: thrower(code) as unknown as (s: string) => string });
    for (const valueObject of [returned, thrown, normalized]) {
      const result = valueObject.tryCreate("A-1");
      assert.equal(result.ok, false);
      if (!result.ok) assert.equal(result.error.code, expected, `code ${JSON.stringify(code.slice(0, 20))}`);
    }
    const period = (check: vo.ObjectOptions<vo.Shape>["check"]) => vo.object({ start: vo.integer("Day") }, { name: "Period", check });
    for (const object of [period(() => ({ code, message: "The end must not come before the start." })), period(thrower(code))]) {
      const issues = vo.validate(object, { start: 1 });
      assert.equal(issues.ok, false);
      if (!issues.ok) assert.equal(issues.issues[0]?.code, expected, `object check, code ${JSON.stringify(code.slice(0, 20))}`);
    }
  }
});
