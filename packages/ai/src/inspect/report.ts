import type { JsonSchema } from "@adcodicem/value-objects";
import { type DialectName, dialects as everyDialect } from "../dialects/names.js";
import type { FoundTool } from "./find-tools.js";
import { type LimitUse, limitsUsed } from "./limits-used.js";
import { type RulePlace, rulePlaces } from "./rule-places.js";
import { sentSchema } from "./sent-schema.js";
import { captureMadeWire, captureWire, type WireCapture } from "./wire.js";

/** What one dialect's provider receives of one tool, and where each rule went. */
export interface DialectView {
  readonly strict: boolean;
  /** True when the schema is the tool's own (an adapter made it for this dialect). */
  readonly own: boolean;
  /** The schema's size as sent, in bytes of JSON. */
  readonly bytes: number;
  readonly schema: JsonSchema;
  readonly rules: readonly RulePlace[];
  readonly limits: readonly LimitUse[];
  /** What the provider's package really sent, where installed; its schema only when it differs. */
  readonly wire?: Omit<WireCapture, "schema"> & { readonly schema?: JsonSchema; readonly lost: readonly RulePlace[] };
  /** Why nothing can be sent (a provider limit the schema is past). */
  readonly error?: string;
}

/** One tool, dialect by dialect. */
export interface InspectedTool {
  readonly name: string;
  readonly export: string;
  readonly kind: FoundTool["kind"];
  readonly purpose: FoundTool["purpose"];
  readonly dialects: { readonly [D in DialectName]?: DialectView };
}

/** The whole inspection: the document `--json` prints. */
export interface InspectionReport {
  readonly module: string;
  readonly dialects: readonly DialectName[];
  readonly tools: readonly InspectedTool[];
  /** Rules lost, over every tool and dialect (the dialect's output and the wire). */
  readonly lost: number;
  /** Tools and dialects whose wire body differs from the dialect's output. */
  readonly differences: number;
}

const byteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

async function viewOf(tool: FoundTool, dialect: DialectName, wire: boolean): Promise<DialectView> {
  let sent;
  try {
    sent = sentSchema(tool, dialect);
  } catch (error) {
    return { strict: false, own: false, bytes: 0, schema: {}, rules: [], limits: [], error: error instanceof Error ? error.message : String(error) };
  }
  const rules = rulePlaces(tool.declared, sent.schema);
  const base = { strict: sent.strict, own: sent.own, bytes: byteLength(sent.schema), schema: sent.schema, rules, limits: limitsUsed(sent.schema, dialect, sent.strict) };
  if (!wire) return base;
  // the tool's own schema through its own SDK; any other tool, or another dialect, through the AI SDK's provider package
  let captured: WireCapture | undefined;
  try {
    captured =
      sent.own && tool.made !== undefined
        ? await captureMadeWire(tool.made.tool, tool.kind, sent.schema, sent.strict)
        : tool.purpose === "tool"
          ? await captureWire(tool.declared, dialect, { strict: sent.strict })
          : undefined;
  } catch {
    // a provider package that cannot be driven this way (another major version): nothing captured, said as such
    captured = undefined;
  }
  if (captured === undefined) return base;
  const { schema, ...rest } = captured;
  const lostBefore = new Set(rules.filter((r) => r.where === "lost").map((r) => `${r.pointer} ${r.rule}`));
  const lost = rulePlaces(tool.declared, schema).filter((r) => r.where === "lost" && !lostBefore.has(`${r.pointer} ${r.rule}`));
  return { ...base, wire: { ...rest, ...(captured.differences.length > 0 ? { schema } : {}), lost } };
}

/**
 * Inspects the tools found in a module, dialect by dialect: what each provider receives, where
 * each rule went, the provider limits used, the size, and (with `wire`) what each provider's own
 * package really sends. Deterministic: the same module gives the same report.
 *
 * @example
 * ```ts
 * const report = await inspectTools(findTools(await import("./shop.ts")), { module: "shop.ts", wire: true });
 * report.lost; // 0
 * ```
 */
export async function inspectTools(
  tools: readonly FoundTool[],
  options: { readonly module: string; readonly dialects?: readonly DialectName[]; readonly wire?: boolean },
): Promise<InspectionReport> {
  const dialects = options.dialects ?? everyDialect;
  const inspected: InspectedTool[] = [];
  let lost = 0;
  let differences = 0;
  for (const tool of tools) {
    const views: Partial<Record<DialectName, DialectView>> = {};
    for (const dialect of dialects) {
      const view = await viewOf(tool, dialect, options.wire !== false);
      views[dialect] = view;
      lost += view.rules.filter((r) => r.where === "lost").length + (view.wire?.lost.length ?? 0);
      if ((view.wire?.differences.length ?? 0) > 0) differences++;
    }
    inspected.push({ name: tool.name, export: tool.export, kind: tool.kind, purpose: tool.purpose, dialects: views });
  }
  return { module: options.module, dialects: [...dialects], tools: inspected, lost, differences };
}
