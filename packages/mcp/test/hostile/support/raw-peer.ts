// A raw JSON-RPC peer over any client-side transport (in-process, stdio): it initializes
// by hand and hands back every answer as the message that arrived, so a test reads the
// whole answer (message, code and data), not what the SDK Client makes of it.
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { PROTOCOL_VERSION } from "./http.js";

/** A JSON-RPC answer as it arrived. */
export type RawMessage = Record<string, any>;

/** A session opened by hand over `transport`. */
export interface RawPeer {
  /** Sends one request; resolves with the answer that carries its id. */
  ask(method: string, params: unknown): Promise<RawMessage>;
  close(): Promise<void>;
}

/**
 * Starts `transport`, initializes and sends `notifications/initialized`.
 *
 * @example
 * ```ts
 * const peer = await rawPeer(clientSide);
 * const answer = await peer.ask("resources/read", { uri: "nowhere://x" });
 * ```
 */
export async function rawPeer(transport: Transport): Promise<RawPeer> {
  const waiting = new Map<number, (message: RawMessage) => void>();
  transport.onmessage = (message) => {
    const id = (message as RawMessage).id;
    const resolve = typeof id === "number" ? waiting.get(id) : undefined;
    if (resolve === undefined) return;
    waiting.delete(id);
    resolve(message as RawMessage);
  };
  await transport.start();
  let next = 0;
  const ask = (method: string, params: unknown) =>
    new Promise<RawMessage>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, resolve);
      transport.send({ jsonrpc: "2.0", id, method, params } as JSONRPCMessage).catch(reject);
    });
  const init = await ask("initialize", { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "raw-peer", version: "1.0.0" } });
  if (init.result === undefined) throw new Error(`initialize failed: ${JSON.stringify(init).slice(0, 300)}`);
  await transport.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  return { ask, close: () => transport.close() };
}
