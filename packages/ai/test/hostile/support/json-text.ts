/**
 * JSON text as a model may write it: any spacing, numbers in any valid form (`1.0e1`,
 * `2E0`) or beyond what a double carries (`1e400`, `-0`, 25 digits), escaped keys
 * and strings, and a key written twice (the last one counts).
 */
import fc from "fast-check";

/** The choices a writer makes, drawn once per case, used in turn. */
export const writerChoices = fc.array(fc.nat({ max: 99 }), { minLength: 32, maxLength: 32 });

const SPACES = ["", "", " ", "\n  ", "\t"];
const BEYOND = ["1e400", "-1e400", "-0", "1E999", "12345678901234567890123", "0.1000000000000000000001", "-0.0e0"];

/** Writes `value` as JSON text with the choices' spacing and number forms; `beyond` lets numbers become ones a double cannot carry. */
export function writeJson(value: unknown, choices: readonly number[], beyond: boolean): string {
  let i = 0;
  const next = () => choices[i++ % choices.length];
  const space = () => SPACES[next() % SPACES.length];
  const str = (s: string) => (next() % 4 === 0 ? JSON.stringify(s).replace(/[a-z]/, (c) => `\\u00${c.charCodeAt(0).toString(16)}`) : JSON.stringify(s));
  const write = (v: unknown): string => {
    if (typeof v === "number") {
      const pick = next();
      if (beyond && pick < 15) return BEYOND[pick % BEYOND.length];
      if (pick < 30 && !/e/i.test(JSON.stringify(v))) return `${JSON.stringify(v)}e0`;
      if (pick < 40 && Number.isInteger(v) && Math.abs(v) < 1e15) return `${v}.0`;
      return JSON.stringify(v);
    }
    if (typeof v === "string") return str(v);
    if (Array.isArray(v)) return `[${space()}${v.map(write).join(`${space()},${space()}`)}${space()}]`;
    if (v !== null && typeof v === "object") {
      const members = Object.keys(v).map((k) => {
        const member = `${str(k)}${space()}:${space()}${write((v as Record<string, unknown>)[k])}`;
        // now and then, the same key written before with another value: JSON.parse keeps the last
        return next() < 8 ? `${str(k)}:${next() % 2 === 0 ? "null" : "[]"},${member}` : member;
      });
      return `{${space()}${members.join(`,${space()}`)}${space()}}`;
    }
    return JSON.stringify(v);
  };
  return `${space()}${write(value)}${space()}`;
}
