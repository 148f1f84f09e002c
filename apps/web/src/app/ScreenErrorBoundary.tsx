import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './RouteError';

interface Props {
  children: ReactNode;
  inShell?: boolean;
}

interface BoundaryProps extends Props {
  pathname: string;
}

interface BoundaryState {
  error: unknown;
  /** The address the error happened at: moving to another one gives the screens a fresh try. */
  pathname: string;
}

/** React catches a render error only in a class component with these two methods. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error !== null ? (
      <RouteError error={this.state.error} inShell={this.props.inShell} />
    ) : (
      this.props.children
    );
  }
}

/**
 * A screen that fails to load or draw shows RouteError in its place (under the header inside the
 * signed-in area), as the router's errorElement did; another address clears it.
 */
export function ScreenErrorBoundary({ children, inShell }: Props) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} inShell={inShell}>
      {children}
    </Boundary>
  );
}
