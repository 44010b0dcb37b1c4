import { data } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';

/** Every path no other route claims. Throwing makes the HTTP status 404; root's ErrorBoundary shows the screen. */
export function loader() {
  throw data(null, { status: 404 });
}

// Never reached (the loader always throws), but a route needs a component to be a page rather than a resource.
export default function NotFound() {
  return <ErrorScreen kind="not_found" />;
}
