import type { DialectName } from "../dialects/names.js";
import type { InspectionReport } from "./report.js";
import type { RuleWhere } from "./rule-places.js";

const RULE_WIDTH = 29;
const COLUMN = 14;

const LABEL: Readonly<Record<RuleWhere, string>> = { keyword: "keyword", sentence: "sentence", both: "both", lost: "LOST" };
// green, cyan, blue, bold red
const COLOUR: Readonly<Record<RuleWhere, string>> = { keyword: "32", sentence: "36", both: "34", lost: "1;31" };

/**
 * A pointer into a declared schema as a person reads it: the members' names, `[]` for a list's
 * items (`/properties/alternates/items` reads `alternates[]`), `[0]` for a tuple's position and
 * `[…]` for its rest, `{}` for a record's values and `{key}` for its keys.
 *
 * @example
 * ```ts
 * readablePointer("/properties/lines/items/properties/sku"); // "lines[].sku"
 * ```
 */
export function readablePointer(pointer: string): string {
  if (pointer === "") return "(root)";
  const parts: string[] = [];
  const segments = pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === "properties" && i + 1 < segments.length) parts.push(`.${segments[++i]}`);
    // a tuple's position (draft-07's `items` list, `prefixItems`), then its rest
    else if ((segment === "items" || segment === "prefixItems") && /^\d+$/.test(segments[i + 1] ?? "")) parts.push(`[${segments[++i]}]`);
    else if (segment === "items") parts.push("[]");
    else if (segment === "additionalItems") parts.push("[…]");
    else if (segment === "additionalProperties") parts.push("{}");
    else if (segment === "propertyNames") parts.push("{key}");
    else parts.push(`/${segment}`);
  }
  return parts.join("").replace(/^\./, "");
}

const fit = (text: string, width: number): string => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

/**
 * The report as a terminal table, readable at 100 columns: for each tool, a line per rule with
 * where it went under each dialect, then each dialect's size, limits used and what its
 * provider's package really sent. Colours only when `colour` (a TTY).
 *
 * @example
 * ```ts
 * process.stdout.write(renderText(report, { colour: process.stdout.isTTY === true }));
 * ```
 */
export function renderText(report: InspectionReport, options: { readonly colour: boolean }): string {
  const paint = (text: string, code: string): string => (options.colour ? `\u001b[${code}m${text}\u001b[0m` : text);
  const lines: string[] = [];
  const dialects = report.dialects;
  const row = (label: string, cells: readonly string[], painted?: readonly (string | undefined)[]): string =>
    `  ${fit(label, RULE_WIDTH)}${cells.map((c, i) => (painted?.[i] ? paint(fit(c, COLUMN), painted[i]!) : fit(c, COLUMN))).join("")}`.trimEnd();
  lines.push(`${report.module}: ${report.tools.length} tool${report.tools.length === 1 ? "" : "s"}, ${report.lost} rule${report.lost === 1 ? "" : "s"} lost, ${report.differences} wire difference${report.differences === 1 ? "" : "s"}`);
  for (const tool of report.tools) {
    lines.push("");
    lines.push(paint(`${tool.name}`, "1") + `  (${tool.kind}, ${tool.purpose}, export ${tool.export})`);
    lines.push(row("rule", dialects.map((d) => d)));
    const first = tool.dialects[dialects[0] as DialectName];
    const rules = first?.rules ?? [];
    rules.forEach((rule, index) => {
      const wheres = dialects.map((d) => tool.dialects[d]?.rules[index]?.where);
      lines.push(row(`${readablePointer(rule.pointer)} ${rule.rule}`, wheres.map((w) => (w === undefined ? "-" : LABEL[w])), wheres.map((w) => (w === undefined ? undefined : COLOUR[w]))));
    });
    lines.push(row("bytes", dialects.map((d) => (tool.dialects[d]?.error ? "refused" : String(tool.dialects[d]?.bytes ?? "-")))));
    lines.push(row("strict", dialects.map((d) => (tool.dialects[d]?.strict ? "yes" : "no"))));
    const limitNames = [...new Set(dialects.flatMap((d) => tool.dialects[d]?.limits.map((l) => l.limit) ?? []))];
    for (const name of limitNames) {
      lines.push(row(`limit: ${name}`, dialects.map((d) => {
        const use = tool.dialects[d]?.limits.find((l) => l.limit === name);
        return use === undefined ? "" : `${use.count}/${use.max}`;
      })));
    }
    lines.push(row("wire", dialects.map((d) => {
      const wire = tool.dialects[d]?.wire;
      if (wire === undefined) return "not captured";
      return wire.differences.length === 0 && wire.lost.length === 0 ? "same" : "DIFFERS";
    }), dialects.map((d) => ((tool.dialects[d]?.wire?.differences.length ?? 0) > 0 ? "1;33" : undefined))));
    for (const d of dialects) {
      const view = tool.dialects[d];
      if (view?.error) lines.push(`  ${d}: ${view.error}`);
      for (const difference of view?.wire?.differences ?? []) lines.push(`  ${d} via ${view!.wire!.package}: ${difference}`);
      for (const lost of view?.wire?.lost ?? []) lines.push(`  ${d} via ${view!.wire!.package}: ${readablePointer(lost.pointer)} ${lost.rule} lost on the wire`);
    }
  }
  return `${lines.join("\n")}\n`;
}
