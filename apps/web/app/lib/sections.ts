import type { IconName } from '../components/icons.tsx';

/** The product's public sections (spec sections 1 and 2), in the order the header and the home page show them. */
export interface Section {
  key: 'booth' | 'ads' | 'advertise' | 'expert' | 'work' | 'doctor' | 'lawyer';
  path: string;
  icon: IconName;
  /** The spec: entering the doctor pages forces a full browser navigation. */
  reloadDocument?: boolean;
  /** Its pages exist: a section whose issue has not landed yet is shown as coming soon, never a link to a 404. */
  open: boolean;
}

export const SECTIONS: readonly Section[] = [
  { key: 'booth', path: '/booth', icon: 'booth', open: true },
  { key: 'ads', path: '/ads', icon: 'ads', open: true },
  { key: 'advertise', path: '/advertise', icon: 'advertise', open: true },
  { key: 'expert', path: '/expert', icon: 'expert', open: true },
  { key: 'work', path: '/work', icon: 'work', open: true },
  { key: 'doctor', path: '/doctor', icon: 'doctor', reloadDocument: true, open: true },
  // The spec names the lawyer pages but shows no public path; /lawyer follows the other sections.
  { key: 'lawyer', path: '/lawyer', icon: 'lawyer', open: true },
];
