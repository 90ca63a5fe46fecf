import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import type { StockRow } from './catalog-repo.ts';
import { loadAvailability } from './catalog-repo.ts';

/**
 * Availability shown to visitors may be a moment old (DESIGN.md, stock holds); the check when
 * places are held never reads this cache.
 */
const MAX_AGE_MS = 1_000;

/** Places left per stock row at one moment; a new snapshot replaces it after a change. */
export interface Availability {
  placesLeft(row: StockRow): number;
}

interface Entry {
  version: number;
  loadedAt: number;
  snapshot: Promise<Availability>;
}

let version = 0;
const cache = new WeakMap<Database, Map<PlatformCode, Entry>>();

/** Drops every cached snapshot of this process; the orders capability calls it after holds and sales. */
export function invalidateAvailability(): void {
  version++;
}

export function availabilityOf(db: Database, platform: PlatformCode): Promise<Availability> {
  let perPlatform = cache.get(db);
  if (!perPlatform) {
    perPlatform = new Map();
    cache.set(db, perPlatform);
  }
  const now = performance.now();
  const entry = perPlatform.get(platform);
  if (entry && entry.version === version && now - entry.loadedAt < MAX_AGE_MS)
    return entry.snapshot;

  const snapshot = loadAvailability(db, platform).then(
    (left): Availability => ({ placesLeft: (row) => left.get(row.id) ?? row.capacity }),
  );
  const fresh = { version, loadedAt: now, snapshot };
  perPlatform.set(platform, fresh);
  snapshot.catch(() => {
    if (perPlatform.get(platform) === fresh) perPlatform.delete(platform);
  });
  return snapshot;
}
