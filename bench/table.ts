import type { Figures } from "./measure.js";

const fmt = (n: number, digits = 2) => n.toFixed(digits);

/** A Markdown table of one set's figures: ratio to the first contestant, middle half, ns per input. */
export function table(title: string, figures: readonly Figures[]): string {
  const rows = figures.map((f) => `| ${f.name} | ${fmt(f.ratio)}× | ${fmt(f.ratioLow)}–${fmt(f.ratioHigh)} | ${Math.round(f.nsPerInput)} |`);
  return [`**${title}**`, "", "| contestant | ratio to hand-written (median) | middle half of rounds | ns per input (median) |", "| --- | ---: | ---: | ---: |", ...rows].join("\n");
}
