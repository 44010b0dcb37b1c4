import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Form } from 'react-router';
import { Badge, Button, TextInput } from '../plain/plain.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { CityGroup } from '../../lib/listings/catalogue.ts';
import { Icon } from '../icons.tsx';
import { BottomSheet } from './bottom-sheet.tsx';
import { FilterFields } from './filter-fields.tsx';
import panel from './filter-panel.module.css';
import classes from './listings.module.css';

type Option = { value: string; label: string };

const noop = () => {};

/** The list's current filter as slugs ('' = not chosen) and its search text. */
export interface FilterValues {
  q: string;
  city: string;
  category: string;
  subCategory: string;
  subSubCategory: string;
}

/** The choices of each select: cities by state, and the children of what is chosen one level up. */
export interface FilterChoices {
  /** Packed (citiesByState); FilterFields unpacks them. */
  cities: CityGroup[];
  categories: Option[];
  subCategories: Option[];
  subSubCategories: Option[];
}

/** One of the vertical's own filters (ADR 0024, 0036) as drawn: a select, two numbers (toman) or a checkbox. */
export type OwnFilterView =
  | { kind: 'oneOf'; name: string; label: string; value: string; options: Option[] }
  | { kind: 'range'; name: string; label: string; min: string; max: string }
  | { kind: 'flag'; name: string; label: string; checked: boolean };

/** The list's sort select (ADR 0027): '' is newest, the default. */
export interface SortView {
  label: string;
  value: string;
  options: Option[];
}

/** The bottom sheet's state, kept by the list page (it stays open across a category choice, which reloads the list);
 * the panel is one on a phone once JavaScript runs. */
export interface FilterSheet {
  open: boolean;
  onOpen(): void;
  onClose(): void;
}

/**
 * The list's filter bar: a search box and the filter panel in one GET form (the address carries the filter, so it is
 * shareable and the back button works). On a wide screen the panel is always shown. On a phone a button with the
 * number of applied filters opens it as a bottom sheet; without JavaScript the button is a link to the panel
 * (`#listing-filters`, shown by CSS :target) and the form's buttons send it.
 */
export function FilterBar({
  action,
  values,
  choices,
  searchPlaceholder,
  own = [],
  sort,
  reloadDocument,
  appliedCount = 0,
  sheet: sheetState,
}: {
  action: string;
  /** Sending it is a full browser navigation (spec: the doctor pages). */
  reloadDocument?: boolean | undefined;
  values: FilterValues;
  choices: FilterChoices;
  searchPlaceholder: string;
  /** The vertical's own filters (a job's cooperation type, salary range, an ad's "with photo"...). */
  own?: readonly OwnFilterView[];
  /** The sorts the vertical offers. */
  sort?: SortView | undefined;
  /** How many filters narrow the list now (the phone button's count). */
  appliedCount?: number;
  /** Given, the panel is a bottom sheet on a phone once JavaScript runs. */
  sheet?: FilterSheet | undefined;
}) {
  const { t, i18n } = useTranslation();
  // Asked here, not by the list page: the switch to the sheet right after hydration draws only the filter bar again,
  // not the page's cards.
  const phone = useMediaQuery('(max-width: 47.99em)');
  const sheet = phone ? sheetState : undefined;
  const fields = <FilterFields values={values} choices={choices} own={own} sort={sort} sheet={sheet !== undefined} />;
  const label = (
    <>
      {t('listingExperience.filtersToggle')}
      {appliedCount > 0 && (
        <Badge component="span" circle size="sm" ms={6} variant="filled" color="dark">
          {appliedCount.toLocaleString(i18n.language === 'fa' ? 'fa-IR' : 'en-US')}
        </Badge>
      )}
    </>
  );
  return (
    <Form method="get" action={action} role="search" className={classes.filters} reloadDocument={reloadDocument}>
      <div className={classes.searchRow}>
        <TextInput
          type="search"
          name="q"
          aria-label={t('listings.filters.search')}
          placeholder={searchPlaceholder}
          defaultValue={values.q}
          leftSection={<Icon name="search" size={18} />}
          enterKeyHint="search"
          maxLength={100}
        />
        <Button type="submit">{t('listings.filters.submit')}</Button>
      </div>
      {sheet ? (
        <Button variant="default" className={panel.sheetToggle} onClick={sheet.onOpen} aria-haspopup="dialog">
          {label}
        </Button>
      ) : (
        <a href="#listing-filters" className={panel.panelLink}>
          {label}
        </a>
      )}
      {/* In the form and kept in the document, so the search box sends the sheet's choices too; the same element
          whether a panel or a sheet, so the fields stay where the server drew them (bottom-sheet.tsx). */}
      <BottomSheet
        id="listing-filters"
        sheet={sheet !== undefined}
        open={sheet?.open ?? false}
        onClose={sheet?.onClose ?? noop}
        title={t('listingExperience.filters.sheet')}
        closeLabel={t('listingExperience.filters.close')}
        panelClassName={panel.panel}
      >
        {fields}
        {sheet ? (
          <Button type="submit" fullWidth mt="md" onClick={sheet.onClose}>
            {t('listingExperience.filters.show')}
          </Button>
        ) : (
          <Button type="submit" className={panel.panelSubmit}>
            {t('listingExperience.filters.show')}
          </Button>
        )}
      </BottomSheet>
    </Form>
  );
}
