/**
 * The `p`th percentile (nearest rank) of `sorted`, numbers in ascending order: what the
 * benchmark tools print (median = 50, p95 = 95).
 */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
