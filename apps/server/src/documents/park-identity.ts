import type { PlatformCode } from '@sesame/domain/platform/platform';

/** Who sells on a platform: the brand on the tickets and the seller on the invoices. */
export interface ParkIdentity {
  brand: string;
  company: string;
  address: readonly string[];
  /** The seller's VAT identifier, printed on every invoice. */
  vatId: string;
  /** The line visitors call for help with a booking, in international form. */
  phone: string;
}

/**
 * catalogue.md §7.1: the demo parks. The company names, addresses and identifiers are as
 * fictional as the parks; a real operator replaces this table with its own.
 */
export const PARKS: Record<PlatformCode, ParkIdentity> = {
  fr: {
    brand: 'Les Terres de Légende',
    company: 'Les Terres de Légende SAS',
    address: ['1 route du Grand Bocage', '85590 La Roche-Bocage', 'France'],
    vatId: 'FR00 000000000',
    // In the range ARCEP keeps for fiction (01 99 00 xx xx): it rings no one.
    phone: '+33 1 99 00 85 85',
  },
  es: {
    brand: 'Tierras de Leyenda',
    company: 'Tierras de Leyenda S.L.',
    address: ['Camino del Tajo, 1', '45110 Villaseca del Tajo (Toledo)', 'España'],
    vatId: 'ESB00000000',
    // Fictional: a Toledo-area (925) landline made up for the demo.
    phone: '+34 925 000 000',
  },
};
