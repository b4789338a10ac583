// The release artefact as a studio owner gets it: built by `pnpm release`, unpacked into an empty
// folder outside the repository and run by its own start.sh on the Node.js inside it, with a PATH
// that has no node at all (no pnpm, no source, no node_modules). One file owns the build, which
// takes a minute, and runs every group of checks against it; the last group builds the previous
// release too (another minute) and follows the docs' upgrade and rollback between the two.
import { describe } from "vitest";
import { itsCommands, whatItHolds, whereItRuns } from "./artefact-checks.js";
import { itsCalendarReader } from "./calendar-checks.js";
import { refusalsToStart } from "./refusal-checks.js";
import { Release } from "./release-build.js";
import { itsCompiledCode, itsPicturesAndLog, ownerCommands, servingTheSite } from "./running-checks.js";
import { upgradeFromThePrevious } from "./upgrade-checks.js";

const release = new Release().register();

describe("the artefact", () => {
  whereItRuns(release);
  whatItHolds(release);
  itsCommands(release);
});

describe("running it", () => {
  servingTheSite(release);
  itsPicturesAndLog(release);
  ownerCommands(release);
  itsCalendarReader(release);
  itsCompiledCode(release);
});

describe("refusing to start", () => {
  refusalsToStart(release);
});

describe("upgrading to it from the previous release, and back", () => {
  upgradeFromThePrevious(release);
});
