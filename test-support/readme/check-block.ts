// Runs one README block as its scenario says, and checks what the scenario claims: a program run
// against a scripted provider, or a stdio MCP server listed and called by a real MCP client.
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { blockArgs, blockEnv, runBlock } from "./run-block.js";
import type { WrittenBlock } from "./scratch.js";
import { type Turn, startScriptedProvider } from "./scripted-provider.js";

/** What a block does when run, and what is checked of it. */
export interface Scenario {
  /** The model's turns, for a block that talks to a provider: each must be asked for. */
  readonly script?: readonly Turn[];
  /** Lines added after the block for its run only (not type-checked): asserts on its own values. */
  readonly checks?: string;
  /** What the block must print. */
  readonly printed?: readonly RegExp[];
  /** Checks of the requests the provider received. */
  readonly wire?: (bodies: any[], paths: readonly string[]) => void;
  /** For a block that serves MCP over stdio: what a client connected to it checks; it returns what the block's displays show (shown.ts). */
  readonly client?: (client: Client) => Promise<void | Record<string, unknown>>;
  /** What the block's displays show (`<!-- shows: block key -->`), by key, from the requests the provider received. */
  readonly shows?: (bodies: any[], paths: readonly string[]) => Record<string, unknown>;
  /** The most lines the block may have, where its heading promises a size. */
  readonly maxLines?: number;
  /** Another block (`readme#name`) this one must equal, character for character: run there, not again. */
  readonly sameAs?: string;
}

/** How long a block may run (a count of seconds, not a measure): past it, it is killed and fails. */
export const BOUND_MS = 120_000;
const END = "README block: ran to its end";

/**
 * Runs a block as a program with its checks; it must end by itself, with status 0, having asked for
 * every scripted turn. Returns what its displays show (`scenario.shows`), or nothing.
 */
export async function checkProgram(root: string, written: WrittenBlock, scenario: Scenario): Promise<Record<string, unknown>> {
  const provider = scenario.script ? await startScriptedProvider(scenario.script) : undefined;
  try {
    const file = written.file.replace(/\.ts$/, ".run.ts").replace(/\/([^/]+)$/, "/run/$1");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${written.text}\n// checks of the test\nimport assert from "node:assert/strict";\n${scenario.checks ?? ""}\nconsole.log(${JSON.stringify(END)});\n`);
    const run = await runBlock(file, { root, env: blockEnv(root, provider?.url), boundMs: BOUND_MS });
    assert.equal(run.killed, false, `still running after ${BOUND_MS / 1000} s: killed\n${run.stderr}`);
    assert.equal(run.status, 0, run.stderr);
    assert.ok(run.stdout.includes(END), run.stdout);
    for (const line of scenario.printed ?? []) assert.match(run.stdout, line);
    if (provider && scenario.script) {
      // every turn asked for: the SDK reached the scripted provider through the base URL it was given
      assert.equal(provider.bodies.length, scenario.script.length, `requests: ${provider.paths.join(", ")}`);
      scenario.wire?.(provider.bodies, provider.paths);
      return scenario.shows?.(provider.bodies, provider.paths) ?? {};
    }
    return {};
  } finally {
    await provider?.close();
  }
}

/** Starts a block as a stdio MCP server and hands a connected client to the scenario, within the bound; returns what the scenario's client returned (what the block's displays show). */
export async function checkServer(root: string, written: WrittenBlock, scenario: Scenario & { client: NonNullable<Scenario["client"]> }): Promise<Record<string, unknown>> {
  const transport = new StdioClientTransport({ command: process.execPath, args: blockArgs(written.file), cwd: root, env: blockEnv(root) as Record<string, string>, stderr: "pipe" });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk));
  const client = new Client({ name: "readme", version: "1.0.0" });
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still serving the checks after ${BOUND_MS / 1000} s: killed`)), BOUND_MS);
  });
  try {
    return (await Promise.race([(async () => { await client.connect(transport); return scenario.client(client); })(), overrun])) ?? {};
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  } finally {
    clearTimeout(timer);
    await client.close(); // ends the server's process
  }
}
