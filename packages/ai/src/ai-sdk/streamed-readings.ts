// The AI SDK hands an output spec the whole text so far on every delta (it adds each
// delta to its own copy). To read each character once, each answer being streamed keeps
// its reading, found again by a constant-size look at the text: its first characters and
// the last one it read. One output spec may serve several calls at once.
import type { AnswerShape } from "../answers/answer-shape.js";
import { streamedAnswer } from "../answers/streamed-answer.js";

const HEAD = 16;
// answers being streamed at once through one output spec, kept; the oldest is dropped past it
const LIVE = 8;

interface Live {
  readonly reading: ReturnType<typeof streamedAnswer>;
  head: string;
  length: number;
  last: number;
}

/**
 * The readings of the answers one output spec is streaming. A text that grows one seen
 * before continues its reading; any other starts a new one.
 *
 * @example
 * ```ts
 * const readings = streamedReadings(answerShape(Order));
 * readings.read('{"quantity":'); readings.read('{"quantity": 500,'); // { ok: false, refusal: … }
 * ```
 */
export function streamedReadings(shape: AnswerShape) {
  const live: Live[] = [];
  const find = (text: string): Live | undefined =>
    live.find((entry) => entry.length <= text.length && text.startsWith(entry.head) && (entry.length === 0 || text.charCodeAt(entry.length - 1) === entry.last));
  return {
    read(text: string) {
      let entry = find(text);
      if (entry === undefined) {
        entry = { reading: streamedAnswer(shape), head: text.slice(0, HEAD), length: 0, last: 0 };
        live.unshift(entry);
        if (live.length > LIVE) live.pop();
      }
      const result = entry.reading.read(text);
      entry.length = text.length;
      entry.last = text.charCodeAt(text.length - 1);
      if (entry.head.length < HEAD) entry.head = text.slice(0, HEAD);
      // a refused answer ends its stream: nothing more of it is read
      if (!result.ok) live.splice(live.indexOf(entry), 1);
      return result;
    },
  };
}
