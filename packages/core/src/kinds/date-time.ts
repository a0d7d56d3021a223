import { isDateTime } from "../rules/format.js";
import type { DateRules } from "../rules/rules.js";
import { compileText } from "./text-pipeline.js";
import { type Branded, type ValueObject, assertRules, defineValueObject } from "./value-object.js";

// Orders two RFC 3339 texts by the instant they name (offsets applied).
const byInstant = (a: string, b: string) => Date.parse(a) - Date.parse(b);

/**
 * A date and time with an offset (RFC 3339), kept as the text sent. `min` and `max`
 * are RFC 3339 texts, compared by instant.
 *
 * @example
 * ```ts
 * const PickupTime = vo.dateTime("PickupTime", { min: "2026-01-01T00:00:00Z" });
 * PickupTime.create("2026-03-01T09:30:00+01:00");
 * ```
 */
export function dateTime<const Name extends string>(name: Name, rules: DateRules = {}): ValueObject<Branded<string, Name>, Name, string> {
  assertRules(name, "dateTime", rules, ["min", "max"]);
  return defineValueObject(
    "dateTime",
    name,
    rules,
    compileText(name, rules, { what: "a date and time with an offset (RFC 3339)", readable: isDateTime, compare: byInstant }),
  );
}
