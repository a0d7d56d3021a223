/** A wide object declared with this library: `vo.string` and `vo.number` members alternating. */
import * as vo from "@adcodicem/value-objects";
import { WIDTHS, keysOf } from "./fixtures.js";

const Text = vo.string("Text");
const Amount = vo.number("Amount");

function ours(n: number) {
  const Wide = vo.object(Object.fromEntries(keysOf(n).map((k, i) => [k, i % 2 === 0 ? Text : Amount])));
  const standard = Wide["~standard"];
  return (input: unknown) => standard.validate(input);
}

export const [ours64, ours65, ours128, ours200] = WIDTHS.map(ours);
