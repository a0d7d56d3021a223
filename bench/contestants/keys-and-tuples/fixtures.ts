/**
 * A keyed record and a tuple (issue 23): stock by country code (`{ "FR": 120, … }`, keys two capital
 * letters, values integers 0 to 1000, 8 keys an input) and a located label (`[latitude, longitude,
 * label]`, bounds on both numbers, the label 1 to 40 characters). 20 valid inputs each, seeded.
 */
import { seeded } from "../../fixtures.js";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function stockInputs(): Record<string, number>[] {
  const random = seeded(61);
  return Array.from({ length: 20 }, () => {
    const out: Record<string, number> = {};
    while (Object.keys(out).length < 8) {
      const key = LETTERS[Math.floor(random() * 26)] + LETTERS[Math.floor(random() * 26)];
      out[key] = Math.floor(random() * 1001);
    }
    return out;
  });
}

export function pointInputs(): [number, number, string][] {
  const random = seeded(62);
  return Array.from({ length: 20 }, () => [
    Math.round((random() * 180 - 90) * 1e4) / 1e4,
    Math.round((random() * 360 - 180) * 1e4) / 1e4,
    "Depot ".repeat(1 + Math.floor(random() * 5)).trim(),
  ]);
}
