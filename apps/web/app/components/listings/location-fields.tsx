import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, TextInput } from '@mantine/core';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ListingIcon } from './listing-icons.tsx';
import classes from './panel-listings.module.css';

/** A coordinate as typed (Persian digits welcome), or undefined while it is not a number in range. */
function coordinate(text: string, limit: number): number | undefined {
  const value = Number(toAsciiDigits(text.trim()).replace('٫', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/**
 * Where the listing is, optional: latitude and longitude typed, or filled by «موقعیت من» (the phone's location, with
 * permission), with a link to check the point on OpenStreetMap. Empty fields mean no point on the listing's page.
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
  const point = { lat: coordinate(lat, 90), lon: coordinate(lon, 180) };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('failed');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLat(position.coords.latitude.toFixed(6));
        setLon(position.coords.longitude.toFixed(6));
        setState('idle');
      },
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className={classes.fields}>
      <p className={classes.hint}>{t('listings.form.locationHint')}</p>
      <div className={classes.pair}>
        <TextInput
          name="latitude"
          label={t('listings.form.latitude')}
          placeholder="39.01"
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
          placeholder="48.08"
          value={lon}
          onChange={(event) => setLon(event.currentTarget.value)}
          error={errors.longitude}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
        />
      </div>
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
        {point.lat !== undefined && point.lon !== undefined && (point.lat !== 0 || point.lon !== 0) && (
          <Anchor
            href={`https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lon}#map=16/${point.lat}/${point.lon}`}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
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
    </div>
  );
}
