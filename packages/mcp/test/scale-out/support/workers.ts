// The example order server as N worker processes on 127.0.0.1, each started as a user
// would start it (`examples/mcp-order-server.ts --http 0 …`), its port read from what it prints.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const SERVER = fileURLToPath(new URL("../../../../../examples/mcp-order-server.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

/** A running worker. */
export interface Worker {
  readonly port: number;
  readonly process: ChildProcess;
  /** Kills it at once (SIGKILL): what a crash or an OOM kill looks like to the proxy. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts one worker with `args` after `--http 0`; resolves once it listens. */
export function startWorker(args: readonly string[]): Promise<Worker> {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", SERVER, "--http", "0", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let said = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => {
      said += text;
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(said);
      if (match !== null && said.length > 0) {
        said = "";
        resolve({ port: Number(match[1]), process: child, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") });
      }
    });
    child.once("exit", (code) => reject(new Error(`the worker exited (${code}) before it listened: ${said.slice(-500)}`)));
  });
}
