// Vitest global setup: gives the resilience tests a folder to record their cases in, and prints
// one table of every case tried and held when the run ends (CI shows it in the log).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    resilienceDir: string;
  }
}

export interface CaseRecord {
  area: string;
  name: string;
  tried: number;
  held: number;
}

export function summaryTable(records: CaseRecord[]): string {
  const rows = [...records].sort((a, b) => a.area.localeCompare(b.area));
  const totalTried = rows.reduce((n, r) => n + r.tried, 0);
  const totalHeld = rows.reduce((n, r) => n + r.held, 0);
  const areaWidth = Math.max(4, ...rows.map((r) => r.area.length));
  const nameWidth = Math.max(4, ...rows.map((r) => r.name.length));
  const line = (area: string, name: string, tried: string, held: string, mark: string) =>
    `| ${area.padEnd(areaWidth)} | ${name.padEnd(nameWidth)} | ${tried.padStart(6)} | ${held.padStart(6)} | ${mark.padEnd(4)} |`;
  const rule = `|${"-".repeat(areaWidth + 2)}|${"-".repeat(nameWidth + 2)}|--------|--------|------|`;
  return [
    "",
    "Resilience: cases tried and held",
    line("area", "case", "tried", "held", ""),
    rule,
    ...rows.map((r) =>
      line(r.area, r.name, String(r.tried), String(r.held), r.held === r.tried ? "ok" : "FAIL"),
    ),
    rule,
    line(
      "all",
      `${rows.length} kinds of case`,
      String(totalTried),
      String(totalHeld),
      totalHeld === totalTried ? "ok" : "FAIL",
    ),
    "",
  ].join("\n");
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "studio-resilience-"));
  project.provide("resilienceDir", dir);
  return () => {
    const records: CaseRecord[] = [];
    for (const file of readdirSync(dir)) {
      for (const line of readFileSync(path.join(dir, file), "utf8").split("\n")) {
        if (line.trim()) records.push(JSON.parse(line) as CaseRecord);
      }
    }
    rmSync(dir, { recursive: true, force: true });
    if (records.length > 0) console.log(summaryTable(records));
  };
}
