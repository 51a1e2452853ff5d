import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The real server as production runs it (`node --import tsx main.ts`), in a process of its own, for
// the tests that need several processes, signals or kill -9 (decision 054).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const MAIN = path.join(repoRoot, "packages/server/src/main.ts");

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** everything the process wrote to stderr and stdout so far */
  output: () => string;
  /** resolves with the exit code (null when killed by a signal) */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs` if still running */
  stop: (graceMs?: number) => Promise<number | null>;
}

/** A free TCP port on 127.0.0.1 (asked of the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function spawnServer(options: {
  env: Record<string, string>;
  port?: number;
  /** how long to wait for "Quire is serving" */
  startTimeoutMs?: number;
}): Promise<SpawnedServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      QUIRE_DEMO_PRODUCTS: "200",
      QUIRE_SEED: "7",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in time:\n${output}`)),
      options.startTimeoutMs ?? 60_000,
    );
    const check = () => {
      if (output.includes("Quire is serving")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stderr!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before serving:\n${output}`));
    });
  });
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async (graceMs = 15_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
