import { redirect } from 'react-router';

/** /agent itself opens the dashboard (the layout's guard has already run). */
export function loader() {
  return redirect('/agent/dashboard');
}
