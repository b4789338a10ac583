// The benchmark suite (issue 6) is not written yet; `pnpm bench` says so instead of pretending.
console.log("No benchmarks yet: see issue 6 (bench/ with autocannon, bundle sizes and Lighthouse).");
