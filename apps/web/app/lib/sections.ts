import type { IconName } from '../components/icons.tsx';

/** The product's public sections (spec sections 1 and 2), in the order the header and the home page show them. */
export interface Section {
  key: 'booth' | 'ads' | 'advertise' | 'expert' | 'work' | 'doctor' | 'lawyer';
  path: string;
  icon: IconName;
  /** The spec: entering the doctor pages forces a full browser navigation. */
  reloadDocument?: boolean;
}

export const SECTIONS: readonly Section[] = [
  { key: 'booth', path: '/booth', icon: 'booth' },
  { key: 'ads', path: '/ads', icon: 'ads' },
  { key: 'advertise', path: '/advertise', icon: 'advertise' },
  { key: 'expert', path: '/expert', icon: 'expert' },
  { key: 'work', path: '/work', icon: 'work' },
  { key: 'doctor', path: '/doctor', icon: 'doctor', reloadDocument: true },
  // The spec names the lawyer pages but shows no public path; /lawyer follows the other sections.
  { key: 'lawyer', path: '/lawyer', icon: 'lawyer' },
];
