import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { Services } from '../http/services.ts';
import type { AuthenticatedCustomer } from '../identity/bearer.ts';

/** What every resolver receives: the platform of the request's host, its language, the services. */
export interface GraphqlContext extends Services {
  platform: PlatformConfig;
  language: Language;
  /** The customer of the request's access token; null for a guest (identity/bearer.ts). */
  customer: AuthenticatedCustomer | null;
  /**
   * The partner header of completion mode (`X-Completion-Order`, docs/spec-readings.md): the
   * completion order an accommodation search is for; null without the header.
   */
  completionOrderId: string | null;
}

declare module 'mercurius' {
  interface MercuriusContext extends GraphqlContext {}
}
