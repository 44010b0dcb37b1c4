import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button, TextInput } from '@mantine/core';
import { DEFAULT_MAP_POINT, type Location } from '@shahrbazar/domain/rules/location';
import { MAP_PICK_ZOOM, openStreetMapHref, parsePoint, pointText } from '@shahrbazar/domain/rules/map';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PointMap } from '../map/point-map.tsx';
import { ListingIcon } from './listing-icons.tsx';
import classes from './panel-listings.module.css';

/**
 * Where the listing is, optional, map first (issue 16): picked on the map (a click sets the point, the marker can be
 * dragged) or filled by «موقعیت من» (the phone's location, with permission), with a link to check the point on
 * OpenStreetMap. Latitude and longitude can still be typed, folded under «ورود دستی مختصات» (typed numbers move the
 * marker): the two inputs are what the form sends, and all there is without JavaScript (unfolded then); empty fields
 * mean no point on the listing's page.
 */
export function LocationFields({
  latitude,
  longitude,
  errors,
}: {
  latitude: string;
  longitude: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [lat, setLat] = useState(latitude);
  const [lon, setLon] = useState(longitude);
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const point = parsePoint(lat, lon);
  const pick = (picked: Location) => {
    const text = pointText(picked);
    setLat(text.latitude);
    setLon(text.longitude);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('failed');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        pick({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setState('idle');
      },
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const manualOpen = !hydrated || Boolean(errors.latitude || errors.longitude);
  return (
    <div className={classes.fields}>
      <p className={classes.hint}>{t('listings.form.locationHint')}</p>
      {hydrated && (
        <PointMap
          point={point}
          centre={DEFAULT_MAP_POINT}
          zoom={MAP_PICK_ZOOM}
          label={t('listings.map.pick')}
          onPick={pick}
        />
      )}
      <div className={classes.locationActions}>
        {hydrated && (
          <Button
            variant="light"
            leftSection={<ListingIcon name="locate" />}
            onClick={locate}
            loading={state === 'locating'}
          >
            {t('listings.form.myLocation')}
          </Button>
        )}
        {point && (
          <Anchor href={openStreetMapHref(point)} target="_blank" rel="noopener noreferrer" size="sm">
            {t('listings.form.checkOnMap')}
          </Anchor>
        )}
        {(lat || lon) && hydrated && (
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              setLat('');
              setLon('');
            }}
          >
            {t('listings.form.clearLocation')}
          </Button>
        )}
      </div>
      {state === 'failed' && (
        <p className={classes.fieldError} role="alert">
          {t('listings.form.locationFailed')}
        </p>
      )}
      {/* The numbers are for no JavaScript (open then) and for whoever cannot use the map: folded under it. */}
      <details className={classes.manual} open={manualOpen || undefined}>
        <summary>{t('listings.form.manualCoordinates')}</summary>
        <div className={classes.pair}>
          <TextInput
            name="latitude"
            label={t('listings.form.latitude')}
            value={lat}
            onChange={(event) => setLat(event.currentTarget.value)}
            error={errors.latitude}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
          />
          <TextInput
            name="longitude"
            label={t('listings.form.longitude')}
            value={lon}
            onChange={(event) => setLon(event.currentTarget.value)}
            error={errors.longitude}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
          />
        </div>
      </details>
    </div>
  );
}
