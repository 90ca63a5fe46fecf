import type { PlatformCode, PlatformConfig } from '@sesame/domain/platform/platform';

/**
 * Decision 3: the platform of a request is chosen by its host name (without port), the default
 * one for any host not listed.
 */
export function platformByHost(
  platforms: ReadonlyMap<PlatformCode, PlatformConfig>,
  hosts: Record<string, PlatformCode>,
  defaultPlatform: PlatformCode,
): (hostHeader: string | undefined) => PlatformConfig {
  const byHost = new Map(Object.entries(hosts));
  return (hostHeader = '') => {
    const port = hostHeader.indexOf(':');
    const host = (port < 0 ? hostHeader : hostHeader.slice(0, port)).toLowerCase();
    const code = byHost.get(host) ?? defaultPlatform;
    const platform = platforms.get(code);
    if (!platform) throw new Error(`Platform ${code} is not in the database`);
    return platform;
  };
}
