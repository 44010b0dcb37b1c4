import { Form } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { Icon } from '../icons.tsx';
import { PanelCard } from '../panel/panel-page.tsx';
import type { Option } from './types.ts';
import classes from './manager.module.css';

/** The current filters of a users list, as the address carries them ('' = any). */
export interface UserFilterValues {
  textSearch: string;
  type: string;
  status: string;
}

/**
 * Search and filters of a users list: a GET form, so the filters are query parameters (shareable, back button,
 * no JavaScript needed); a new search starts again at page 1. `types` / `statuses` absent: that filter is not shown.
 */
export function UserFilters({
  values,
  types,
  statuses,
}: {
  values: UserFilterValues;
  types?: Option[] | undefined;
  statuses?: Option[] | undefined;
}) {
  const { t } = useTranslation();
  const any = { value: '-1', label: t('manager.list.any') };
  return (
    <PanelCard>
      <Form method="get" role="search" className={classes.filters}>
        <TextInput
          className={classes.filterSearch}
          type="search"
          name="textSearch"
          label={t('manager.list.search')}
          placeholder={t('manager.users.searchPlaceholder')}
          defaultValue={values.textSearch}
          leftSection={<Icon name="search" size={18} />}
        />
        {types && (
          <NativeSelect
            name="type"
            label={t('manager.users.type')}
            data={[any, ...types]}
            defaultValue={values.type || '-1'}
          />
        )}
        {statuses && (
          <NativeSelect
            name="status"
            label={t('manager.users.status')}
            data={[any, ...statuses]}
            defaultValue={values.status || '-1'}
          />
        )}
        <Button type="submit" variant="light">
          {t('manager.list.apply')}
        </Button>
      </Form>
    </PanelCard>
  );
}
