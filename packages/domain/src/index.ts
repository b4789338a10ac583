/** The studio's booking rules: pure functions and schemas shared by the server and the browser. */
export * from "./money.js";
export * from "./schedule.js";
export * from "./format.js";
export * from "./when.js";
export * from "./slots.js";
export * from "./checks.js";
export * from "./availability.js";
export * from "./schemas.js";
export * from "./insights.js";
export * from "./audit.js";
export * from "./diary.js";
