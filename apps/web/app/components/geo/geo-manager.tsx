import { Form, useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { MANAGER, may, useManagerMe } from '../manager/access.ts';
import { Icon } from '../icons.tsx';
import { PanelCard } from '../panel/panel-page.tsx';
import type { Option } from '../manager/types.ts';
import classes from '../manager/manager.module.css';

/** Cities and states share one menu entry: these tabs switch between the two lists. */
export function GeoTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = [
    { to: '/manager/cities', label: t('geo.manager.cities.title') },
    { to: '/manager/states', label: t('geo.manager.states.title') },
  ];
  return (
    <nav aria-label={t('geo.manager.sections')} className={classes.tabs}>
      {tabs.map((tab) => (
        <Button
          key={tab.to}
          component={Link}
          to={tab.to}
          variant={pathname === tab.to ? 'filled' : 'default'}
          size="sm"
          aria-current={pathname === tab.to ? 'page' : undefined}
        >
          {tab.label}
        </Button>
      ))}
    </nav>
  );
}

/** The "add" button of a list, when the signed-in manager may create. */
export function CreateButton({ to, label, allowed }: { to: string; label: string; allowed: boolean }) {
  if (!allowed) return null;
  return (
    <Button component={Link} to={to} leftSection={<Icon name="plus" size={18} />}>
      {label}
    </Button>
  );
}

/** Whether the manager may change cities and states (the pages and the API check again). */
export function useGeoRights() {
  const me = useManagerMe();
  return {
    create: may(me, MANAGER.citiesCreate),
    edit: may(me, MANAGER.citiesEdit),
    remove: may(me, MANAGER.citiesDelete),
  };
}

/**
 * Search (and a select, e.g. the cities' state) of a list: a GET form, so the filters are query parameters
 * (shareable, the back button, no JavaScript needed); a new search starts again at page 1.
 */
export function ListFilters({
  textSearch,
  placeholder,
  select,
}: {
  textSearch: string;
  placeholder: string;
  /** The select's query parameter, label, «all» choice (sent as -1), choices and the chosen value ('' for all). */
  select?: { name: string; label: string; all: string; options: Option[]; value: string } | undefined;
}) {
  const { t } = useTranslation();
  return (
    <PanelCard>
      <Form method="get" role="search" className={classes.filters}>
        <TextInput
          className={classes.filterSearch}
          type="search"
          name="textSearch"
          label={t('manager.list.search')}
          placeholder={placeholder}
          defaultValue={textSearch}
          leftSection={<Icon name="search" size={18} />}
        />
        {select && (
          <NativeSelect
            name={select.name}
            label={select.label}
            data={[{ value: '-1', label: select.all }, ...select.options]}
            defaultValue={select.value || '-1'}
          />
        )}
        <Button type="submit" variant="light">
          {t('manager.list.apply')}
        </Button>
      </Form>
    </PanelCard>
  );
}
