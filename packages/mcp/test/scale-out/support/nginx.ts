// Debian's nginx on 127.0.0.1, run by the test: installed with apt-get where it is missing
// (CI runs as root on a machine without it), started in the foreground with a config of
// its own in a temporary directory, on free ports, and stopped by its process id.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const NGINX = "/usr/sbin/nginx";

function run(command: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

/** Installs Debian's nginx where it is missing (apt-get update first if the package is unknown). */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error(`${NGINX} is missing, and installing it needs root: apt-get install -y nginx`);
  const install = () => run("apt-get", ["-o", "DPkg::Lock::Timeout=300", "install", "-y", "--no-install-recommends", "nginx"]);
  let installed = install();
  if (!installed.ok) {
    const update = run("apt-get", ["-o", "DPkg::Lock::Timeout=300", "update"]);
    if (!update.ok) throw new Error(`apt-get update failed:\n${update.output.slice(-2000)}`);
    installed = install();
  }
  if (!installed.ok || !existsSync(NGINX)) throw new Error(`apt-get install -y nginx failed:\n${installed.output.slice(-2000)}`);
}

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released for nginx to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A running nginx of the test's own. */
export interface Nginx {
  readonly process: ChildProcess;
  readonly dir: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground with `http` as the body of its `http { }` block; resolves
 * once nginx has written its pid file (it listens by then), or rejects with its error log.
 */
export async function startNginx(http: string): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), "nginx-mcp-"));
  const config = `
daemon off;
master_process on;
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`;
  writeFileSync(join(dir, "nginx.conf"), config);
  const test = run(NGINX, ["-t", "-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")]);
  if (!test.ok) throw new Error(`nginx -t refused the config:\n${test.output}`);
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let tries = 0; !existsSync(join(dir, "nginx.pid")); tries++) {
    if (child.exitCode !== null || tries > 600) {
      const log = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
      child.kill("SIGKILL");
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    process: child,
    dir,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
