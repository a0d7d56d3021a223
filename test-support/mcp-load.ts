/**
 * The MCP load driver, shared by the benchmark (bench/mcp-load.ts, which times it) and
 * the load test (packages/mcp/test/load.test.ts, which checks every answer).
 * MCP load: many tools/call requests, half of them refused, 50 at a time over
 * Streamable HTTP on 127.0.0.1, against the same order tool registered twice in
 * this process: as a value-object tool, and the SDK's way with a plain Zod schema.
 * Every answer is checked (none lost, each the right one); the time per call of
 * both is reported, and their ratio.
 */
import { registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import { serveHttp } from "../examples/mcp-order-server.js";
import { BAD_CHECKSUM, CountryCode, IBAN as VALID_IBAN, Iban, Quantity } from "./shop.js";

/** The order tool's answer, the same for both registrations. */
const placed = (quantity: number, country: string) => ({ content: [{ type: "text" as const, text: `Placed: ${quantity} item(s) to ${country}.` }] });

function valueObjectServer(): McpServer {
  const server = new McpServer({ name: "vo", version: "1.0.0" });
  registerValueObjectTool(server, "place_order", {
    description: "Places an order.",
    parameters: { iban: Iban, quantity: Quantity, country: CountryCode },
  }, ({ quantity, country }) => placed(quantity, country));
  return server;
}

/** The same rules written in Zod: normalize, pattern, lengths, checksum; bounds; closed set. */
function zodServer(): McpServer {
  const server = new McpServer({ name: "zod", version: "1.0.0" });
  const iban = z.string()
    .transform((text) => text.replace(/ /g, "").toUpperCase())
    .pipe(z.string().min(15).max(34).regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/u).refine((text) => Iban.tryCreate(text).ok, "The check digits do not match."));
  server.registerTool("place_order", {
    description: "Places an order.",
    inputSchema: { iban, quantity: z.number().int().min(1).max(100), country: z.enum(["FR", "DE"]) },
  }, ({ quantity, country }) => placed(quantity, country));
  return server;
}

/** Call i: even ones pass, odd ones are refused (an out-of-range quantity, or a wrong checksum). */
function callFor(i: number): { args: Record<string, unknown>; refused?: "quantity" | "iban"; quantity: number } {
  if (i % 2 === 0) {
    const quantity = (i % 100) + 1;
    return { args: { iban: VALID_IBAN, quantity, country: i % 4 === 0 ? "FR" : "DE" }, quantity };
  }
  return i % 4 === 1
    ? { args: { iban: VALID_IBAN, quantity: 100 + i, country: "FR" }, refused: "quantity", quantity: 100 + i }
    : { args: { iban: BAD_CHECKSUM, quantity: 5, country: "FR" }, refused: "iban", quantity: 5 };
}

type Flavour = "value objects" | "plain Zod";

/** True when `result` is the right answer to call i. */
export function isRight(flavour: Flavour, i: number, result: CallToolResult): boolean {
  const expected = callFor(i);
  const text = result.content.length === 1 && result.content[0].type === "text" ? result.content[0].text : "";
  if (expected.refused === undefined) return result.isError !== true && text === `Placed: ${expected.quantity} item(s) to ${expected.args.country}.`;
  if (result.isError !== true) return false;
  if (flavour === "plain Zod") return text.includes("Input validation error") && text.includes(expected.refused === "quantity" ? "quantity" : "check digits");
  const refusal = result.structuredContent as { argument?: string; code?: string; more?: unknown } | undefined;
  const code = expected.refused === "quantity" ? "value_object.out_of_range" : "iban.checksum";
  return refusal?.argument === expected.refused && refusal.code === code && refusal.more === undefined && text.startsWith(`Argument '${expected.refused}' rejected (${code})`);
}

/** What one run of calls gave. */
export interface LoadRun {
  readonly calls: number;
  readonly refused: number;
  readonly lost: number;
  readonly wrong: number;
  /** Wall-clock time of the run. */
  readonly milliseconds: number;
  /** CPU time of this process (client and server both) during the run. */
  readonly cpuMilliseconds: number;
}

/** Sends calls `from`…`from + count - 1`, `concurrency` at a time, and checks every answer. */
async function send(client: Client, flavour: Flavour, from: number, count: number, concurrency: number): Promise<LoadRun> {
  let next = from;
  let lost = 0;
  let wrong = 0;
  const end = from + count;
  const worker = async () => {
    while (next < end) {
      const i = next++;
      try {
        const result = (await client.callTool({ name: "place_order", arguments: callFor(i).args })) as CallToolResult;
        if (!isRight(flavour, i, result)) wrong++;
      } catch {
        lost++;
      }
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const milliseconds = performance.now() - started;
  const used = process.cpuUsage(cpu);
  let refused = 0;
  for (let i = from; i < end; i++) if (callFor(i).refused !== undefined) refused++;
  return { calls: count, refused, lost, wrong, milliseconds, cpuMilliseconds: (used.user + used.system) / 1000 };
}

const add = (a: LoadRun, b: LoadRun): LoadRun => ({
  calls: a.calls + b.calls,
  refused: a.refused + b.refused,
  lost: a.lost + b.lost,
  wrong: a.wrong + b.wrong,
  milliseconds: a.milliseconds + b.milliseconds,
  cpuMilliseconds: a.cpuMilliseconds + b.cpuMilliseconds,
});

/** The outcome of a load run: the value-object registration's, and (when compared) plain Zod's. */
export interface LoadReport {
  readonly valueObjects: LoadRun;
  readonly plainZod?: LoadRun;
  /** Time per call with value objects over time per call with plain Zod (wall clock). */
  readonly ratio?: number;
  /** The same ratio in CPU time, steadier on a machine shared with other work. */
  readonly cpuRatio?: number;
}

/** Options of {@link runMcpLoad}. */
export interface LoadOptions {
  /** Calls per registration; 10,000 by default. */
  readonly calls?: number;
  /** Calls in flight at once; 50 by default. */
  readonly concurrency?: number;
  /** Serve statelessly (a server per request) rather than one session. */
  readonly stateless?: boolean;
  /** Run the plain Zod registration too and compare; true by default. */
  readonly compare?: boolean;
  /** Calls sent to each before measuring; 500 by default. */
  readonly warmUp?: number;
  readonly log?: (line: string) => void;
}

/**
 * Runs `calls` calls against each registration, over Streamable HTTP on 127.0.0.1,
 * in alternating blocks (so that drift on a noisy machine falls on both alike),
 * after a warm-up of each.
 *
 * @example
 * ```ts
 * const report = await runMcpLoad({ calls: 1000 });
 * report.valueObjects.lost; // 0
 * ```
 */
export async function runMcpLoad(options: LoadOptions = {}): Promise<LoadReport> {
  const calls = options.calls ?? 10_000;
  const concurrency = options.concurrency ?? 50;
  const log = options.log ?? (() => undefined);
  const flavours = ([["value objects", valueObjectServer], ["plain Zod", zodServer]] as const).slice(0, options.compare === false ? 1 : 2);
  const sides = await Promise.all(flavours.map(async ([flavour, make]) => ({ flavour, endpoint: await serveHttp(make, { stateless: options.stateless }) })));
  // A client per block: the SDK's HTTP client hangs an abort listener on one shared
  // signal per request, released only by garbage collection; past 1,500 of them Node
  // warns of a leak, and the growing list would weigh on the times measured.
  const connect = async (url: URL) => {
    const client = new Client({ name: "load", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(url));
    await client.listTools();
    return client;
  };
  const sendBlock = async (s: number, from: number, count: number) => {
    const client = await connect(sides[s].endpoint.url);
    try {
      return await send(client, sides[s].flavour, from, count, concurrency);
    } finally {
      await client.close();
    }
  };
  try {
    const warmUp = Math.min(options.warmUp ?? 500, calls);
    if (warmUp > 0) for (let s = 0; s < sides.length; s++) await sendBlock(s, 0, warmUp);
    const block = Math.max(1, Math.min(1_000, Math.ceil(calls / 5)));
    const totals = sides.map((): LoadRun => ({ calls: 0, refused: 0, lost: 0, wrong: 0, milliseconds: 0, cpuMilliseconds: 0 }));
    for (let from = 0; from < calls; from += block) {
      const count = Math.min(block, calls - from);
      // alternate which side goes first, block by block
      const order = (from / block) % 2 === 0 ? sides.map((_, s) => s) : sides.map((_, s) => sides.length - 1 - s);
      for (const s of order) totals[s] = add(totals[s], await sendBlock(s, from, count));
    }
    const perCall = (run: LoadRun) => run.milliseconds / run.calls;
    const cpuPerCall = (run: LoadRun) => run.cpuMilliseconds / run.calls;
    sides.forEach((side, s) => {
      const run = totals[s];
      log(
        `${side.flavour.padEnd(14)} ${run.calls} calls (${run.refused} refused), ${concurrency} at a time: lost ${run.lost}, wrong ${run.wrong}; ` +
          `${perCall(run).toFixed(3)} ms per call (${Math.round((run.calls / run.milliseconds) * 1000)} calls/s), ${cpuPerCall(run).toFixed(3)} ms CPU per call`,
      );
    });
    const [valueObjects, plainZod] = totals;
    if (plainZod === undefined) return { valueObjects };
    const ratio = perCall(valueObjects) / perCall(plainZod);
    const cpuRatio = cpuPerCall(valueObjects) / cpuPerCall(plainZod);
    log(`ratio, value objects / plain Zod: ${ratio.toFixed(3)} in time per call, ${cpuRatio.toFixed(3)} in CPU per call`);
    return { valueObjects, plainZod, ratio, cpuRatio };
  } finally {
    for (const side of sides) await side.endpoint.close();
  }
}
