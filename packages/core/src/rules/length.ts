/**
 * Length in Unicode code points, as JSON Schema counts it: a surrogate pair is one,
 * a lone surrogate is one too.
 */
export function codePointLength(text: string): number {
  let pairs = 0;
  const end = text.length - 1;
  for (let i = 0; i < end; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}

/**
 * Whether a text is shorter than `min` code points, counting only when UTF-16
 * length cannot decide (a text has between length/2 and length code points).
 */
export function isTooShort(text: string, min: number): boolean {
  if (text.length < min) return true;
  if (text.length >= min * 2) return false;
  return codePointLength(text) < min;
}

/** Whether a text is longer than `max` code points; decided without a scan when it can be. */
export function isTooLong(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > max * 2) return true;
  return codePointLength(text) > max;
}

/**
 * The longest raw text that ever reaches `normalize` or a pattern, in UTF-16 code
 * units. With a `maxLength`, room is left for what a normalizer may trim; without
 * one, a fixed ceiling keeps the work per input bounded: 1 MiB where only linear
 * checks read the text, and where a pattern reads it, what a pattern whose time grows
 * as the k-th power of the text (`patternDegree`) meets in about 2^24 steps: 4,096
 * code units up to a square, 256 for a cube. Longer text is refused as `too_long`
 * before anything slow runs.
 */
export function rawLengthCeiling(maxLength: number | undefined, patternDegree?: number): number {
  if (maxLength !== undefined) return maxLength * 4 + 1024;
  if (patternDegree === undefined) return UNBOUNDED_TEXT_CEILING;
  return patternDegree <= 2 ? PATTERN_TEXT_CEILING : Math.floor(2 ** (PATTERN_STEPS_LOG2 / patternDegree));
}

/** The ceiling on raw text for a value object without `maxLength` or pattern: 1 MiB of UTF-16 code units. */
export const UNBOUNDED_TEXT_CEILING = 1 << 20;

/** The ceiling on text a pattern reads when no `maxLength` bounds it: 4,096 code units (a square of it is 2^24). */
export const PATTERN_TEXT_CEILING = 4096;
const PATTERN_STEPS_LOG2 = 24;
