// A Vitest reporter that prints, after a run, the files that took longest: import, setup, hooks and
// tests together, so the time a suite spends is seen where it goes (`npm test` adds it to each run).
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = modules
      .map((module) => {
        const { prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
        return { file: module.relativeModuleId, ms: prepareDuration + collectDuration + setupDuration + duration };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (!files.length) return;
    console.log(`\nSlowest test files (import, setup, hooks and tests):`);
    for (const { file, ms } of files) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
  }
}
