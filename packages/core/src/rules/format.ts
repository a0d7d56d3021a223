/**
 * The formats the library checks. Each accepts no more than a JSON Schema
 * validator's full-mode check of the same format (Ajv with ajv-formats), so a value
 * the value object accepts is one the `standard` schema accepts too.
 */
export type FormatCheck = (text: string) => boolean;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// At most 9 digits of a second (a nanosecond; no clock writes more): Ajv's check reads the
// seconds as a float, and "59.999999999999999" is 60 there, a leap second it refuses off 23:59 UTC
const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const HOSTNAME = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

// The longest text each fixed-shape format can have: a longer one is refused before any
// regular expression reads it (V8 interprets a regular expression on its first runs, so
// even a linear one costs ~200 ns a character on a cold 1 MiB text). An email address is
// at most 254 characters (RFC 5321's 256-octet path less its angle brackets); Ajv's own
// check has no limit, so this refuses more than it, never less. A hostname is at most 254 too,
// an IPv4 address 15, an IPv6 one 45, a UUID exactly 36. The length is written at each check
// (`upTo` for the three that take a regular expression only): a table of them weighed more in a bundle.
const upTo = (max: number, shape: RegExp): FormatCheck => (text) => text.length <= max && shape.test(text);

// RFC 3986 character classes, read by a loop over a table rather than a regular
// expression: linear with a small constant on any text, cold or warm. Each table is
// filled once, from a class (unreserved and sub-delims, and `extra`), at import.
const table = (takes: RegExp): Uint8Array => {
  const out = new Uint8Array(128);
  for (let c = 0; c < 128; c++) out[c] = +takes.test(String.fromCharCode(c));
  return out;
};
const charClass = (extra: string): Uint8Array => table(new RegExp(`[\\w.~!$&'()*+,;=${extra}-]`));
const HEX = table(/[\da-f]/i);
/** Whether every character of `text` is in `table` or is a percent-encoded octet. */
const onlyChars = (table: Uint8Array) => (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && table[c] === 1) continue;
    if (c === 37 /* % */ && HEX[text.charCodeAt(i + 1)] === 1 && HEX[text.charCodeAt(i + 2)] === 1) {
      i += 2;
      continue;
    }
    return false;
  }
  return true;
};
const isPathText = onlyChars(charClass(":@/"));
const isQueryText = onlyChars(charClass(":@/?"));
const isUserInfo = onlyChars(charClass(":"));
const isRegName = onlyChars(charClass(""));

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A calendar date `YYYY-MM-DD` (RFC 3339 full-date). */
export const isDate: FormatCheck = (text) => {
  const m = text.length === 10 ? DATE.exec(text) : null;
  if (m === null) return false;
  const year = +m[1];
  const month = +m[2];
  const day = +m[3];
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
};

/** A time with an offset, `HH:MM:SS[.frac](Z|±HH:MM)` (RFC 3339 full-time; a leap second at 23:59 UTC; at most 9 digits of a second). */
export const isTime: FormatCheck = (text) => {
  const m = TIME.exec(text);
  if (m === null) return false;
  const offset = m[4] === undefined ? 0 : +m[5] * 60 + +m[6];
  if (+m[1] > 23 || +m[2] > 59 || +m[3] > 60 || +m[5] > 23 || +m[6] > 59) return false;
  // second 60 only where the time, its offset taken off, is 23:59 in UTC (RFC 3339 §5.7), on any day, as Ajv reads it
  return +m[3] < 60 || (+m[1] * 60 + +m[2] - (m[4] === "-" ? -offset : offset) + 1440) % 1440 === 1439;
};

/** A date and time with an offset (RFC 3339 date-time, `T` or `t` between). */
/** Written YYYY-MM-DD, whether or not the calendar has that day. */
export const isDateShaped: FormatCheck = (text) => text.length === 10 && DATE.test(text);

/** Written as RFC 3339 date-time, whether or not the calendar has that day. */
export const isDateTimeShaped: FormatCheck = (text) => {
  const t = text.length > 10 ? text[10] : "";
  return (t === "T" || t === "t") && DATE.test(text.slice(0, 10)) && isTime(text.slice(11));
};

export const isDateTime: FormatCheck = (text) => {
  const t = text.length > 10 ? text[10] : "";
  return (t === "T" || t === "t") && isDate(text.slice(0, 10)) && isTime(text.slice(11));
};

export const isEmail: FormatCheck = upTo(254, EMAIL);
export const isUuid: FormatCheck = (text) => text.length === 36 && UUID.test(text);
export const isIpv4: FormatCheck = upTo(15, IPV4);
export const isHostname: FormatCheck = upTo(254, HOSTNAME);

/** An IPv6 address in any RFC 4291 text form, an embedded IPv4 tail included; no zone. */
export const isIpv6: FormatCheck = (text) => {
  if (text.length > 45) return false;
  const halves = text.split("::");
  if (halves.length > 2) return false;
  const all = halves.flatMap((half) => (half === "" ? [] : half.split(":")));
  let units = 0;
  for (let i = 0; i < all.length; i++) {
    const group = all[i];
    if (i === all.length - 1 && group.includes(".")) {
      if (!IPV4.test(group)) return false;
      units += 2;
    } else if (HEX_GROUP.test(group)) units += 1;
    else return false;
  }
  return halves.length === 2 ? units <= 7 : units === 8;
};

/** An absolute URI (RFC 3986): scheme, optional authority, path (not empty without an authority), query and fragment. */
export const isUri: FormatCheck = (text) => {
  const scheme = SCHEME.exec(text);
  if (scheme === null) return false;
  let rest = text.slice(scheme[0].length);
  // the fragment, then the query: each read as query text and cut off
  for (const mark of ["#", "?"]) {
    const at = rest.indexOf(mark);
    if (at >= 0) {
      if (!isQueryText(rest.slice(at + 1))) return false;
      rest = rest.slice(0, at);
    }
  }
  if (rest.startsWith("//")) {
    const slash = rest.indexOf("/", 2);
    const authority = slash < 0 ? rest.slice(2) : rest.slice(2, slash);
    if (!isAuthority(authority)) return false;
    rest = slash < 0 ? "" : rest.slice(slash);
  } else if (rest === "") {
    // RFC 3986 allows an empty path here ("urn:"), but Ajv's full uri check does not:
    // refused, so that no value passes here that the standard schema refuses
    return false;
  }
  return isPathText(rest);
};

function isAuthority(authority: string): boolean {
  const at = authority.lastIndexOf("@");
  if (at >= 0 && !isUserInfo(authority.slice(0, at))) return false;
  let host = authority.slice(at + 1);
  if (host.startsWith("[")) {
    const close = host.indexOf("]");
    if (close < 0 || !isIpv6(host.slice(1, close))) return false;
    host = host.slice(close + 1);
    return host === "" || /^:\d*$/.test(host);
  }
  const colon = host.indexOf(":");
  if (colon >= 0) {
    if (!/^\d*$/.test(host.slice(colon + 1))) return false;
    host = host.slice(0, colon);
  }
  return isRegName(host);
}

/** The formats the library checks, by name; any other format only describes. */
export const checkedFormats: Readonly<Record<string, FormatCheck>> = Object.freeze({
  date: isDate,
  "date-time": isDateTime,
  time: isTime,
  email: isEmail,
  uuid: isUuid,
  uri: isUri,
  ipv4: isIpv4,
  ipv6: isIpv6,
  hostname: isHostname,
});

/** Formats JSON Schema itself defines: they stay as `format` in every profile. */
export const jsonSchemaFormats: ReadonlySet<string> = new Set([
  "date-time", "date", "time", "duration", "email", "idn-email", "hostname", "idn-hostname",
  "ipv4", "ipv6", "uri", "uri-reference", "iri", "iri-reference", "uuid", "uri-template",
  "json-pointer", "relative-json-pointer", "regex",
]);
