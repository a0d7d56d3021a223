// Runs a README block's program in a child Node (tsx loads the packages' sources), the network
// closed but for 127.0.0.1, within a bound: a child still running at its end is killed, and the
// run says so (a hang is a failure).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The preload that closes the network (no-network.ts). */
export const NO_NETWORK = fileURLToPath(new URL("./no-network.ts", import.meta.url));

/** What the child printed and how it ended. */
export interface BlockRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** True when the bound ran out and the child was killed. */
  readonly killed: boolean;
}

/** The environment of a block: a provider's base URLs and test keys, tracing off, the root tsconfig for tsx. */
export function blockEnv(root: string, providerUrl = "http://127.0.0.1:9"): NodeJS.ProcessEnv {
  return {
    ...process.env,
    OPENAI_BASE_URL: `${providerUrl}/v1`,
    ANTHROPIC_BASE_URL: providerUrl,
    OPENAI_API_KEY: "test",
    ANTHROPIC_API_KEY: "test",
    // @openai/agents would send its traces to api.openai.com
    OPENAI_AGENTS_DISABLE_TRACING: "1",
    NODE_ENV: "test",
    TSX_TSCONFIG_PATH: `${root}tsconfig.json`,
  };
}

/** The arguments that run `file` with tsx and the network closed. */
export const blockArgs = (file: string): string[] => ["--import", "tsx", "--import", NO_NETWORK, file];

/** Runs `file` in a child Node; kills it (SIGKILL) if it still runs after `boundMs`. */
export function runBlock(file: string, options: { root: string; env: NodeJS.ProcessEnv; boundMs: number }): Promise<BlockRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, blockArgs(file), { cwd: options.root, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let killed = false;
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    const timer = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, options.boundMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr, killed });
    });
  });
}
