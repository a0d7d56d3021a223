// The server the shared suite talks to, built the same way on either entry. Run as a
// script (`suite-server.ts 1.x|v2`), it serves that entry's server over stdio.
import { pathToFileURL } from "node:url";
import * as vo from "@adcodicem/value-objects";
import { IBAN, OrderParameters, Quantity, Receipt, Status } from "../support/domain.js";
import { type Entry, V1, V1_OLDEST, V2 } from "./entries.js";

export const OrderId = vo.string("OrderId", { description: "An order number.", pattern: "^ORD-[0-9]{6}$" });
export { IBAN };

/**
 * One more tool, `counted`, whose one parameter has a default: a call that reaches its
 * handler answers `ran with <quantity>` and counts in `runs`. Not in the suite's own
 * list of tools; the script adds it when run with `counted` after the entry.
 */
export function registerCounted(entry: Entry, server: any, runs: { count: number } = { count: 0 }): void {
  entry.register.tool(server, "counted", { description: "Counts.", parameters: { quantity: vo.optional(Quantity, 1) } }, ({ quantity }) => {
    runs.count++;
    return { content: [{ type: "text", text: `ran with ${quantity}` }] };
  });
}

/** The suite's tools, prompt and resource template, registered with `entry`'s functions. */
export function suiteServer(entry: Entry): any {
  const server = entry.newServer();
  entry.register.tool(server, "place_order", { description: "Places an order.", parameters: OrderParameters }, (args) => ({
    content: [{ type: "text", text: JSON.stringify(args) }],
  }));
  // quantity 99 answers a result that breaks the output rules
  entry.register.tool(server, "quote", { description: "Quotes.", parameters: { quantity: Quantity }, output: Receipt }, ({ quantity }) => ({
    content: [{ type: "text", text: "quoted" }],
    structuredContent: quantity === 99 ? { country: "ES", total: -1 } : { country: "fr", total: Math.round(quantity * 1999) / 100, extra: "dropped" },
  }));
  // a status is not an object: it travels under `result`; an even order answers the bare value
  entry.register.tool(server, "status", { description: "A status.", parameters: { orderId: OrderId }, output: Status }, ({ orderId }) => {
    const even = Number(orderId.slice(4)) % 2 === 0;
    return { content: [{ type: "text", text: "status" }], structuredContent: even ? "shipped" : { result: "pending" } };
  });
  entry.register.prompt(server, "summary", {
    description: "Summarizes an order.",
    parameters: { orderId: vo.describe(OrderId, "The order to summarize."), quantity: vo.optional(Quantity) },
  }, ({ orderId, quantity }) => ({
    messages: [{ role: "user", content: { type: "text", text: `Summarize ${orderId}${quantity === undefined ? "" : ` of ${quantity}`}.` } }],
  }));
  // undeclared arguments refused: each is value_object.not_allowed under its own name
  entry.register.prompt(server, "strict_summary", {
    description: "Summarizes an order; no other argument.",
    parameters: vo.object({ orderId: OrderId }, { unknown: "refuse" }),
  }, ({ orderId }) => ({
    messages: [{ role: "user", content: { type: "text", text: `Summarize ${orderId}.` } }],
  }));
  entry.register.resourceTemplate(server, "order", "orders://{orderId}", { mimeType: "application/json", variables: { orderId: OrderId } }, (uri, { orderId }) => ({
    contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify({ orderId }) }],
  }));
  return server;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const entry = process.argv[2];
  const chosen = entry === "v2" ? V2 : entry === "1.x-oldest" ? V1_OLDEST : V1;
  const server = suiteServer(chosen);
  if (process.argv[3] === "counted") registerCounted(chosen, server);
  const transport =
    entry === "v2"
      ? new (await import("@modelcontextprotocol/server/stdio")).StdioServerTransport()
      : entry === "1.x-oldest"
        ? new (await import("mcp-sdk-oldest/server/stdio.js")).StdioServerTransport()
        : new (await import("@modelcontextprotocol/sdk/server/stdio.js")).StdioServerTransport();
  await server.connect(transport);
}
