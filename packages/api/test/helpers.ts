// The test harness: a real server on a real port over a real SQLite file in a temp DATA_DIR.
// One import for the suites; each part lives in the module named for what it does.
export * from "./booking-data.js";
export * from "./gated-syncer.js";
export * from "./http-calls.js";
export * from "./smtp-sink.js";
export * from "./start-app.js";
export * from "./test-store.js";
