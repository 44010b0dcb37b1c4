import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Loader, TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Icon } from '../icons.tsx';
import { ALL_CITIES, CITY_ROUTE, type ChoiceState } from './city-choices.ts';
import classes from './geo.module.css';

/**
 * The search box of the city chooser. With JavaScript it filters as one types (the parent holds the text); without,
 * it is a GET form that asks /city for the filtered list.
 */
export function CitySearch({
  query,
  onQueryChange,
  redirectTo,
  autoFocus = false,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  redirectTo: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <form
      method="get"
      action={CITY_ROUTE}
      role="search"
      className={classes.search}
      onSubmit={(event) => {
        if (hydrated) event.preventDefault();
      }}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextInput
        className={classes.searchInput}
        type="search"
        name="q"
        label={t('geo.city.searchLabel')}
        placeholder={t('geo.city.searchPlaceholder')}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        leftSection={<Icon name="search" size={18} />}
        autoComplete="off"
        enterKeyHint="search"
        data-autofocus={autoFocus || undefined}
        maxLength={100}
      />
      {!hydrated && (
        <Button type="submit" variant="light">
          {t('geo.city.searchButton')}
        </Button>
      )}
    </form>
  );
}

function Heading({ level, id, children }: { level: 2 | 3; id: string; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={classes.stateName}>
      {children}
    </Tag>
  );
}

/**
 * The choices: "all cities" (the spec's default item, -1), then each state with its cities. One POST form whose
 * buttons each send their city: it works without JavaScript, and with it the page's data reload in place.
 */
export function CityList({
  states,
  query,
  selectedId,
  redirectTo,
  headingLevel,
  idPrefix,
}: {
  /** Already filtered by the search. */
  states: readonly ChoiceState[];
  query: string;
  /** The chosen city; null for all cities. */
  selectedId: number | null;
  redirectTo: string;
  headingLevel: 2 | 3;
  /** Keeps heading ids apart when the page and the header's dialog both show a list. */
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formAction === CITY_ROUTE ? navigation.formData : undefined;
  const pendingCity = pending?.get('city');
  const choice = (id: number, label: ReactNode, extraClass = '') => {
    const current = id === (selectedId ?? ALL_CITIES);
    return (
      <button
        type="submit"
        name="city"
        value={String(id)}
        className={`${classes.choice} ${extraClass}`}
        aria-current={current ? 'true' : undefined}
        disabled={pending !== undefined}
      >
        <span className={classes.choiceText}>{label}</span>
        {pendingCity === String(id) ? (
          <Loader size={16} aria-hidden />
        ) : (
          current && <span className={classes.selectedMark}>{t('geo.city.selected')}</span>
        )}
      </button>
    );
  };

  return (
    <Form method="post" action={CITY_ROUTE} className={classes.list} aria-busy={pending !== undefined}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <section aria-labelledby={`${idPrefix}-all`} className={classes.state}>
        <Heading level={headingLevel} id={`${idPrefix}-all`}>
          {t('geo.city.allStates')}
        </Heading>
        {choice(
          ALL_CITIES,
          <>
            <span className={classes.allName}>{t('geo.city.all')}</span>
            <span className={classes.allHint}>{t('geo.city.allHint')}</span>
          </>,
          classes.all,
        )}
      </section>
      {states.length === 0 ? (
        <p className={classes.empty} role="status">
          {t('messages.noSearchResults', { term: query.trim() })}
        </p>
      ) : (
        states.map((state) => (
          <section key={state.id} aria-labelledby={`${idPrefix}-state-${state.id}`} className={classes.state}>
            <Heading level={headingLevel} id={`${idPrefix}-state-${state.id}`}>
              {state.name}
              <span className={classes.count}>
                {t('geo.city.cityCount', { n: localizeDigits(state.cities.length, locale) })}
              </span>
            </Heading>
            <ul className={classes.cities}>
              {state.cities.map((city) => (
                <li key={city.id}>{choice(city.id, city.name)}</li>
              ))}
            </ul>
          </section>
        ))
      )}
    </Form>
  );
}
