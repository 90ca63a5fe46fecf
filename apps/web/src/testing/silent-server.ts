import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';

/**
 * For tests that look at a page before any answer (where it lands, what it says): each test starts
 * a new booking, and the server never answers what the page asks.
 */
export function withNewBookingAndSilentServer() {
  beforeEach(() => {
    useBookingStore.getState().startNewBooking();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
