// `node server.mjs studio-import <studio.json> [--pictures <folder>]`: a new install takes its
// studio settings from a file in the profile's shape (the Studio tab's download), and the uploaded
// pictures it names (`/pictures/<file>`) from the old install's DATA_DIR/pictures, copied to this
// one's (by default the `pictures` folder beside the file). A named picture that is missing refuses
// the whole import, naming them; so does an install that already holds its settings: they are
// changed in the dashboard, never by a file over them.
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import {
  loadProfile,
  StartupError,
  type StudioProfile,
  uploadedPictureName,
  uploadedPictureUrls,
} from "@studio/api/config";
import { openStudioSettings } from "@studio/api/services";
import { migrate, openStore, readSections } from "@studio/api/store";
import { dataDirFrom } from "../data-dir.js";

const USAGE =
  "Imports the studio's settings (the Studio tab's download, or a profile like data/studio.json)\n" +
  "into a new install's DATA_DIR, with the uploaded pictures they name, copied from the old\n" +
  "install's DATA_DIR/pictures (by default the folder `pictures` beside the file):\n\n" +
  "  studio-import <studio.json> [--pictures <folder>]";

function argumentsOf(args: string[]): { file: string; pictures: string } {
  const [file, ...rest] = args;
  const folder = rest[0] === "--pictures" && rest.length === 2 ? rest[1] : undefined;
  if (!file || file.startsWith("-") || (rest.length > 0 && !folder))
    throw new StartupError("usage: studio-import <studio.json> [--pictures <folder>]");
  return { file, pictures: path.resolve(folder ?? path.join(path.dirname(path.resolve(file)), "pictures")) };
}

/** The uploaded pictures' file names the settings use; refuses, naming them, when any is not in `folder`. */
function picturesToCopy(profile: StudioProfile, folder: string): string[] {
  const names = uploadedPictureUrls(profile).map((src) => uploadedPictureName(src) as string);
  const missing = names.filter((name) => !existsSync(path.join(folder, name)));
  if (missing.length > 0)
    throw new StartupError(
      `The settings name ${missing.length} uploaded picture(s) not in ${folder}: ${missing.join(", ")}. ` +
        "Copy the old install's DATA_DIR/pictures folder there, or name it with --pictures <folder>; nothing was imported.",
    );
  return names;
}

export async function studioImportCommand(args: string[], dataDir = dataDirFrom()): Promise<number> {
  if (args[0] === "--help" || args[0] === "-h") {
    console.log(USAGE);
    return 0;
  }
  const { file, pictures } = argumentsOf(args);
  const profile = loadProfile(path.resolve(file));
  const names = picturesToCopy(profile, pictures);
  const store = openStore(dataDir);
  try {
    await migrate(store);
    if (Object.keys(readSections(store)).length > 0) {
      throw new StartupError(
        `${dataDir} already holds its studio settings (change them in the dashboard's Studio tab); nothing was imported.`,
      );
    }
    mkdirSync(path.join(dataDir, "pictures"), { recursive: true });
    for (const name of names) copyFileSync(path.join(pictures, name), path.join(dataDir, "pictures", name));
    openStudioSettings(store, profile, new Date());
    console.log(
      `Imported the studio settings of ${file} into ${dataDir}: ${profile.name}, ${profile.producers.length} producers, ${names.length} uploaded pictures.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}
