import { parisToday } from '@sesame/domain/dates/paris-today';
import { createContext, type ReactNode, useContext, useState } from 'react';

/** The one source of the current time in the web app; tests provide a pinned one. */
const ClockContext = createContext<() => Date>(() => new Date());

export function ClockProvider({ clock, children }: { clock: () => Date; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): () => Date {
  return useContext(ClockContext);
}

/** Today in Paris (booking-funnel.md §9, offer start date), read once when the page mounts. */
export function useParisToday(): string {
  const clock = useClock();
  const [today] = useState(() => parisToday(clock()));
  return today;
}
