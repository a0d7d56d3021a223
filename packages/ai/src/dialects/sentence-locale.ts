import type { Locale } from "@adcodicem/value-objects";

// The locale a lowering writes its sentences in. Lowering is synchronous and pure: the locale asked
// for is set around one call of `lowerSchema` and restored after it (never left set), so that every
// dialect's code says its sentences without a parameter threaded through each of them.
let current: Locale | undefined;

/** Runs `lower` with its sentences in `locale` (English where undefined). */
export function lowerIn<T>(locale: Locale | undefined, lower: () => T): T {
  const before = current;
  current = locale;
  try {
    return lower();
  } finally {
    current = before;
  }
}

/** The locale of the lowering under way, if one was asked for. */
export const loweringLocale = (): Locale | undefined => current;

/**
 * A sentence of the table (a text, read by its English words) in the locale of the lowering under
 * way: the dialects' own sentences (a record sent as pairs).
 */
export const saidInLowering = (english: string): string => {
  const words = current?.["~words"].get(english);
  return typeof words === "string" ? words : english;
};
