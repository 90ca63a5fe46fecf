import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import { loadRestaurantCatalogue, type RestaurantCatalogue } from './restaurants-repo.ts';

const cache = new WeakMap<Database, Map<PlatformCode, Promise<RestaurantCatalogue>>>();

/**
 * The restaurants, menus, tags and rules of a platform, loaded once per database handle: they
 * only change when the seed runs, before the app starts. Sittings and covers are never cached.
 */
export function restaurantCatalogueOf(
  db: Database,
  platform: PlatformCode,
): Promise<RestaurantCatalogue> {
  let perPlatform = cache.get(db);
  if (!perPlatform) {
    perPlatform = new Map();
    cache.set(db, perPlatform);
  }
  const cached = perPlatform.get(platform);
  if (cached) return cached;
  const loading = loadRestaurantCatalogue(db, platform);
  perPlatform.set(platform, loading);
  loading.catch(() => perPlatform.delete(platform));
  return loading;
}
