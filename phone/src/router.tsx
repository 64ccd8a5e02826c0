// The app's router: seven fixed paths and a catch-all need no routing library (react-router was 15 KB gzip of the
// first script). The same names as react-router's declarative mode, for the few parts the app uses: the browser's
// address (or a fixed one at build time), exact-path routes, the search parameters and in-app links.
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
}

interface Router {
  location: Location;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const RouterContext = createContext<Router>({ location: { pathname: '/', search: '' }, navigate: () => undefined });

function here(): Location {
  return { pathname: window.location.pathname, search: window.location.search };
}

/** The browser's address: in-app navigation by the History API, back and forward by `popstate`. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const moved = () => setLocation(here());
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    const url = new URL(to, window.location.href);
    const next = `${url.pathname}${url.search}${url.hash}`;
    if (options?.replace) window.history.replaceState(null, '', next);
    else window.history.pushState(null, '', next);
    setLocation(here());
  }, []);
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** A fixed address (the build-time render of the home screen). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const url = new URL(location, 'http://localhost');
  const router = useMemo(
    () => ({ location: { pathname: url.pathname, search: url.search }, navigate: () => undefined }),
    [url.pathname, url.search],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useContext(RouterContext).location;
}

type ParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

export function useSearchParams(): [URLSearchParams, (next: ParamsUpdate, options?: { replace?: boolean }) => void] {
  const { location, navigate } = useContext(RouterContext);
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: ParamsUpdate, options?: { replace?: boolean }) => {
      const updated = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = updated.toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, setParams];
}

/** One path (exact) or `*`; only meaningful inside <Routes>. */
export function Route(_props: { path: string; element: ReactNode }): ReactNode {
  return null;
}

/** The element of the first route whose path is the address's (or `*`). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children).filter(isValidElement) as ReactElement<{
    path: string;
    element: ReactNode;
  }>[];
  const match = routes.find(({ props }) => props.path === pathname || props.path === '*');
  return match?.props.element ?? null;
}

/** An in-app link: a plain click changes the route without a page load; other clicks are the browser's. */
export function Link({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { navigate } = useContext(RouterContext);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (props.target && props.target !== '_self')
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={to} onClick={click} />;
}
