/**
 * `npm run content:stale`: the editors' to-do list. Prints every source whose `checked` month
 * (or, until set, its `year`) is more than 18 months old, oldest first, with the claims that
 * rest on it. Always exits 0: stale sources are work to do, not a broken build.
 */
import { readClaimFiles } from '../src/content-build/read/claim-snapshot.ts';
import { coverage, coverageLine, staleReport, staleSources } from '../src/content-build/checks/staleness.ts';

const read = readClaimFiles(process.cwd());
if (read === undefined) console.log('A content file has a mistake: run npm run check:content first.');
else {
  const stale = staleSources(read.files, new Date());
  console.log(`${coverageLine(coverage(read.files, stale))}\n\n${staleReport(stale)}`);
}
