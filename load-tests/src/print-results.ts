/** `node dist/print-results.js results/<file>.json`: prints the tables and acceptance ratios of a recorded run again. */
import { readFileSync } from 'node:fs';
import { printReport } from './bench/report.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: node dist/print-results.js results/<timestamp>.json');
  process.exit(2);
}
const run = JSON.parse(readFileSync(file, 'utf8'));
console.log(
  `${run.command} — ${run.startedAt} — ${run.machine.cpus} × ${run.machine.cpuModel}, ${run.machine.node}`,
);
printReport({
  options: run.options,
  phases: run.phases,
  connects: run.connects,
  bareIdle: run.bareUpdateIdle,
});
