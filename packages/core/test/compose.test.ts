// Composition of objects (issue 23): each helper's result reads, refuses and is written exactly as
// the same object declared whole, compiled and as the loop; `check` kept by extend only.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../src/compile/code-generation.js";
import { answers } from "./compile/support/both-paths.js";

const Country = vo.string("Country", { minLength: 2, maxLength: 2, pattern: "^[A-Z]{2}$" });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Note = vo.string("Note", { maxLength: 20 });
const Gift = vo.boolean("Gift");

const noNoteForMany = (order: { quantity?: unknown; note?: unknown }) =>
  typeof order.quantity === "number" && order.quantity > 50 && order.note !== undefined
    ? { code: "order.note_for_many", message: "A large order takes no note.", path: ["note"] }
    : undefined;
const checkDescription = "An order of more than 50 takes no note.";
const description = "An order.";

const declareOrder = () =>
  vo.object(
    { country: Country, quantity: vo.optional(Quantity, 1), note: vo.optional(vo.describe(Note, "For the courier.")) },
    { description, check: noNoteForMany, checkDescription, unknown: "refuse" },
  );

/** Each helper's result, beside the same object declared whole (in the members' order the helper gives). */
const pairs = () => {
  const Order = declareOrder();
  return {
    extend: [
      vo.extend(Order, { gift: Gift, note: Note }),
      vo.object(
        { country: Country, quantity: vo.optional(Quantity, 1), note: Note, gift: Gift },
        { description, check: noNoteForMany, checkDescription, unknown: "refuse" },
      ),
    ],
    "extend with options": [
      vo.extend(Order, { gift: Gift }, { name: "GiftOrder", unknown: "ignore" }),
      vo.object(
        { country: Country, quantity: vo.optional(Quantity, 1), note: vo.optional(vo.describe(Note, "For the courier.")), gift: Gift },
        { description, name: "GiftOrder", check: noNoteForMany, checkDescription, unknown: "ignore" },
      ),
    ],
    pick: [
      vo.pick(Order, ["note", "country"]),
      vo.object({ country: Country, note: vo.optional(vo.describe(Note, "For the courier.")) }, { description, checkDescription, unknown: "refuse" }),
    ],
    omit: [vo.omit(Order, ["country"]), vo.object({ quantity: vo.optional(Quantity, 1), note: vo.optional(vo.describe(Note, "For the courier.")) }, { description, checkDescription, unknown: "refuse" })],
    partial: [
      vo.partial(Order),
      vo.object(
        { country: vo.optional(Country), quantity: vo.optional(Quantity), note: vo.optional(vo.describe(Note, "For the courier.")) },
        { description, checkDescription, unknown: "refuse" },
      ),
    ],
    "partial of some": [
      vo.partial(Order, ["country"]),
      vo.object(
        { country: vo.optional(Country), quantity: vo.optional(Quantity, 1), note: vo.optional(vo.describe(Note, "For the courier.")) },
        { description, checkDescription, unknown: "refuse" },
      ),
    ],
    required: [
      vo.required(Order),
      vo.object({ country: Country, quantity: Quantity, note: vo.describe(Note, "For the courier.") }, { description, checkDescription, unknown: "refuse" }),
    ],
    "required of some": [
      vo.required(Order, ["quantity"]),
      vo.object({ country: Country, quantity: Quantity, note: vo.optional(vo.describe(Note, "For the courier.")) }, { description, checkDescription, unknown: "refuse" }),
    ],
  } as Record<string, [vo.AnySchema, vo.AnySchema]>;
};

const inputs: unknown[] = [
  { country: "DE" },
  { country: "DE", quantity: 3, note: "Ring twice.", gift: true },
  { country: "DE", quantity: 80, note: "Ring twice.", gift: false },
  { country: "DE", quantity: 80, gift: false },
  { quantity: 3, note: "Ring twice.", gift: true },
  { country: "de", quantity: 0, note: "x".repeat(30), gift: "yes" },
  { country: "DE", quantity: 3, note: "Ring twice.", gift: true, extra: 1 },
  {},
  { gift: true },
  null,
  [],
  "DE",
  42,
];

for (const [path, made] of [["compiled", pairs], ["the loop", () => withoutCodeGeneration(pairs)]] as const) {
  test(`each helper's object answers every input as the object declared whole (${path})`, () => {
    for (const [helper, [composed, whole]] of Object.entries(made())) {
      for (const input of inputs) assert.deepEqual(answers(composed, input), answers(whole, input), `${helper} on ${JSON.stringify(input)}`);
    }
  });
}

test("each helper's object writes the JSON Schema of the object declared whole, byte for byte", () => {
  for (const [helper, [composed, whole]] of Object.entries(pairs())) {
    for (const profile of ["standard", "languageModel"] as const) {
      for (const target of ["draft-2020-12", "draft-07", "openapi-3.0"] as const) {
        for (const io of ["input", "output"] as const) {
          const options = { profile, target, io };
          assert.equal(JSON.stringify(vo.toJsonSchema(composed, options)), JSON.stringify(vo.toJsonSchema(whole, options)), `${helper} ${profile} ${target} ${io}`);
        }
      }
    }
  }
});

test("extend keeps the base's name, check and its sentence; pick, omit, partial and required drop the name and the check, and keep the sentence (DESIGN.md)", () => {
  const Order = vo.object({ country: Country, quantity: Quantity, note: vo.optional(Note) }, { name: "Order", check: noNoteForMany, checkDescription });
  const large = { country: "DE", quantity: 80, note: "Ring twice." };
  assert.equal(vo.validate(Order, large).ok, false);
  const extended = vo.extend(Order, { gift: vo.optional(Gift) });
  assert.deepEqual(vo.validate(extended, large).ok ? undefined : vo.validate(extended, large), {
    ok: false,
    issues: [{ code: "order.note_for_many", message: "The value is not a valid Order: A large order takes no note.", path: ["note"], pointer: "/note" }],
  });
  assert.equal(extended.checkDescription, checkDescription);
  assert.equal(extended.name, "Order");
  assert.equal(vo.extend(Order, {}, { name: "Other" }).name, "Other");
  for (const made of [vo.pick(Order, ["quantity", "note"]), vo.omit(Order, ["country"]), vo.partial(Order), vo.required(Order, ["country"])]) {
    const partLarge = made.kind === "object" && "country" in made.shape ? large : { quantity: 80, note: "Ring twice." };
    assert.equal(vo.validate(made, partLarge).ok, true);
    assert.equal(made.checkDescription, checkDescription);
    assert.equal(made.name, undefined);
  }
});

test("unknown: refuse is kept by every helper", () => {
  const Order = vo.object({ country: Country, note: vo.optional(Note), size: vo.optional(Quantity) }, { unknown: "refuse" });
  for (const made of [vo.extend(Order, {}), vo.pick(Order, ["country", "note"]), vo.omit(Order, ["size"]), vo.partial(Order), vo.required(Order, ["country"])]) {
    assert.equal(made.unknown, "refuse");
    const read = vo.validate(made, { country: "DE", note: "n", extra: 1 });
    assert.equal(read.ok ? "" : read.issues.map((issue) => `${issue.code} ${issue.pointer}`).join(), "value_object.not_allowed /extra");
  }
});

test("a key the object does not declare is refused at declaration, named; never a value", () => {
  const Order = declareOrder();
  for (const [helper, make] of [
    ["pick", () => vo.pick(Order, ["county" as "country"])],
    ["omit", () => vo.omit(Order, ["county" as "country"])],
    ["partial", () => vo.partial(Order, ["county" as "country"])],
    ["required", () => vo.required(Order, ["county" as "country"])],
  ] as const) {
    assert.throws(make, (error: unknown) => error instanceof vo.ValueObjectDefinitionError && /"county"/.test(error.message) && error.message.startsWith(`Value object ${helper}, rule keys:`), helper);
  }
  // an inherited name is no member either
  assert.throws(() => vo.pick(Order, ["toString" as "country"]), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.pick(Order, "country" as never), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.extend(Country as never, {}), vo.ValueObjectDefinitionError);
});

test("Obj.shape spread into a new object reads as the object declared with those members", () => {
  const Order = declareOrder();
  const spread = vo.object({ ...Order.shape, gift: Gift });
  const whole = vo.object({ country: Country, quantity: vo.optional(Quantity, 1), note: vo.optional(vo.describe(Note, "For the courier.")), gift: Gift });
  for (const input of inputs) assert.deepEqual(answers(spread, input), answers(whole, input));
  assert.equal(JSON.stringify(vo.toJsonSchema(spread, { profile: "languageModel" })), JSON.stringify(vo.toJsonSchema(whole, { profile: "languageModel" })));
});

test("extend refuses, at declaration, a shape or options that are not objects", () => {
  const Order = declareOrder();
  for (const shape of [null, 42, "gift", [Gift]]) assert.throws(() => vo.extend(Order, shape as never), (error: unknown) => error instanceof vo.ValueObjectDefinitionError && /rule shape:/.test(error.message), String(shape));
  for (const options of [null, 42, "refuse"]) assert.throws(() => vo.extend(Order, { gift: Gift }, options as never), (error: unknown) => error instanceof vo.ValueObjectDefinitionError && /rule options:/.test(error.message), String(options));
  // a member that is not a schema is named, as vo.object names it
  assert.throws(() => vo.extend(Order, { gift: 42 as never }), (error: unknown) => error instanceof vo.ValueObjectDefinitionError && /gift/.test(error.message));
});

test("a described object keeps its check through extend", () => {
  const Order = vo.object({ quantity: Quantity, note: vo.optional(Note) }, { check: noNoteForMany });
  const extended = vo.extend(vo.describe(Order, "The order."), { gift: vo.optional(Gift) });
  assert.equal(vo.validate(extended, { quantity: 80, note: "n" }).ok, false);
});

test("a description given to an optional member is kept by partial and by required", () => {
  const Order = vo.object({ note: vo.describe(vo.optional(Note, "none"), "For the courier."), quantity: Quantity });
  const cases: [vo.AnySchema, vo.AnySchema][] = [
    [vo.partial(Order), vo.object({ note: vo.describe(vo.optional(Note), "For the courier."), quantity: vo.optional(Quantity) })],
    [vo.required(Order), vo.object({ note: vo.describe(Note, "For the courier."), quantity: Quantity })],
  ];
  for (const [composed, whole] of cases) {
    for (const profile of ["standard", "languageModel"] as const) {
      const written = JSON.stringify(vo.toJsonSchema(composed, { profile }));
      assert.equal(written, JSON.stringify(vo.toJsonSchema(whole, { profile })));
      assert.match(written, /For the courier\./);
      assert.doesNotMatch(written, /"default"/);
    }
  }
});

test("vo.extend, pick, omit, partial and required keep the base's own messages (DESIGN: extend keeps them; the other four drop only name, check and checkAsync)", () => {
  const Base = vo.object({ quantity: vo.integer("Quantity", { maximum: 100 }) }, { unknown: "refuse", messages: { unknown: "No such field here." } });
  const messageOf = (schema: vo.Schema<any, any>) => {
    const read = vo.validate(schema, { quantity: 1, extra: true });
    return read.ok ? "" : read.issues[0].message;
  };
  assert.equal(messageOf(Base), "No such field here.");
  assert.equal(messageOf(vo.extend(Base, { note: vo.optional(vo.string("Note", {})) })), "No such field here.");
  for (const made of [vo.pick(Base, ["quantity"]), vo.omit(Base, []), vo.partial(Base), vo.required(Base)]) assert.equal(messageOf(made), "No such field here.");
});
