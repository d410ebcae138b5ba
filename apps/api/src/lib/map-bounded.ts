/**
 * Maps items with an async function, at most `limit` at a time, answering in the items' order. For reads that fan out
 * per row (a sales agent's referrals, each with its loan): the pool serves several at once instead of one after
 * another, without taking every connection from the requests around it.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
