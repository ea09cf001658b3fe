// The checks workflow's one required job: passes only when every job it needs passed. A skipped
// or cancelled job is not a pass (GitHub counts a skipped required job as green). NEEDS is the
// workflow's `toJSON(needs)`: { "<job>": { "result": "success" | "failure" | ... }, ... }.
const needs = JSON.parse(process.env.NEEDS ?? '{}');
const jobs = Object.entries(needs);
const notPassed = jobs.filter(([, job]) => job.result !== 'success');
for (const [id, job] of jobs)
  console.log(`${job.result === 'success' ? 'passed' : 'NOT PASSED'}: ${id} (${job.result})`);
if (jobs.length === 0) {
  console.error('gate: NEEDS names no job');
  process.exit(1);
}
process.exit(notPassed.length === 0 ? 0 : 1);
