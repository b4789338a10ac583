// A slower host on this one: a busy loop pinned to each core at a lower priority than the server,
// so that each of the server's threads gets a fixed share of its core whenever it runs (CFS divides
// a core by the weights of the tasks on it). A CPU quota (cgroup) is not the same thing: it shares
// one budget among all of a process's threads, a host with one slow core rather than two slow ones.
import { type ChildProcess, spawn } from "node:child_process";
import { cpus } from "node:os";

/** CFS's weight of each nice value from -5 to 10 (kernel/sched/core.c, sched_prio_to_weight). */
const FIRST_NICE = -5;
const WEIGHTS = [3121, 2501, 1991, 1586, 1277, 1024, 820, 655, 526, 423, 335, 272, 215, 172, 137, 110];
const SERVER_WEIGHT = 1024; // nice 0

/** The nice value of the busy loops that leaves the server nearest `share` of a core. */
function niceFor(share: number): { nice: number; share: number } {
  const options = WEIGHTS.map((weight, i) => ({
    nice: FIRST_NICE + i,
    share: SERVER_WEIGHT / (SERVER_WEIGHT + weight),
  }));
  options.sort((a, b) => Math.abs(a.share - share) - Math.abs(b.share - share));
  return options[0]!;
}

/** Starts the busy loops; returns the share they leave the server and how to stop them. */
export function slowHost(share: number): { share: number; stop: () => void } {
  if (!(share > 0 && share < 1)) throw new Error(`BENCH_HOST_SHARE must be between 0 and 1, not ${share}`);
  const chosen = niceFor(share);
  // `nice` runs the command anyway when it may not raise a priority: the host would not be slowed.
  if (chosen.nice < 0 && process.getuid?.() !== 0)
    throw new Error(`BENCH_HOST_SHARE ${share} needs root (its busy loops run at nice ${chosen.nice})`);
  const loops: ChildProcess[] = cpus().map((_, core) =>
    spawn(
      "nice",
      ["-n", String(chosen.nice), "taskset", "-c", String(core), "sh", "-c", "while :; do :; done"],
      {
        stdio: "ignore",
      },
    ),
  );
  const stop = () => {
    for (const loop of loops) loop.kill("SIGKILL");
  };
  // Never left running: on exit, and on Ctrl-C or a kill of the bench.
  process.once("exit", stop);
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)
    process.once(signal, () => {
      stop();
      process.exit(code);
    });
  return { share: Math.round(chosen.share * 100) / 100, stop };
}
