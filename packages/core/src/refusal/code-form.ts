import { NOT_PARSABLE } from "./codes.js";

// A code is an identifier a program matches on: anything else (empty, long, holding spaces or a
// line break that would write a line of its own into a tool's refusal text) is not one to pass on.
const CODE = /^[A-Za-z0-9_.:/-]{1,64}$/;

/**
 * The code a refusal carries for one that user code or a foreign schema gave: itself when it
 * reads as a code (1 to 64 characters of `A–Z a–z 0–9 _ . : / -`), else value_object.not_parsable.
 *
 * @example
 * ```ts
 * codeOrNotParsable("iban.checksum"); // "iban.checksum"
 * codeOrNotParsable("no such\narticle"); // "value_object.not_parsable"
 * ```
 */
export const codeOrNotParsable = (code: unknown): string => (typeof code === "string" && CODE.test(code) ? code : NOT_PARSABLE);
