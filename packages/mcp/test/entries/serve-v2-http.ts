// Streamable HTTP on 127.0.0.1 for SDK 2.x servers: node:http in front of the SDK's
// WebStandardStreamableHTTPServerTransport, stateful (a server per session) or stateless
// (a server per request), with the SDK's own DNS rebinding protection on.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type McpServer, WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import { KEEP_ALIVE_MS } from "../../../../examples/mcp-order-server.js";

export interface Endpoint {
  readonly url: URL;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

async function pipe(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body === null) return void res.end();
  const reader = response.body.getReader();
  res.on("close", () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) break;
    res.write(value);
  }
  res.end();
}

/** Serves `make()` servers at http://127.0.0.1:<port>/mcp. */
export async function serveV2Http(make: () => McpServer, options: { stateless?: boolean } = {}): Promise<Endpoint> {
  const sessions = new Map<string, { server: McpServer; transport: WebStandardStreamableHTTPServerTransport }>();
  let port = 0;
  const protection = () => ({ enableDnsRebindingProtection: true, allowedHosts: [`127.0.0.1:${port}`, `localhost:${port}`] });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = req.method === "POST" ? await readBody(req) : undefined;
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    const request = new Request(new URL(req.url ?? "/", `http://127.0.0.1:${port}`), { method: req.method, headers, body });
    if (options.stateless) {
      const server = make();
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, ...protection() });
      await server.connect(transport);
      res.on("close", () => void transport.close().then(() => server.close()));
      return pipe(await transport.handleRequest(request), res);
    }
    const sessionId = req.headers["mcp-session-id"];
    const known = typeof sessionId === "string" ? sessions.get(sessionId) : undefined;
    if (known !== undefined) return pipe(await known.transport.handleRequest(request), res);
    const server = make();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, { server, transport }),
      ...protection(),
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    await pipe(await transport.handleRequest(request), res);
    if (transport.sessionId === undefined) await transport.close().then(() => server.close());
  };
  const http = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  http.keepAliveTimeout = KEEP_ALIVE_MS; // as the example server, so that a loaded run sees no connection reset
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  port = (http.address() as AddressInfo).port;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    async close() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map(async ({ server, transport }) => {
        await transport.close();
        await server.close();
      }));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
