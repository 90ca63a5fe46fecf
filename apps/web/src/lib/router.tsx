import { routeOfPath } from '@sesame/domain/funnel/routes';
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

/**
 * The app's router (decision 34): the browser's history and the domain's route patterns are all
 * the routing a page needs, in a fraction of a routing library's weight. The names and shapes
 * follow React Router's, which every React developer knows.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here handed over (e.g. an e-mail address). */
  state: unknown;
  /** Changes with each navigation, even to the same address. */
  key: string;
}

/** How the current location was reached: a link or a redirect, or the back/forward buttons. */
export type NavigationType = 'PUSH' | 'REPLACE' | 'POP';

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface History {
  current(): { location: Location; type: NavigationType };
  go(to: To, options: NavigateOptions): void;
  back(delta: number): void;
  listen(listener: () => void): () => void;
}

function href(to: To, from: Location): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

let keys = 0;
const nextKey = () => (++keys).toString(36);

function browserHistory(): History {
  const listeners = new Set<() => void>();
  const read = (type: NavigationType) => {
    const { usr = null, key = 'default' } = (window.history.state ?? {}) as {
      usr?: unknown;
      key?: string;
    };
    const { pathname, search, hash } = window.location;
    return { location: { pathname, search, hash, state: usr, key }, type };
  };
  let snapshot = read('POP');
  const update = (type: NavigationType) => {
    snapshot = read(type);
    for (const listener of listeners) listener();
  };
  window.addEventListener('popstate', () => update('POP'));
  return {
    current: () => snapshot,
    go(to, { replace = false, state = null }) {
      const entry = { usr: state, key: nextKey() };
      const url = href(to, snapshot.location);
      if (replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
      update(replace ? 'REPLACE' : 'PUSH');
    },
    back: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function memoryHistory(initialEntries: string[]): History {
  const listeners = new Set<() => void>();
  const locationOf = (url: string, state: unknown): Location => {
    const { pathname, search, hash } = new URL(url, 'http://memory');
    return { pathname, search, hash, state, key: nextKey() };
  };
  const entries = initialEntries.map((url) => locationOf(url, null));
  let index = entries.length - 1;
  let snapshot = { location: entries[index] as Location, type: 'POP' as NavigationType };
  const update = (type: NavigationType) => {
    snapshot = { location: entries[index] as Location, type };
    for (const listener of listeners) listener();
  };
  return {
    current: () => snapshot,
    go(to, { replace = false, state = null }) {
      const location = locationOf(href(to, snapshot.location), state);
      if (replace) entries[index] = location;
      else entries.splice(++index, entries.length, location);
      update(replace ? 'REPLACE' : 'PUSH');
    },
    back(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      update('POP');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface RouterState {
  location: Location;
  type: NavigationType;
  history: History;
}

const RouterContext = createContext<RouterState | null>(null);

function Router({ history, children }: { history: History; children: ReactNode }) {
  const [{ location, type }, setCurrent] = useState(history.current);
  // In a transition, as React Router does: the page shown stays until the next one has loaded,
  // rather than giving way to a loading state (and running its effects again when it comes back).
  useLayoutEffect(() => {
    const unlisten = history.listen(() => startTransition(() => setCurrent(history.current())));
    setCurrent(history.current());
    return unlisten;
  }, [history]);
  const value = useMemo(() => ({ location, type, history }), [location, type, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(browserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router that keeps its history in memory: for tests. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside of a router');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().type;
}

/** Goes to an address, or back and forth in the history with a number (-1: back). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const { history } = useRouter();
  return useMemo(
    () =>
      (to, options = {}) => {
        if (typeof to === 'number') history.back(to);
        else history.go(to, options);
      },
    [history],
  );
}

/** The path parameters of the current route (`lang`, and e.g. `code` of `accommodations/:code`). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  const { pathname } = useLocation();
  return useMemo(() => {
    const matched = routeOfPath(pathname);
    const lang = pathname.split('/')[1] || undefined;
    return { lang, ...matched?.params };
  }, [pathname]);
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Navigates as soon as it renders. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : JSON.stringify(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `target` stands for `to`.
  useEffect(() => navigate(to, { replace, state }), [navigate, target, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: To };

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/** A link that navigates inside the app; a click with a modifier opens a tab as any link does. */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { location } = useRouter();
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={href(to, location)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** A link that says, with aria-current, when it leads to the page shown (`end`: only exactly). */
export function NavLink({ end = false, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = typeof link.to === 'string' ? link.to : (link.to.pathname ?? pathname);
  const current = end
    ? pathname === target
    : pathname === target || pathname.startsWith(`${target.replace(/\/$/, '')}/`);
  return <Link {...link} aria-current={current ? 'page' : undefined} />;
}
