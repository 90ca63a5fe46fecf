import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server that global-setup.ts started for this run. */
    baseUrl: string;
  }
}
