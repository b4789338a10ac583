// Stands in for Fastify's JSON schema compilers in the server bundle (esbuild-stand-ins.mjs):
// @fastify/ajv-compiler (ajv, ajv-formats) and @fastify/fast-json-stringify-compiler. Fastify loads
// them only when no compiler is given, and packages/api/src/app.ts gives its own two, which refuse
// any route with a JSON schema: requests are checked by the domain's zod schemas, answers written by
// JSON.stringify.
module.exports = function noSchemaCompiler() {
  throw new Error("Fastify's JSON schema compilers are not part of the server bundle");
};
