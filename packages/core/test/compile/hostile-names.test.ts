/**
 * Nothing a user declares becomes code: member names, names of value objects and of
 * objects, descriptions, patterns and messages that would break out of generated text
 * (quotes, brackets, comments, `\u2028`, backticks, `${}`) reach the compiled reader as
 * values. Each is read as a plain key, the compiled answers are the loop's, and no
 * declared text runs.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { answers } from "./support/both-paths.js";

const RAN = "__valueObjectsCodeRan";
const ran = () => (globalThis as Record<string, unknown>)[RAN];
const payload = `globalThis.${RAN} = true`;

/** Texts written to end a string, an expression, a statement, a line or a template, then run code. */
const HOSTILE = [
  `"]);${payload};//`,
  `']);${payload};//`,
  `"]);throw 1;//`,
  `\`);${payload};//`,
  `\${${payload}}`,
  "`${" + payload + "}`",
  `*/${payload};/*`,
  `\u2028${payload};//`,
  `\u2029${payload};//`,
  `\n${payload};//`,
  `\\"]);${payload};//`,
  "</script><script>" + payload + "</script>",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "valueOf",
  "k0",
  "v0",
  "input",
  "issues",
  "failed",
  "out",
  "FAILED",
  "0",
  "",
];

const declareAll = () => {
  const shape: Record<string, vo.AnySchema> = {};
  HOSTILE.forEach((key, i) => {
    const name = `${HOSTILE[(i + 1) % HOSTILE.length]}Name` as string;
    const member =
      i % 3 === 0
        ? vo.string(name, { description: key, pattern: "^[^!]*$", maxLength: 40, check: (t) => (t === "bad" ? { code: "x.bad", message: key } : undefined) })
        : i % 3 === 1
          ? vo.integer(name, { description: key, minimum: 0 })
          : vo.array(vo.boolean(name), { maxItems: 2, description: key });
    Object.defineProperty(shape, key, { value: member, enumerable: true, configurable: true, writable: true });
  });
  return {
    plain: vo.object(shape),
    named: vo.object(shape, { name: `"]);${payload};//`, description: `\`\${${payload}}\``, unknown: "refuse", check: () => undefined }),
    nested: vo.object({ [`"]);${payload};//`]: vo.object(shape, { name: "\u2028}" }) }),
  };
};

const valid = (): Record<string, unknown> => {
  const input: Record<string, unknown> = {};
  HOSTILE.forEach((key, i) => Object.defineProperty(input, key, { value: i % 3 === 0 ? `text ${i}` : i % 3 === 1 ? i : [true, false], enumerable: true, configurable: true, writable: true }));
  return input;
};

test("hostile member and value object names are read as keys on the compiled path, and no declared text runs", () => {
  const before = generatedCount();
  const compiled = declareAll();
  const loop = withoutCodeGeneration(declareAll);
  const good = valid();
  const bad: Record<string, unknown> = { ...good };
  Object.defineProperty(bad, "__proto__", { value: "!", enumerable: true, configurable: true, writable: true });
  bad["constructor"] = -1;
  bad[HOSTILE[2]] = [1, 2, 3];
  bad["🙂"] = 1;
  const inputs = [good, bad, {}, null, [], JSON.parse(JSON.stringify(good)), Object.assign(Object.create({ toString: "inherited" }), good)];

  for (const which of ["plain", "named", "nested"] as const) {
    for (const input of inputs) {
      const wrapped = which === "nested" ? { [`"]);${payload};//`]: input } : input;
      assert.deepEqual(answers(compiled[which], wrapped), answers(loop[which], wrapped), `${which} on ${JSON.stringify(wrapped)}`);
    }
  }
  // every hostile key read back as itself, as data, on the compiled path
  const read = vo.validate(compiled.plain, good);
  assert.ok(read.ok);
  for (const key of HOSTILE) assert.deepEqual(Object.getOwnPropertyDescriptor(read.value, key)?.value, good[key], key);
  assert.equal(Object.getPrototypeOf(read.value), Object.prototype);
  // and the refusals name the hostile keys as path keys, never as code
  const refused = vo.validate(compiled.named, bad);
  assert.ok(!refused.ok);
  assert.deepEqual(
    refused.issues.map((issue) => issue.path),
    [[HOSTILE[2]], ["__proto__"], ["constructor"], ["🙂"]],
  );

  assert.equal(ran(), undefined, "no declared text ran");
  assert.ok(generatedCount() - before >= 4, "the compiled side generated its readers (objects and arrays)");
});

test("hostile names, discriminator keys and values, union names and messages in unions, discriminated unions and records: read as data, and no declared text runs", () => {
  const before = generatedCount();
  const texts = HOSTILE.filter((text) => text !== "");
  // the member beside the discriminator in alternative i (never the discriminator's own key)
  const beside = (i: number) => (texts[(i + 1) % texts.length] === texts[0] ? "other" : texts[(i + 1) % texts.length]);
  const declareKinds = () => {
    const Text = vo.string(`${texts[0]}Name`, { description: texts[1], maxLength: 40, check: (t) => (t === "bad" ? { code: "x.bad", message: texts[2] } : undefined) });
    const Count = vo.integer(`${texts[3]}Name`, { description: texts[4], minimum: 0 });
    // every hostile text a discriminator value, each alternative's object holding members named by them
    const alternatives = texts.map((text, i) => {
      const shape: Record<string, vo.AnySchema> = {};
      Object.defineProperty(shape, texts[0], { value: vo.literal(text), enumerable: true, configurable: true, writable: true });
      Object.defineProperty(shape, beside(i), {
        value: i % 2 ? vo.optional(Text) : vo.nullable(Count),
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return vo.object(shape, { name: texts[(i + 5) % texts.length] });
    });
    return {
      union: vo.union(`"]);${payload};//`, [Count, vo.nullable(Text), vo.array(Count, { maxItems: 1 })], { description: `\`\${${payload}}\`` }),
      discriminated: vo.discriminatedUnion(texts[0], alternatives as [vo.ObjectSchema<any, any>, ...vo.ObjectSchema<any, any>[]], { name: `*/${payload};/*` }),
      record: vo.record(vo.optional(vo.union(`\u2028${payload};//`, [Text, Count]))),
    };
  };
  const compiled = declareKinds();
  const loop = withoutCodeGeneration(declareKinds);
  const own = (entries: [string, unknown][]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
    return out;
  };
  const inputs: Record<keyof ReturnType<typeof declareKinds>, unknown[]> = {
    union: [1, -1, "text", "bad", null, undefined, [2], [2, 3], texts[0], {}],
    discriminated: [
      ...texts.map((text, i) => own([[texts[0], text], [beside(i), i % 2 ? "bad" : -1]])),
      ...texts.map((text, i) => own([[texts[0], text], [beside(i), i % 2 ? "fine" : 3]])),
      own([[texts[0], "none of them"]]),
      own([[texts[0], null]]),
      {},
      [],
      null,
    ],
    record: [own(texts.map((text, i) => [text, i % 3 === 0 ? "bad" : i % 3 === 1 ? i : [text]])), own(texts.map((text, i) => [text, i])), "x", null],
  };
  for (const which of ["union", "discriminated", "record"] as const) {
    for (const input of inputs[which]) assert.deepEqual(answers(compiled[which], input), answers(loop[which], input), `${which} on ${String(JSON.stringify(input)).slice(0, 200)}`);
  }
  // the discriminator's values picked their alternatives, read back as data
  for (const [i, text] of texts.entries()) {
    const read = vo.validate(compiled.discriminated, inputs.discriminated[texts.length + i]);
    assert.ok(read.ok, `${text}: ${JSON.stringify(read)}`);
    assert.equal((read.value as Record<string, unknown>)[texts[0]], text);
  }
  const refused = vo.validate(compiled.record, inputs.record[0]);
  assert.ok(!refused.ok);
  assert.deepEqual(
    refused.issues.map((issue) => issue.path[0]),
    texts.filter((_, i) => i % 3 !== 1),
  );
  assert.equal(ran(), undefined, "no declared text ran");
  assert.ok(generatedCount() - before >= 3 + texts.length, "the compiled side generated its readers (the union, the discriminated union and its objects, the record)");
});
