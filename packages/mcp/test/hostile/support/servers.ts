// The example order server, counted: how many servers were made and closed, how many
// tool calls started and finished. One more value-object tool, `slow_quote`, waits on a
// gate the test opens, so "a call in flight" is a fact, not a guess about timing.
import { registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CountryCode, Quantity, createOrderServer } from "../../../../../examples/mcp-order-server.js";

/** What the servers made so far did. */
export interface Census {
  created: number;
  closed: number;
  started: number;
  finished: number;
  /** Errors the servers reported (`onerror`): counted, never thrown. */
  errors: number;
}

/** Order servers with a gated `slow_quote` tool, and their census. */
export interface CountedServers {
  readonly make: () => McpServer;
  readonly census: Census;
  /** Lets every `slow_quote` call waiting, and every later one, finish. */
  open(): void;
  /** Resolves once `count` calls of `slow_quote` have started (a count, not a time: no bound but the test's). */
  started(count: number): Promise<void>;
  /** Resolves once `count` calls of `slow_quote` have finished. */
  finished(count: number): Promise<void>;
}

/**
 * Makes order servers (as the example does) with `slow_quote` added, counted.
 *
 * @example
 * ```ts
 * const servers = countedOrderServers();
 * const endpoint = await serveHttp(servers.make);
 * ```
 */
export function countedOrderServers(options: { gated?: boolean } = {}): CountedServers {
  const census: Census = { created: 0, closed: 0, started: 0, finished: 0, errors: 0 };
  let open!: () => void;
  const gate = options.gated === false ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  const waiting: Array<{ what: "started" | "finished"; count: number; resolve: () => void }> = [];
  const until = (what: "started" | "finished", count: number) =>
    census[what] >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ what, count, resolve }));
  const wake = () => {
    for (const w of waiting.filter((w) => census[w.what] >= w.count)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };
  return {
    census,
    open: () => open?.(),
    started: (count) => until("started", count),
    finished: (count) => until("finished", count),
    make() {
      const server = createOrderServer();
      census.created++;
      server.server.onclose = () => void census.closed++;
      server.server.onerror = () => void census.errors++;
      registerValueObjectTool(server, "slow_quote", {
        description: "Quotes an order, slowly.",
        parameters: { quantity: Quantity, country: CountryCode },
      }, async ({ quantity, country }) => {
        census.started++;
        wake();
        await gate;
        census.finished++;
        wake();
        return { content: [{ type: "text", text: `Quoted ${quantity} item(s) to ${country}.` }] };
      });
      return server;
    },
  };
}
