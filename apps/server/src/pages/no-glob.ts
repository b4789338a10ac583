// Stands in for glob in the server bundle (esbuild-stand-ins.mjs): @fastify/static requires it as
// it loads, but calls it only for `wildcard: false`, which page-cache.ts never sets. The real one
// (and its minipass, path-scurry and lru-cache) would be loaded at every start for nothing.
export function glob(): never {
  throw new Error("@fastify/static's wildcard: false is not part of the server bundle");
}
