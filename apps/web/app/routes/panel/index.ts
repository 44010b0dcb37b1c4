import { redirect } from 'react-router';

/** /panel itself opens the dashboard (the layout's guard has already run). */
export function loader() {
  return redirect('/panel/dashboard');
}
