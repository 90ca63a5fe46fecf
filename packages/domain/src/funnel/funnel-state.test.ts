import { describe, expect, it } from 'vitest';
import { makeBooking } from '../testing/fixtures.ts';
import { chooseGroup, DEFAULT_FUNNEL_STATE, setActiveStep, setTrack } from './funnel-state.ts';

describe('setTrack', () => {
  it.each([
    ['offer', 'offer'],
    ['date', 'date'],
    [null, null],
    ['duration', 'date'],
    [undefined, 'date'],
    ['', 'date'],
    [1, 'date'],
  ])('%j from track date gives %j', (value, expected) => {
    expect(setTrack({ ...DEFAULT_FUNNEL_STATE, track: 'date' }, value).track).toBe(expected);
  });
});

describe('setActiveStep', () => {
  it.each([
    ['offers', 'offers'],
    [null, 'duration'],
    [undefined, 'duration'],
  ] as const)('%j leaves %j', (step, expected) => {
    const funnel = { ...DEFAULT_FUNNEL_STATE, activeStep: 'duration' as const };
    expect(setActiveStep(funnel, step).activeStep).toBe(expected);
  });
});

describe('chooseGroup (readings.md §12)', () => {
  it('starts not chosen, although the default booking holds 2 adults', () => {
    expect(DEFAULT_FUNNEL_STATE.groupChosen).toBe(false);
    expect(makeBooking().group.adults).toBe(2);
  });

  it('sets the group and marks it chosen', () => {
    const booking = makeBooking();
    const group = { ...booking.group, adults: 3, hasPsh: false, disabledAdults: 1 };
    const chosen = chooseGroup(DEFAULT_FUNNEL_STATE, booking, group);
    expect(chosen.funnel).toEqual({ ...DEFAULT_FUNNEL_STATE, groupChosen: true });
    // The group goes through setGroup: without the disability flag nobody is disabled.
    expect(chosen.booking.group).toEqual({ ...group, disabledAdults: 0 });
  });
});
