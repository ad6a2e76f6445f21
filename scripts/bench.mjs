#!/usr/bin/env node
// `npm run bench`: benchmarks are the benchmark issue's work; until it lands this says so and exits cleanly.
console.log('No benchmarks yet: they arrive with the benchmark issue (bench/README.md will hold the figures).');
