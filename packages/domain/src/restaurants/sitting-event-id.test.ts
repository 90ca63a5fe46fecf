import { describe, expect, it } from 'vitest';
import { sittingEventId, sittingOf } from './sitting-event-id.ts';

describe('sittingEventId and sittingOf (booking-funnel.md §3, a service eventId)', () => {
  it.each([
    [{ code: 'R-FR-BAN', date: '2027-06-12', time: '18:30' }, 'R-FR-BAN-2027-06-12-18:30'],
    [{ code: 'R-ES-VEN', date: '2027-12-26', time: '12:00' }, 'R-ES-VEN-2027-12-26-12:00'],
  ])('%j is %s, and back', (sitting, eventId) => {
    expect(sittingEventId(sitting)).toBe(eventId);
    expect(sittingOf(eventId)).toEqual(sitting);
  });

  it.each([
    ['no time', 'R-FR-BAN-2027-06-12'],
    ['no code', '2027-06-12-18:30'],
    ['an impossible time', 'R-FR-BAN-2027-06-12-25:00'],
    ['free text', 'dinner'],
  ])('names no sitting: %s', (_case, eventId) => {
    expect(sittingOf(eventId)).toBeNull();
  });
});
