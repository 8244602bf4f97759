/**
 * The dashboards' duration histograms (decision 025): the roll-ups count times to resolve and to first
 * response in buckets growing by 10 % — bucket 1 is under a minute, bucket k + 1 is
 * [60 s × 1.1^(k−1), 60 s × 1.1^k), bucket 141 (about a year) and beyond. The same buckets as the
 * database's `dashboard_duration_bucket` (migration 0020).
 */
export const DURATION_BUCKETS = 141;
const BASE_SECONDS = 60;
const RATIO = 1.1;

/** The bounds of bucket `index` (1-based) in seconds; the last bucket's upper bound is its lower one. */
export function bucketBounds(index: number): [number, number] {
  if (index <= 1) return [0, BASE_SECONDS];
  const lower = BASE_SECONDS * RATIO ** (index - 2);
  return [lower, index >= DURATION_BUCKETS ? lower : lower * RATIO];
}

/** The bucket of a duration in seconds, as the database counts it. */
export function durationBucket(seconds: number): number {
  if (seconds < BASE_SECONDS) return 1;
  return Math.min(DURATION_BUCKETS, 2 + Math.floor(Math.log(seconds / BASE_SECONDS) / Math.log(RATIO)));
}

/**
 * The `rank`-th smallest duration (0-based) of a histogram, in seconds: the durations of a bucket
 * are taken as spread evenly over it, each at the middle of its share.
 */
function durationAt(counts: readonly number[], rank: number): number {
  let before = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i]!;
    if (n > 0 && rank < before + n) {
      const [lower, upper] = bucketBounds(i + 1);
      return lower + ((upper - lower) * (rank - before + 0.5)) / n;
    }
    before += n;
  }
  return bucketBounds(counts.length)[0];
}

/**
 * The median in hours of a histogram (counts per bucket, index 0 is bucket 1), as SQL's
 * percentile_cont(0.5): the middle duration, or the mean of the two middle ones; null when empty.
 * Each is read inside a bucket 10 % wide, so it is within 5 % of the exact median.
 */
export function histogramMedianHours(counts: readonly number[]): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const low = durationAt(counts, Math.floor((total - 1) / 2));
  const high = durationAt(counts, Math.ceil((total - 1) / 2));
  return (low + high) / 2 / 3600;
}
