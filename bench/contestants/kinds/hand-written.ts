import { pointed } from "../pointed.js";
/**
 * The same rules checked by hand, written for speed: refusals made once, one switch on
 * the action's key, every refusal with its path. Its output is `vo.validate`'s, message
 * for message (the benchmark checks that).
 */
interface Issue {
  readonly code: string;
  readonly message: string;
  readonly path: (string | number)[];
}
type Checked = { ok: true; value: Record<string, unknown> } | { ok: false; issues: Issue[] };

const REQUIRED = "value_object.required";
const NOT_PARSABLE = "value_object.not_parsable";
const why = (name: string, sentence: string) => `The value is not a valid ${name}: ${sentence}`;
const NOTIFY_REQUIRED = why("Notify", "A value is required.");
const NOTIFY_TYPE = why("Notify", "The value must be true or false.");
const AMOUNT_REQUIRED = why("Amount", "A value is required.");
const AMOUNT_TYPE = why("Amount", "The value must be a number.");
const AMOUNT_LOW = why("Amount", "The value must be greater than 0.");
const AMOUNT_HIGH = why("Amount", "The value must be less than or equal to 10000.");
const REASON_TYPE = why("Reason", "The value must be a string.");
const REASON_SHORT = why("Reason", "The value must be at least 3 characters long.");
const REASON_LONG = why("Reason", "The value must be at most 200 characters long.");
const DAY_REQUIRED = why("Day", "A value is required.");
const DAY_TYPE = why("Day", "The value must be a string.");
const DAY_TEXT = why("Day", "The value must be a date written YYYY-MM-DD.");
const PERIOD_REQUIRED = why("Period", "A value is required.");
const PERIOD_TYPE = why("Period", "The value must be an object.");
const PERIOD_MEMBER = why("Period", "The object does not declare this member.");
const PERIOD_REVERSED = why("Period", "The end must not come before the start.");
const KEYS = "The value must be one of: refund, cancel, suspend.";
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const own = (o: Record<string, unknown>, key: string) => (Object.hasOwn(o, key) ? o[key] : undefined);

function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (m === null) return false;
  const year = +m[1];
  const month = +m[2];
  const day = +m[3];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS[month - 1]);
}

// code points, as JSON Schema counts lengths, only where UTF-16 length cannot decide
const codePoints = (text: string) => [...text].length;

function day(input: unknown, path: (string | number)[], issues: Issue[]): string | undefined {
  if (typeof input !== "string") {
    issues.push({ code: input == null ? REQUIRED : NOT_PARSABLE, message: input == null ? DAY_REQUIRED : DAY_TYPE, path });
    return undefined;
  }
  if (!isDate(input)) {
    issues.push({ code: NOT_PARSABLE, message: DAY_TEXT, path });
    return undefined;
  }
  return input;
}

function action(input: unknown, issues: Issue[]): unknown {
  if (!isObject(input)) {
    issues.push(input == null ? { code: REQUIRED, message: "A value is required.", path: ["action"] } : { code: NOT_PARSABLE, message: "The value must be an object.", path: ["action"] });
    return undefined;
  }
  const type = own(input, "type");
  const from = issues.length;
  switch (type) {
    case "refund": {
      const amount = own(input, "amount");
      if (typeof amount !== "number" || !Number.isFinite(amount)) {
        issues.push({ code: amount == null ? REQUIRED : NOT_PARSABLE, message: amount == null ? AMOUNT_REQUIRED : AMOUNT_TYPE, path: ["action", "amount"] });
      } else if (amount <= 0) issues.push({ code: "value_object.out_of_range", message: AMOUNT_LOW, path: ["action", "amount"] });
      else if (amount > 10000) issues.push({ code: "value_object.out_of_range", message: AMOUNT_HIGH, path: ["action", "amount"] });
      return issues.length > from ? undefined : { type, amount: amount === 0 ? 0 : amount };
    }
    case "cancel": {
      const reason = own(input, "reason");
      if (reason === undefined) return { type };
      if (typeof reason !== "string") issues.push({ code: reason === null ? REQUIRED : NOT_PARSABLE, message: reason === null ? why("Reason", "A value is required.") : REASON_TYPE, path: ["action", "reason"] });
      else if (reason.length < 3 && codePoints(reason) < 3) issues.push({ code: "value_object.too_short", message: REASON_SHORT, path: ["action", "reason"] });
      else if (reason.length > 200 && codePoints(reason) > 200) issues.push({ code: "value_object.too_long", message: REASON_LONG, path: ["action", "reason"] });
      return issues.length > from ? undefined : { type, reason };
    }
    case "suspend": {
      const period = own(input, "period");
      if (!isObject(period)) {
        issues.push({ code: period == null ? REQUIRED : NOT_PARSABLE, message: period == null ? PERIOD_REQUIRED : PERIOD_TYPE, path: ["action", "period"] });
        return undefined;
      }
      const start = day(own(period, "start"), ["action", "period", "start"], issues);
      const end = day(own(period, "end"), ["action", "period", "end"], issues);
      for (const key of Object.keys(period)) {
        if (key !== "start" && key !== "end") issues.push({ code: "value_object.not_allowed", message: PERIOD_MEMBER, path: ["action", "period", key] });
      }
      if (issues.length > from) return undefined;
      if (end! < start!) {
        issues.push({ code: "period.reversed", message: PERIOD_REVERSED, path: ["action", "period", "end"] });
        return undefined;
      }
      return { type, period: { start, end } };
    }
    default:
      issues.push(type == null ? { code: REQUIRED, message: "A value is required.", path: ["action", "type"] } : { code: "value_object.not_allowed", message: KEYS, path: ["action", "type"] });
      return undefined;
  }
}

export function handWrittenKinds(input: unknown): Checked {
  if (!isObject(input)) {
    return { ok: false, issues: pointed([input == null ? { code: REQUIRED, message: "A value is required.", path: [] } : { code: NOT_PARSABLE, message: "The value must be an object.", path: [] }]) };
  }
  const issues: Issue[] = [];
  const notify = own(input, "notify");
  if (typeof notify !== "boolean") issues.push({ code: notify == null ? REQUIRED : NOT_PARSABLE, message: notify == null ? NOTIFY_REQUIRED : NOTIFY_TYPE, path: ["notify"] });
  const act = action(own(input, "action"), issues);
  return issues.length > 0 ? { ok: false, issues: pointed(issues) } : { ok: true, value: { notify, action: act } };
}
