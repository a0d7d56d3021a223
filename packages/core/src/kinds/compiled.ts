import { refusedAs } from "../refusal/messages.js";
import { type PreparedRefusal, prepareRefusal } from "../refusal/refusal.js";

/** A compiled check: the value read, or the refusal. */
export type Compiled<T> = (input: unknown) => T | PreparedRefusal;

/** A refusal for a rule of this value object, made once at declaration. */
export const refusal = (name: string, code: string, sentence: string): PreparedRefusal =>
  prepareRefusal(code, refusedAs(name, sentence));
