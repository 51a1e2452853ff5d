// CPU time of processes from /proc (Linux), for the bench scripts' CPU per request: a process's own
// (user + system, all its threads) and every PostgreSQL server process's.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** user + system CPU of a process and all its threads, in milliseconds. */
export function cpuMsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** The CPU of every PostgreSQL server process now, by pid, in milliseconds. */
export function postgresCpuMs() {
  const byPid = new Map();
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") byPid.set(pid, cpuMsOf(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}
