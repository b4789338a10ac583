// A slower host on this one: a busy loop pinned to each core at a lower priority than the server,
// so that each of the server's threads gets a fixed share of its core whenever it runs (CFS divides
// a core by the weights of the tasks on it). A CPU quota (cgroup) is not the same thing: it shares
// one budget among all of a process's threads, a host with one slow core rather than two slow ones.
import { type ChildProcess, spawn } from "node:child_process";
import { cpus } from "node:os";

/** CFS's weight of each nice value (kernel/sched/core.c, sched_prio_to_weight), -5 to 10. */
const WEIGHTS: Record<number, number> = {
  [-5]: 3121,
  [-4]: 2501,
  [-3]: 1991,
  [-2]: 1586,
  [-1]: 1277,
  0: 1024,
  1: 820,
  2: 655,
  3: 526,
  4: 423,
  5: 335,
  6: 272,
  7: 215,
  8: 172,
  9: 137,
  10: 110,
};

/** The nice value of the busy loops that leaves the server (nice 0) nearest `share` of a core. */
function niceFor(share: number): { nice: number; share: number } {
  const options = Object.entries(WEIGHTS).map(([nice, w]) => ({
    nice: Number(nice),
    share: 1024 / (1024 + w),
  }));
  options.sort((a, b) => Math.abs(a.share - share) - Math.abs(b.share - share));
  return options[0]!;
}

/** Starts the busy loops (negative nice values need root); returns their share and how to stop them. */
export function slowHost(share: number): { share: number; stop: () => void } {
  const chosen = niceFor(share);
  const loops: ChildProcess[] = cpus().map((_, core) =>
    spawn(
      "nice",
      ["-n", String(chosen.nice), "taskset", "-c", String(core), "sh", "-c", "while :; do :; done"],
      {
        stdio: "ignore",
      },
    ),
  );
  return {
    share: Math.round(chosen.share * 100) / 100,
    stop: () => {
      for (const loop of loops) loop.kill("SIGKILL");
    },
  };
}
