/**
 * The scale of a number's decimal text (`String(n)`): digits after its point less its exponent
 * (`1.25` is 2, `1.5e-7` is 8, `1e+21` is -21). One reading for the fast path and the exact one.
 */
const scaleOf = (text: string): number => {
  const e = text.indexOf("e");
  const mantissa = e < 0 ? text : text.slice(0, e);
  const dot = mantissa.indexOf(".");
  return (dot < 0 ? 0 : mantissa.length - dot - 1) - (e < 0 ? 0 : +text.slice(e + 1));
};

/** Digits after the decimal point of a number as it is written (`1e-7` has 7). */
export const decimalPlaces = (n: number): number => Math.max(0, scaleOf(String(n)));

/**
 * `multipleOf` decided as a person reads decimals: 19.99 and 0.07 are multiples of
 * 0.01. Each number is taken as the decimal JavaScript writes for it (`String(n)`,
 * the shortest text that reads back as `n`) and the two are compared as scaled
 * integers: exactly, with no tolerance. Safe integers decide the common case; BigInt
 * the rest (many digits, large or tiny exponents).
 */
export function isMultipleOf(value: number, step: number): boolean {
  const places = Math.max(decimalPlaces(value), decimalPlaces(step));
  if (places <= 15) {
    const scale = 10 ** places;
    const v = Math.round(value * scale);
    const s = Math.round(step * scale);
    if (Number.isSafeInteger(v) && Number.isSafeInteger(s) && s !== 0) return v % s === 0;
  }
  const [v, vScale] = asDecimal(value);
  const [s, sScale] = asDecimal(step);
  const scale = Math.max(vScale, sScale);
  const scaledStep = s * 10n ** BigInt(scale - sScale);
  return scaledStep !== 0n && (v * 10n ** BigInt(scale - vScale)) % scaledStep === 0n;
}

/** A finite number as `digits × 10^-scale`, read from the decimal `String(n)` writes. */
function asDecimal(n: number): [bigint, number] {
  const text = String(Math.abs(n));
  return [BigInt(text.replace(/\.|e.*/g, "")), scaleOf(text)];
}
