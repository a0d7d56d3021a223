import { sameCallAgain } from "../refusal/messages.js";
import type { Locale } from "../refusal/locale.js";
import { cutText } from "./refusal-bounds.js";
import { type ArgumentRefusal, said } from "./refusal-object.js";

// the sentence fits the 1 KiB the listed refusals leave, whatever a locale says (6 bytes a character at worst in JSON)
const SENTENCE_CHARS = 160;

/**
 * The refusal of a call refused before with the same arguments: `repeated` (how many
 * identical refused calls, this one included) written right after `message`, and one
 * sentence more in `message` (in `locale` where one is given) telling the model to change the refused argument. A first
 * refusal (`repeated` below 2) is returned unchanged. Stays within the refusal's 16 KiB:
 * the listed refusals leave 1 KiB for what is written around them.
 *
 * @example
 * ```ts
 * markRepeated(refusal, 3); // {…,"message":"… This same call was refused before: …","repeated":3}
 * ```
 */
export function markRepeated(refusal: ArgumentRefusal, repeated: number, locale?: Locale): ArgumentRefusal {
  if (!(repeated >= 2)) return refusal;
  const { error, argument, path, code, message, repeated: _before, ...rest } = refusal;
  return {
    error,
    ...(argument !== undefined ? { argument } : {}),
    ...(path !== undefined ? { path } : {}),
    code,
    message: `${message} ${cutText(said(sameCallAgain, locale), SENTENCE_CHARS)}`,
    repeated,
    ...rest,
  };
}
