// `node server.mjs studio-import <studio.json>`: a new install takes its studio settings from a file
// in the profile's shape (the Studio tab's download). An install that already holds its settings
// refuses: they are changed in the dashboard, never by a file over them.
import path from "node:path";
import { loadProfile, StartupError } from "@studio/api/config";
import { openStudioSettings } from "@studio/api/services";
import { migrate, openStore, readSections } from "@studio/api/store";
import { dataDirFrom } from "../data-dir.js";

const USAGE =
  "Imports the studio's settings (the Studio tab's download, or a profile like data/studio.json)\n" +
  "into a new install's DATA_DIR:\n\n  studio-import <studio.json>";

export async function studioImportCommand(args: string[], dataDir = dataDirFrom()): Promise<number> {
  if (args[0] === "--help" || args[0] === "-h") {
    console.log(USAGE);
    return 0;
  }
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new StartupError("usage: studio-import <studio.json>");
  const profile = loadProfile(path.resolve(file));
  const store = openStore(dataDir);
  try {
    await migrate(store);
    if (Object.keys(readSections(store)).length > 0) {
      throw new StartupError(
        `${dataDir} already holds its studio settings (change them in the dashboard's Studio tab); nothing was imported.`,
      );
    }
    openStudioSettings(store, profile, new Date());
    console.log(
      `Imported the studio settings of ${file} into ${dataDir}: ${profile.name}, ${profile.producers.length} producers.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}
