// The value objects the MCP tests share: the shop's order tool (test-support/shop.ts), and
// the results its tools answer with.
import * as vo from "@adcodicem/value-objects";
import { CountryCode, IBAN, Iban, OrderParameters, Quantity } from "../../../../test-support/shop.js";

export { CountryCode, IBAN, Iban, OrderParameters, Quantity };

export const Amount = vo.number("Amount", { description: "An amount in euros.", minimum: 0, multipleOf: 0.01 });
export const Status = vo.oneOf("Status", ["pending", "shipped"], { description: "Where an order stands." });

export const Receipt = vo.object({ country: CountryCode, total: Amount, status: vo.optional(Status, "pending") });
