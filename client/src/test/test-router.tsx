import { act } from '@testing-library/react';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';

/** A test's hold on its memory router: the address it is at, and a navigation to another (inside `act`). */
export interface TestRouter {
  readonly location: Location;
  navigate(to: string): Promise<void>;
}

/** `children` in a memory router at `path`, and the test's hold on it. */
export function inMemoryRouter(
  path: string,
  children: ReactNode,
): { element: ReactElement; router: TestRouter } {
  let location: Location | undefined;
  let navigate: NavigateFunction | undefined;
  function Address() {
    const here = useLocation();
    const go = useNavigate();
    useLayoutEffect(() => {
      location = here;
      navigate = go;
    });
    return null;
  }
  const router: TestRouter = {
    get location() {
      if (!location) throw new Error('the router has not rendered yet');
      return location;
    },
    async navigate(to) {
      if (!navigate) throw new Error('the router has not rendered yet');
      const go = navigate;
      await act(async () => {
        await go(to);
      });
    },
  };
  const element = (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Address />
    </MemoryRouter>
  );
  return { element, router };
}
