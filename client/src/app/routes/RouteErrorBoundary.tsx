import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './RouteError';

interface BoundaryProps {
  /** The shown location's key: a navigation clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { caught: null, locationKey: props.locationKey };
  }

  override render() {
    return this.state.caught ? <RouteError /> : this.props.children;
  }
}

/**
 * A route level's error page (spec §8): a page that failed to load or to render shows it in its place, the levels
 * above it (the shell) stay. The next navigation renders anew. React reports the error to the console.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary locationKey={useLocation().key}>{children}</Boundary>;
}
