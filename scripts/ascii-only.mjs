// Rewrites built JavaScript as ASCII: each character past U+007F becomes a `\uXXXX` escape.
// Node hands a module's source to V8 as UTF-16 (two bytes a character) as soon as the file holds
// one character that is not ASCII: the server's 6.5 MB bundle, with a dash in three comments,
// took 13 MB of memory for as long as the server ran. Bundlers escape strings, but not comments
// or regular expressions; an escape means the same character in a string, a template's value, a
// regular expression and an identifier, and nothing in a comment. A character escaped by a
// backslash (`\é`, the same as `é`) loses that backslash. Columns after an escape on the same
// line move in the source map.
// Usage: node scripts/ascii-only.mjs <file or folder>... (folders: every .js/.mjs/.cjs file in them).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const NOT_ASCII = /(\\*)([\u0080-\uffff])/g;
const unicodeEscape = (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** The source with every character past U+007F (each UTF-16 unit of one) written as an escape. */
export function asciiSource(source) {
  return source.replace(NOT_ASCII, (_match, slashes, char) => {
    // An odd run of backslashes escapes the character itself: drop that one.
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return kept + unicodeEscape(char);
  });
}

/** Rewrites each .js/.mjs/.cjs file under `paths` that is not ASCII; returns how many changed. */
export function asciiOnly(paths) {
  let changed = 0;
  for (const target of paths) {
    const files = statSync(target).isDirectory()
      ? readdirSync(target, { recursive: true })
          .map(String)
          .filter((name) => /\.[mc]?js$/.test(name))
          .map((name) => join(target, name))
      : [target];
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      const ascii = asciiSource(source);
      if (ascii !== source) {
        writeFileSync(file, ascii);
        changed += 1;
      }
    }
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = asciiOnly(process.argv.slice(2));
  console.log(`ascii-only: ${changed} file${changed === 1 ? "" : "s"} rewritten`);
}
