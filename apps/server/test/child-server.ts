// A server started as its own process (src/main.ts, or a release's start.sh): its output as it
// comes, the URL it says it listens on, and a graceful stop.
import type { ChildProcess } from "node:child_process";

export interface RunningServer {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Standard output then standard error. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Collects the child's output and waits for its "Studio site running at" line; fails if it exits. */
export async function runningServer(child: ChildProcess): Promise<RunningServer> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Studio site running at (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 25);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${stdout}${stderr}`));
    });
  });
  return { child, url, stdout: () => stdout, stderr: () => stderr, output: () => stdout + stderr, exited };
}

/** SIGTERM, then the exit code. */
export async function stopServer(running: RunningServer): Promise<number | null> {
  running.child.kill("SIGTERM");
  return running.exited;
}
