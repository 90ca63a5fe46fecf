import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import { loadCatalogueRows } from './catalog-repo.ts';
import { type Catalogue, indexCatalogue } from './catalogue.ts';

const cache = new WeakMap<Database, Map<PlatformCode, Promise<Catalogue>>>();

/**
 * The static catalogue of a platform (days, sessions, offers, prices, stock rows), loaded once per
 * database handle: it only changes when the seed runs, before the app starts.
 */
export function catalogueOf(db: Database, platform: PlatformCode): Promise<Catalogue> {
  let perPlatform = cache.get(db);
  if (!perPlatform) {
    perPlatform = new Map();
    cache.set(db, perPlatform);
  }
  const cached = perPlatform.get(platform);
  if (cached) return cached;
  const loading = loadCatalogueRows(db, platform).then(indexCatalogue);
  perPlatform.set(platform, loading);
  loading.catch(() => perPlatform.delete(platform));
  return loading;
}
