import { Form } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { Icon } from '../icons.tsx';
import type { Option } from '../manager/types.ts';
import { PanelCard } from '../panel/panel-page.tsx';
import classes from '../manager/manager.module.css';

/** One select filter of a list: its field name, label, choices and current value ('' = any). */
export interface SelectFilter {
  name: string;
  label: string;
  options: Option[];
  value: string;
}

/**
 * The filters of a packages-area list: a GET form (the filters are query parameters: shareable, back button, no
 * JavaScript needed), an optional text search and the select filters; a new search starts again at page 1.
 */
export function ListFilters({
  search,
  selects,
}: {
  /** The search box; `name`: its parameter in the address when not textSearch. */
  search?: { value: string; placeholder: string; name?: string | undefined } | undefined;
  selects: SelectFilter[];
}) {
  const { t } = useTranslation();
  const any = { value: '-1', label: t('manager.list.any') };
  return (
    <PanelCard>
      <Form method="get" role="search" className={classes.filters}>
        {search && (
          <TextInput
            className={classes.filterSearch}
            type="search"
            name={search.name ?? 'textSearch'}
            label={t('manager.list.search')}
            placeholder={search.placeholder}
            defaultValue={search.value}
            leftSection={<Icon name="search" size={18} />}
          />
        )}
        {selects.map((select) => (
          <NativeSelect
            key={select.name}
            name={select.name}
            label={select.label}
            data={[any, ...select.options]}
            defaultValue={select.value || '-1'}
          />
        ))}
        <Button type="submit" variant="light">
          {t('manager.list.apply')}
        </Button>
      </Form>
    </PanelCard>
  );
}
