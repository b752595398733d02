import type { RouteHandle } from './route-handle';
import { useRouteHandles } from './route-state';

export interface ShellRules {
  fullLogo: boolean;
  bare: boolean;
  footer: boolean;
  nominationHeader: boolean;
}

/** The layout rules of spec §2 for the current location, from the handles of every matched route. */
export function useShellRules(): ShellRules {
  const handles = useRouteHandles();
  const any = (flag: keyof RouteHandle) => handles.some((handle) => !!handle[flag]);
  const bare = any('bare');
  return {
    fullLogo: any('fullLogo'),
    bare,
    footer: !bare && !any('noFooter'),
    nominationHeader: !bare && any('nominationHeader'),
  };
}
