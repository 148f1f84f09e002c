import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberPath } from '../lib/return-path';
import { useSession } from '../lib/session';

/** The logged-in area needs a token: without one the path is remembered and the user goes to '/'. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) {
    rememberPath(`${location.pathname}${location.search}`);
    return <Navigate to="/" replace />;
  }
  return children;
}
