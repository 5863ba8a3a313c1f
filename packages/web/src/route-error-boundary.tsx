import { useLocation, useNavigate } from 'react-router-dom';
import { RetryScreen } from './retry-screen.js';

/**
 * Every route's error boundary (the data router's `ErrorBoundary`): a screen whose loader or render fails
 * shows the retry screen in its own place, inside the layouts around it. The retry opens the same address
 * again: the router runs the route's loaders anew and its boundaries start over.
 */
export function RouteErrorBoundary() {
  const location = useLocation();
  const navigate = useNavigate();
  return <RetryScreen onRetry={() => void navigate(location, { replace: true, state: location.state })} />;
}
