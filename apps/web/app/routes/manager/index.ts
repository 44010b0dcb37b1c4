import { redirect } from 'react-router';

/** /manager itself opens the dashboard (the layout's guard has already run). */
export function loader() {
  return redirect('/manager/dashboard');
}
