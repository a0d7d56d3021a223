/**
 * An MCP order server whose tools, prompt and resource template take value objects.
 *
 *   node --import tsx examples/mcp-order-server.ts                 stdio
 *   node --import tsx examples/mcp-order-server.ts --http 3000     Streamable HTTP on 127.0.0.1:3000/mcp
 *   … --http 3000 --stateless                                                           one server per request, no session
 *   … --http 3001 --host 127.0.0.1:8080 --session-prefix w1-                             behind a proxy: its Host, sticky session ids
 *   … --http 3000 --max-sessions 200 --idle-timeout 60             session bounds (or MCP_MAX_SESSIONS, MCP_IDLE_TIMEOUT_SECONDS)
 *
 * Over HTTP it listens on 127.0.0.1 only, with DNS rebinding protection on (a foreign Host or
 * Origin is refused with 403 before the body is read); a body over 4 MiB is refused with 413.
 * Stateful, it holds at most 1,000 sessions (one more initialize is answered 503 with
 * Retry-After) and closes a session idle for 5 minutes (http-sessions.ts).
 */
import { randomUUID } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectPrompt, registerValueObjectResourceTemplate, registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { SUPPORTED_PROTOCOL_VERSIONS, isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { DEFAULT_SESSION_LIMITS, type SessionClock, sessionLimitsFrom, sessionPool } from "./http-sessions.js";
import { nestsWithin } from "./json-depth.js";
import { CountryCode, Iban, Quantity } from "./shop.js";

export { CountryCode, Iban, Quantity };

// ---- the domain: the shop's value objects (shop.ts), and what only this server uses ----

export const OrderId = vo.string("OrderId", { description: "An order number.", pattern: "^ORD-[0-9]{6}$", examples: ["ORD-000042"] });
export const Amount = vo.number("Amount", { description: "An amount in euros.", minimum: 0, maximum: 100000, multipleOf: 0.01 });
export const OrderStatus = vo.oneOf("OrderStatus", ["pending", "shipped", "delivered"], { description: "Where an order stands." });

export const PlaceOrder = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.optional(vo.array(vo.describe(Iban, "An account to debit if the first one fails."), { maxItems: 3 }), []),
  note: vo.optional(vo.string("Note", { description: "A note for the courier.", maxLength: 200 })),
});
export const Quote = vo.object({ quantity: Quantity, unitPrice: Amount, total: Amount });
const UNIT_PRICE = 19.99;

// ---- the server ----

/** The order server: three tools, a prompt and a resource template, all on value objects. */
export function createOrderServer(): McpServer {
  const server = new McpServer({ name: "order-server", version: "1.0.0" }, { capabilities: { logging: {} } });
  let next = 0;

  registerValueObjectTool(server, "place_order", {
    title: "Place an order",
    description: "Places an order, debited from an account, delivered to a country.",
    parameters: PlaceOrder,
    annotations: { destructiveHint: false, idempotentHint: false },
  }, ({ quantity, country, alternates }) => {
    const orderId = `ORD-${String(++next).padStart(6, "0")}`;
    const fallbacks = alternates.length === 0 ? "" : ` (${alternates.length} fallback account(s))`;
    return { content: [{ type: "text", text: `Order ${orderId} placed: ${quantity} item(s) to ${country}${fallbacks}.` }] };
  });

  registerValueObjectTool(server, "quote_order", {
    description: "Quotes an order before it is placed.",
    parameters: { quantity: Quantity, country: CountryCode },
    output: Quote,
    annotations: { readOnlyHint: true },
  }, ({ quantity }) => {
    const quote = { quantity, unitPrice: UNIT_PRICE, total: Math.round(quantity * UNIT_PRICE * 100) / 100 };
    return { content: [{ type: "text", text: JSON.stringify(quote) }], structuredContent: quote };
  });

  // a status is not an object: it travels as `{ "result": "shipped" }`
  registerValueObjectTool(server, "order_status", {
    description: "Tells where an order stands.",
    parameters: { orderId: OrderId },
    output: OrderStatus,
    annotations: { readOnlyHint: true },
  }, ({ orderId }) => {
    const status = Number(orderId.slice(4)) % 2 === 0 ? "shipped" : "pending";
    return { content: [{ type: "text", text: status }], structuredContent: { result: status } };
  });

  registerValueObjectPrompt(server, "order_summary", {
    description: "Asks for a short summary of an order.",
    parameters: { orderId: OrderId, quantity: vo.optional(Quantity) },
  }, ({ orderId, quantity }) => ({
    messages: [{
      role: "user",
      content: { type: "text", text: `Summarize order ${orderId}${quantity === undefined ? "" : ` of ${quantity} item(s)`} in one sentence.` },
    }],
  }));

  registerValueObjectResourceTemplate(server, "order", "orders://{orderId}", {
    description: "One order, as JSON.",
    mimeType: "application/json",
    variables: { orderId: OrderId },
  }, (uri, { orderId }) => ({
    contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify({ orderId, status: "pending" }) }],
  }));

  return server;
}

// ---- Streamable HTTP on 127.0.0.1 ----

/** A running HTTP endpoint. */
export interface HttpEndpoint {
  readonly url: URL;
  /** Sessions held now, those initializing included (0 when stateless). */
  sessionCount(): number;
  close(): Promise<void>;
}

/** How `serveHttp` serves. */
export interface HttpOptions {
  /** The port on 127.0.0.1; 0 (the default) picks a free one. */
  readonly port?: number;
  /** One server and transport per request, no session. */
  readonly stateless?: boolean;
  /** Sessions held at once; one more initialize is answered 503. Default 1,000. */
  readonly maxSessions?: number;
  /** A session with no request in flight (nor a GET stream open) for this long is closed. Default 5 minutes. */
  readonly idleTimeoutMs?: number;
  /** Where the idle timeout reads time: Node's timers unless a test moves time by hand. */
  readonly clock?: SessionClock;
}

/** How long an idle connection is kept open (Node's default is 5 s); below `headersTimeout` (60 s). */
export const KEEP_ALIVE_MS = 30_000;

/** The largest request body read: the SDK's own default (4 MiB). A larger one is answered 413 and never held. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/**
 * How much of a body too large is read (and dropped) before the 413: the answer must
 * wait for the body's end, since closing a connection with unread data resets it and
 * loses the answer. Past this bound the connection is cut, answered or not.
 */
export const DRAIN_BYTES = 64 * 1024 * 1024;

type Body = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly status: 400 | 413 };

/** Reads a JSON body; past MAX_BODY_BYTES nothing more is kept, and past DRAIN_BYTES nothing more is read. */
function readJson(req: IncomingMessage): Promise<Body> {
  const declared = Number(req.headers["content-length"]);
  if (declared > DRAIN_BYTES) return Promise.resolve({ ok: false, status: 413 });
  return new Promise((resolve) => {
    let chunks: Buffer[] | undefined = declared > MAX_BODY_BYTES ? undefined : [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) chunks = undefined;
      chunks?.push(chunk);
      if (size > DRAIN_BYTES) {
        req.pause();
        resolve({ ok: false, status: 413 });
      }
    });
    req.on("end", () => {
      if (chunks === undefined) return resolve({ ok: false, status: 413 });
      const bytes = Buffer.concat(chunks);
      // nested deeper than any message needs: refused before JSON.parse, which would block the server for seconds
      if (!nestsWithin(bytes)) return resolve({ ok: false, status: 400 });
      try {
        resolve({ ok: true, value: JSON.parse(bytes.toString("utf8")) });
      } catch {
        resolve({ ok: false, status: 400 });
      }
    });
    req.on("error", () => resolve({ ok: false, status: 400 }));
  });
}

function replyError(res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}

/**
 * Why a request is refused before its body is read or a server made, if it is: a
 * foreign Host or Origin (DNS rebinding). The SDK's transport checks them too, later,
 * and its answer quotes the header sent; this one does not.
 */
function refusedHeaders(req: IncomingMessage, hosts: readonly string[]): string | undefined {
  if (!hosts.includes(req.headers.host ?? "")) return "Forbidden: the Host header is not allowed.";
  const origin = req.headers.origin;
  if (origin !== undefined && !hosts.some((host) => origin === `http://${host}`)) return "Forbidden: the Origin header is not allowed.";
  return undefined;
}

/** A protocol version header the SDK does not speak (initialize negotiates instead); its answer would quote it. */
function unsupportedVersion(req: IncomingMessage, body: unknown): boolean {
  const version = req.headers["mcp-protocol-version"];
  const initializing = Array.isArray(body) ? body.some((m) => isInitializeRequest(m)) : isInitializeRequest(body);
  return typeof version === "string" && !initializing && !SUPPORTED_PROTOCOL_VERSIONS.includes(version);
}

/** How `serveHttp` serves. */
export interface HttpOptions {
  /** The port on 127.0.0.1; 0 (the default) picks a free one. */
  readonly port?: number;
  /** One server and transport per request, no session. */
  readonly stateless?: boolean;
  /**
   * Host headers accepted besides `127.0.0.1:<port>` and `localhost:<port>`: the
   * address clients use when a reverse proxy stands in front (`127.0.0.1:8080`).
   */
  readonly hosts?: readonly string[];
  /**
   * Written before every session id this worker makes (`w1-…`), so a proxy in front
   * of several stateful workers can send each session back to its worker.
   */
  readonly sessionPrefix?: string;
}

/**
 * Serves MCP over Streamable HTTP at `http://127.0.0.1:<port>/mcp` (port 0 picks a
 * free one). Stateful: one server per session, routed by `mcp-session-id`.
 * Stateless: one server and transport per request, as the SDK asks.
 */
export async function serveHttp(makeServer: () => McpServer, options: HttpOptions = {}): Promise<HttpEndpoint> {
  const maxSessions = options.maxSessions ?? DEFAULT_SESSION_LIMITS.maxSessions;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_SESSION_LIMITS.idleTimeoutMs;
  const closeSession = async ({ transport, server }: { transport: StreamableHTTPServerTransport; server: McpServer }) => {
    await transport.close();
    await server.close();
  };
  const sessions = sessionPool({ maxSessions, idleTimeoutMs }, closeSession, options.clock);
  let port = 0;
  const hosts = () => [`127.0.0.1:${port}`, `localhost:${port}`, ...(options.hosts ?? [])];
  const protection = () => ({
    enableDnsRebindingProtection: true,
    allowedHosts: hosts(),
    allowedOrigins: hosts().map((host) => `http://${host}`),
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (new URL(req.url ?? "/", "http://127.0.0.1").pathname !== "/mcp") return replyError(res, 404, -32601, "Not found.");
    const refused = refusedHeaders(req, hosts());
    // its body is never read: the connection closes behind the answer
    if (refused !== undefined) return replyError(res, 403, -32000, refused, { connection: "close" });
    const read: Body = req.method === "POST" ? await readJson(req) : { ok: true, value: undefined };
    if (!read.ok && read.status === 413) return replyError(res, 413, -32000, `Payload Too Large: the body must not exceed ${MAX_BODY_BYTES} bytes.`, { connection: "close" });
    if (!read.ok) return replyError(res, 400, -32700, "Parse error.");
    const body = read.value;
    if (unsupportedVersion(req, body)) {
      return replyError(res, 400, -32000, `Bad Request: unsupported protocol version (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")}).`);
    }

    if (options.stateless) {
      const server = makeServer();
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, ...protection() });
      res.on("close", () => void transport.close().then(() => server.close()));
      await server.connect(transport);
      return transport.handleRequest(req, res, body);
    }

    const sessionId = req.headers["mcp-session-id"];
    const known = typeof sessionId === "string" ? sessions.get(sessionId) : undefined;
    if (known && typeof sessionId === "string") {
      // in flight until its answer ends: a GET stream keeps its session from ever being idle
      res.once("close", sessions.enter(sessionId));
      return known.transport.handleRequest(req, res, body);
    }
    if (sessionId !== undefined || req.method !== "POST" || !isInitializeRequest(body)) {
      return replyError(res, sessionId === undefined ? 400 : 404, -32000, sessionId === undefined ? "Bad request: no session." : "Session not found.");
    }
    if (!sessions.reserve()) {
      return replyError(res, 503, -32000, `Service Unavailable: the server holds its maximum of ${maxSessions} sessions; retry later.`, {
        "retry-after": String(Math.ceil(idleTimeoutMs / 1000)),
      });
    }
    let added = false;
    try {
      const server = makeServer();
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => `${options.sessionPrefix ?? ""}${randomUUID()}`,
        onsessioninitialized: (id) => {
          added = true;
          sessions.add(id, { transport, server });
        },
        ...protection(),
      });
      transport.onclose = () => {
        if (transport.sessionId !== undefined) sessions.remove(transport.sessionId);
      };
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
      // refused before a session began (a wrong Accept header, say): nothing will route to it again
      if (transport.sessionId === undefined) await transport.close().then(() => server.close());
    } finally {
      if (!added) sessions.release();
    }
  };

  const http = createHttpServer((req, res) => {
    handle(req, res).catch(() => replyError(res, 500, -32603, "Internal error."));
  });
  // A client reuses an idle connection until 1 s before the server's keep-alive timeout
  // (undici, as fetch and the SDK's client use it, checks its timers about once a
  // second): at Node's 5 s, a loaded process sends a request on a connection the server
  // is closing, and the client sees a reset. Longer, connections rarely idle that long.
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  port = (http.address() as AddressInfo).port;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    sessionCount: () => sessions.size,
    async close() {
      await Promise.all(sessions.drain().map(closeSession));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

// ---- run it ----

async function main(argv: readonly string[]): Promise<void> {
  const at = argv.indexOf("--http");
  if (at === -1) {
    await createOrderServer().connect(new StdioServerTransport());
    return;
  }
  const port = Number(argv[at + 1]);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error("--http takes a port number (0 picks a free one).");
  const valuesOf = (flag: string) => argv.flatMap((arg, i) => (arg === flag && i + 1 < argv.length ? [argv[i + 1]] : []));
  const limits = sessionLimitsFrom(argv, process.env);
  const endpoint = await serveHttp(createOrderServer, {
    port,
    stateless: argv.includes("--stateless"),
    hosts: valuesOf("--host"),
    sessionPrefix: valuesOf("--session-prefix")[0],
    ...limits,
  });
  console.error(`Order server listening on ${endpoint.url.href}`);
  const stop = () => void endpoint.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
