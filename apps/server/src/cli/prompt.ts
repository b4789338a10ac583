// Reading a line, and reading a secret from a terminal without echoing it.
import type { Readable } from "node:stream";
import { StartupError } from "@studio/api/config";

/** The first line of a stream (or all of it, when it has no newline). */
export function readLine(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const done = () => {
      stream.off("data", onData);
      stream.pause();
      resolve(text.split("\n")[0] ?? "");
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      if (text.includes("\n")) done();
    };
    stream.on("data", onData);
    stream.once("end", done);
    stream.once("error", reject);
  });
}

/** Asks on the terminal; what is typed is not shown. Ctrl-C cancels. */
export function readHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    process.stdout.write(question);
    let value = "";
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003") return finish(new StartupError("cancelled; nothing was changed."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    input.on("data", onData);
  });
}
