/** Digits after the decimal point of a number as it is written (`1e-7` has 7). */
export function decimalPlaces(n: number): number {
  const text = String(n);
  const e = text.indexOf("e");
  if (e >= 0) {
    const exponent = +text.slice(e + 1);
    const mantissa = text.slice(0, e);
    const dot = mantissa.indexOf(".");
    const digits = dot < 0 ? 0 : mantissa.length - dot - 1;
    return Math.max(0, digits - exponent);
  }
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * `multipleOf` decided as a person reads decimals: 19.99 and 0.07 are multiples of
 * 0.01. Both numbers are scaled to integers by their decimal places, where that is
 * exact; beyond, a relative tolerance of one part in 1e9 decides.
 */
export function isMultipleOf(value: number, step: number): boolean {
  const places = Math.max(decimalPlaces(value), decimalPlaces(step));
  if (places <= 15) {
    const scale = 10 ** places;
    const v = Math.round(value * scale);
    const s = Math.round(step * scale);
    if (Number.isSafeInteger(v) && Number.isSafeInteger(s) && s !== 0) return v % s === 0;
  }
  const quotient = value / step;
  return Math.abs(quotient - Math.round(quotient)) <= 1e-9 * Math.max(1, Math.abs(quotient));
}

// JSON's number grammar: no sign but minus, no leading zeros, no spaces.
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A number sent as JSON text (`"42"`), read by JSON's own grammar; anything else is undefined. */
export function numberFromText(text: string): number | undefined {
  if (text.length > 400 || !JSON_NUMBER.test(text)) return undefined;
  return Number(text);
}
