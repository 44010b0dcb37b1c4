import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CITY_ROUTE } from './city-choices.ts';
import { useSelectedCity } from './selected-city.ts';
import classes from './geo.module.css';

const loadDialog = () => import('./city-dialog.tsx');
const CityDialog = lazy(loadDialog);

/** A small chevron: the control opens a list. */
function ChevronIcon() {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/** A map pin: the city the site shows. */
function PinIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-6.5-6.1-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.8" r="2.4" />
    </svg>
  );
}

/**
 * The header's city: the chosen city's name (or "all cities"). Without JavaScript it is a link to the /city page;
 * with it, it opens the chooser in a dialog (its code and the list load on first use). Choosing reloads the page's
 * data in place, and the dialog closes when that navigation lands.
 */
export function CitySwitch({ className }: { className?: string | undefined }) {
  const { t } = useTranslation();
  const city = useSelectedCity();
  const location = useLocation();
  const hydrated = useHydrated();
  // Open for one location only: any navigation (a choice landing, the back button) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const onCityPage = location.pathname === CITY_ROUTE;
  // Back to where the visitor is; from the /city page itself, to where that page would return.
  const here = onCityPage
    ? (new URLSearchParams(location.search).get('redirectTo') ?? '/')
    : `${location.pathname}${location.search}`;
  const name = city?.name ?? t('geo.city.all');
  const dialog = hydrated && !onCityPage;

  return (
    <>
      <Link
        to={`${CITY_ROUTE}?redirectTo=${encodeURIComponent(here)}`}
        className={className}
        aria-label={t('geo.city.control', { name })}
        aria-haspopup={dialog ? 'dialog' : undefined}
        // Fetch the dialog's code as soon as the visitor reaches for it.
        onPointerEnter={dialog ? () => void loadDialog() : undefined}
        onFocus={dialog ? () => void loadDialog() : undefined}
        onClick={(event) => {
          if (!dialog) return;
          event.preventDefault();
          setUsed(true);
          setOpenAt(location.key);
        }}
      >
        <PinIcon />
        <span className={classes.cityName}>{name}</span>
        <ChevronIcon />
      </Link>
      {dialog && used && (
        <Suspense fallback={<span className={classes.opening} role="status" aria-label={t('geo.city.loading')} />}>
          <CityDialog
            opened={openAt === location.key}
            onClose={() => setOpenAt(null)}
            selectedId={city?.id ?? null}
            redirectTo={here}
          />
        </Suspense>
      )}
    </>
  );
}

/** On phones the header bar has no room for the city: it gets a slim row of its own under the bar. */
export function CityBar() {
  return (
    <div className={classes.cityBar}>
      <CitySwitch className={classes.cityBarLink} />
    </div>
  );
}
