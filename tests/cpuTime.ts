// "Quickly" measured so that a busy machine does not change the answer: the CPU time this process
// spends (not the wall clock, which other processes stretch), against a yardstick of plain work
// measured on the same machine in the same way.

/** Microseconds of CPU this process spends while `work` runs (the server under test runs in it too). */
export async function cpuTime(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return used.user + used.system;
}
