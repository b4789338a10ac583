// `node --import tsx src/cli/main.ts <command> [args]`: what the root scripts run.
import { COMMANDS, isCommand, runCommand } from "./commands.js";

const [command, ...args] = process.argv.slice(2);
if (!isCommand(command)) {
  console.error(`Usage: main.ts <${COMMANDS.join(" | ")}> [arguments]`);
  process.exit(2);
}
process.exitCode = await runCommand(command, args);
