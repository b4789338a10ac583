// The import rules `pnpm lint` checks with depcruise: the api's folders form layers that only import
// downwards (so no cycle between them), no file cycle inside the api, nothing outside packages/api
// reaches past the entry points its package.json exports, and the packages' arrows point one way.
const API = "^packages/api/src/";

/** The api's entry points: the files package.json's "exports" names, and nothing else. */
const ENTRY_POINTS = [
  "app.ts",
  "trpc/router.ts",
  "config/index.ts",
  "calendars/index.ts",
  "store/index.ts",
  "auth/index.ts",
  "mail/index.ts",
  "services/index.ts",
];

/** The api's folders, lowest first: a folder imports only from the ones before it (and itself). */
const LAYERS = [
  ["config", "calendars"],
  ["store"],
  ["errors\\.ts"],
  ["auth"],
  ["mail"],
  ["services"],
  ["rest", "trpc"],
  ["plugins"],
  ["app\\.ts"],
];

const folders = (names) => `${API}(${names.join("|")})(/|$)`;
const entryFile = `${API}(${ENTRY_POINTS.map((file) => file.replace(".", "\\.")).join("|")})$`;

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `api-layer-${layer.join("-").replace(/\\\./g, ".")}`,
  comment: `${layer.join(", ")} must not import from the api's higher layers (this keeps the folders free of cycles)`,
  severity: "error",
  from: { path: folders(layer) },
  to: { path: folders(LAYERS.slice(index + 1).flat()) },
}));

module.exports = {
  forbidden: [
    {
      name: "api-no-cycle",
      comment: "An import cycle inside packages/api",
      severity: "error",
      from: { path: API },
      to: { path: API, circular: true },
    },
    ...layerRules,
    {
      name: "api-entry-points-only",
      comment: "Outside packages/api, import @studio/api only through an entry point of its package.json",
      severity: "error",
      from: { pathNot: "^packages/api/" },
      to: { path: API, pathNot: entryFile },
    },
    {
      name: "api-unknown-entry",
      comment: "An @studio/api path that its package.json does not export",
      severity: "error",
      from: {},
      to: { path: "^@studio/", couldNotResolve: true },
    },
    {
      name: "web-api-types-only",
      comment: "The web app takes only types from the api (the router's), never its code",
      severity: "error",
      from: { path: "^packages/web/" },
      to: { path: "^packages/api/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "domain-stays-pure",
      comment: "packages/domain imports no other package of the workspace",
      severity: "error",
      from: { path: "^packages/domain/" },
      to: { path: "^(packages/(api|web)|apps)/" },
    },
    {
      name: "nothing-imports-the-process",
      comment: "apps/server is the top: no package imports from it",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|build|coverage|test-results|playwright-report)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
