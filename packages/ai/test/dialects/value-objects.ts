// Value objects of every kind, with every rule the languageModel profile writes, and the
// places a value object can sit in a composite. Shared by the dialect and wire tests.
import * as vo from "@adcodicem/value-objects";
import { z } from "zod";
import { CountryCode, Iban, OTHER_IBAN } from "../../../../test-support/shop.js";

export { CountryCode, Iban };

export const Reference = vo.string("Reference", { description: "An order reference.", pattern: "REF-[0-9]+", minLength: 5 });
export const Strong = vo.string("Strong", { pattern: "^(?=.*[0-9]).{8,}$" });
export const Note = vo.string("Note", { maxLength: 80 });
export const Email = vo.string("Email", { format: "email", description: "Where to write." });
export const Website = vo.string("Website", { format: "uri" });
export const Host = vo.string("Host", { format: "hostname", maxLength: 253 });
export const Address = vo.string("Address", { format: "ipv4" });
export const Id = vo.string("Id", { format: "uuid" });
export const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100, format: "int32" });
export const Step = vo.integer("Step", { exclusiveMinimum: 0, exclusiveMaximum: 1000, multipleOf: 5 });
export const Price = vo.number("Price", { description: "A price in euros.", exclusiveMinimum: 0, maximum: 1e6, multipleOf: 0.01, format: "decimal" });
export const Ratio = vo.number("Ratio", { minimum: 0, maximum: 1 });
export const Day = vo.date("Day", { description: "A delivery day.", min: "2024-01-01", max: "2030-12-31" });
export const Moment = vo.dateTime("Moment", { examples: ["2024-05-01T09:30:00Z"] });
export const Rating = vo.oneOf("Rating", [1, 2, 3, 4, 5]);

/** Every kind, by name. */
export const KINDS = {
  Iban, Reference, Strong, Note, Email, Website, Host, Address, Id, Quantity, Step, Price, Ratio, Day, Moment, CountryCode, Rating,
} as const;

type Wrap = (schema: vo.AnySchema) => vo.AnySchema;

/** The places a value object sits in: alone, optional, nullable, in arrays, records, nested objects. */
export const PLACES: Readonly<Record<string, Wrap>> = {
  alone: (s) => s,
  described: (s) => vo.describe(s, "What the caller means by it."),
  optional: (s) => vo.optional(s),
  nullable: (s) => vo.nullable(s),
  "optional nullable": (s) => vo.optional(vo.nullable(s)),
  "in an array": (s) => vo.array(s, { minItems: 2, maxItems: 5 }),
  "in an optional array": (s) => vo.optional(vo.array(s, { maxItems: 3 })),
  "in a record": (s) => vo.record(s),
  "in a nullable record": (s) => vo.nullable(vo.record(s)),
  "in a nested object": (s) => vo.object({ inner: s, extra: vo.optional(Note) }),
  "in an optional nested object": (s) => vo.optional(vo.object({ inner: vo.optional(s) })),
  "in an array of records": (s) => vo.array(vo.record(s), { minItems: 1 }),
  "in a record of arrays": (s) => vo.record(vo.array(s)),
};

/** A member that is not ours: a Zod schema described through Standard JSON Schema. */
export const ZodNote = z.string().min(3).max(40).describe("A note written in Zod.");

/** A tool's parameters that hold every kind and every place at once. */
export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  reference: vo.optional(Reference),
  quantity: vo.optional(Quantity, 1),
  step: Step,
  price: vo.nullable(Price),
  ratio: vo.optional(vo.nullable(Ratio)),
  country: CountryCode,
  rating: vo.optional(Rating),
  day: Day,
  moment: Moment,
  contact: vo.object({ email: Email, website: vo.optional(Website), host: vo.optional(Host) }),
  address: vo.optional(Address),
  id: Id,
  alternates: vo.array(Iban, { minItems: 2, maxItems: 5 }),
  stock: vo.record(Quantity),
  notes: vo.optional(vo.array(Note, { maxItems: 3 })),
  remark: vo.optional(vo.nullable(ZodNote)),
});

/** The same parameters as the languageModel profile writes them. */
export const orderSchema = (): vo.JsonSchema => vo.toJsonSchema(OrderParameters, { profile: "languageModel" });

/** Arguments the order parameters take, some optional members left out, one nullable sent as null. */
export const orderValue = {
  iban: "FR7630006000011234567890189",
  step: 5,
  price: 19.99,
  ratio: 0.5,
  country: "FR",
  day: "2024-05-01",
  moment: "2024-05-01T09:30:00Z",
  contact: { email: "orders@example.com" },
  id: "123e4567-e89b-12d3-a456-426614174000",
  alternates: [OTHER_IBAN, "GB29NWBK60161331926819"],
  stock: { FR: 3, DE: 4 },
  remark: null,
} as const;
