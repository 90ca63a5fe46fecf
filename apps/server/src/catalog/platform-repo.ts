import type { PlatformCode, PlatformConfig } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import { platforms } from '../db/schema/catalog.ts';

/** The configuration of every platform, read once when the app starts (decision 3). */
export async function loadPlatforms(db: Database): Promise<Map<PlatformCode, PlatformConfig>> {
  const rows = await db.select({ config: platforms.config }).from(platforms);
  return new Map(
    rows.map(({ config }) => {
      const platform = config as PlatformConfig;
      return [platform.code, platform];
    }),
  );
}
