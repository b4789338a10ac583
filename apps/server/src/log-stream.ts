// The log's lines go to standard output together, one write for each turn of the event loop: under
// load a turn answers several requests, and a write per line was a third of a kept day read's cost
// (docs/performance.md). A line still leaves in the turn that logged it, so nothing waits on a
// quiet server; what is left when the process exits is written as it exits.
import pino from "pino";

/** Lines batched per turn into `destination` (standard output, written synchronously, by default). */
export function turnBatchedLog(
  destination: { write(text: string): unknown } = pino.destination({ dest: 1, sync: true }),
): { write(line: string): void } {
  let batch = "";
  const flush = () => {
    if (batch === "") return;
    const text = batch;
    batch = "";
    destination.write(text);
  };
  process.once("exit", flush);
  return {
    write(line) {
      if (batch === "") setImmediate(flush);
      batch += line;
    },
  };
}
