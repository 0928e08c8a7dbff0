// npm run drill (docs/performance.md, "Drills"): kill, database outage and bad input, against the
// production build (demo/dist/main.js: the product with the demo restaurant) on 127.0.0.1. Prints what
// each drill did and a PASS/FAIL summary; exits 1 on any FAIL. Every process, temporary directory and
// database it makes is removed, also on failure or Ctrl-C.
//
//   npm run drill                  all three
//   npm run drill -- kill fuzz     only these (kill, outage, fuzz, rolling)
//
// Options (environment): DRILL_KILLS (20), DRILL_KILL_DINERS (3), DRILL_KILL_THINK_MS (400),
// DRILL_DRAIN_TIMEOUT_S (900), DRILL_OUTAGE_S (10), DRILL_OUTAGE_DINERS (4), DRILL_FUZZ_RUNS (40 per
// endpoint), DRILL_FUZZ_SEED, BENCH_SERVER_ENTRY, BENCH_PG_ADMIN_URL (see scripts/bench/run.mjs).
import { cleanupAll, loadAverage, machine } from '../bench/harness.mjs';
import { fuzzDrill } from './fuzz.mjs';
import { killDrill } from './kill.mjs';
import { outageDrill } from './outage.mjs';
import { rollingDrill } from './rolling.mjs';

const DRILLS = { kill: killDrill, outage: outageDrill, fuzz: fuzzDrill, rolling: rollingDrill };

async function main() {
  const wanted = process.argv.slice(2).filter((a) => a in DRILLS);
  const names = wanted.length > 0 ? wanted : Object.keys(DRILLS);
  const m = machine();
  console.log(
    `drill: ${names.join(', ')} on ${m.cpus} x ${m.cpuModel}, Node ${m.node}; load average ${loadAverage().join(' ')}`,
  );
  const results = [];
  for (const name of names) {
    const started = Date.now();
    console.log(`\n== ${name} ==`);
    const log = (msg) =>
      console.log(`[${name} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}`);
    try {
      const result = await DRILLS[name](log);
      results.push({ ...result, seconds: Math.round((Date.now() - started) / 1000) });
    } catch (err) {
      results.push({
        name,
        pass: false,
        problems: [`drill crashed: ${err.stack ?? err}`],
        details: {},
        seconds: Math.round((Date.now() - started) / 1000),
      });
    } finally {
      await cleanupAll();
    }
    const r = results[results.length - 1];
    for (const [k, v] of Object.entries(r.details))
      log(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`);
    for (const p of r.problems) log(`PROBLEM: ${p}`);
  }
  console.log('\nSummary');
  for (const r of results)
    console.log(
      `  ${r.pass ? 'PASS' : 'FAIL'}  ${r.name.padEnd(7)} (${r.seconds} s)${r.pass ? '' : `: ${r.problems.length} problem(s)`}`,
    );
  console.log(`load average ${loadAverage().join(' ')}`);
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}

void main();
