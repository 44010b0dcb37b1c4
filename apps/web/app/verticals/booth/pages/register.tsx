import { useState, type FormEvent } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import {
  CATEGORY_TYPE_OF_BOOTH,
  FIRST_SHIPPING_PRICE,
  PACKAGE_TYPE_OF_BOOTH,
  SELLS_ONLINE_BY_DEFAULT,
} from '@shahrbazar/domain/rules/booth';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import { formatNumber, localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/register';
import { AGENT } from '../../../components/manager/access.ts';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { Icon } from '../../../components/icons.tsx';
import { CategoryCascade, pickOf } from '../../../components/listings/category-cascade.tsx';
import { PackageChoice } from '../../../components/listings/package-choice.tsx';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import { useFocusFirstInvalid } from '../../../components/manager/use-focus-invalid.ts';
import forms from '../../../components/panel/forms.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { agentBoothWrite, listingWrite } from '../../../lib/listings/listing-write.server.ts';
import { textOf, type FormFailure } from '../../../lib/form-checks.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { loadInitialData } from '../../../lib/initial-data.server.ts';
import { citiesByState, cityOptions, formTree } from '../../../lib/listings/catalogue.ts';
import { typedValues } from '../../../lib/listings/listing-form.ts';
import { packageCards } from '../../../lib/listings/package-cards.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import classes from './booth-pages.module.css';

/** The agent panel's pages of booths (/agent/booth/...) or the user's own (/panel/...). */
export const boothPanelOf = (url: URL): 'agent' | 'general' =>
  url.pathname.startsWith('/agent/') ? 'agent' : 'general';

/** The fields the spec's registration sends, in its order; everything else is edited in the booth manager. */
const REGISTRATION_FIELDS = [
  'type',
  'city_id',
  'package_id',
  'general_sub_category_id',
  'name',
  'title',
  'userName',
  'nationalCode',
] as const;

/**
 * What the setup asks beyond the spec's eight (issue 35 #7): whether the booth sells online and its first shipping
 * method, so that a booth that sells can be bought from once approved. Without a title, no shipping method.
 */
function saleBodyOf(form: FormData) {
  const title = textOf(form, 'shippingTitle');
  const amount = (field: string) => toAsciiDigits(textOf(form, field)).replace(/[,٬\s]/g, '') || '0';
  return {
    activeSale: textOf(form, 'activeSale') || undefined,
    shipping: title ? { title, price: amount('shippingPrice'), priceConditionFree: amount('shippingFree') } : undefined,
  };
}

/**
 * Opening a booth (spec: /panel/myBooth/create): first its type (shop, jewelry, real estate, car showroom), which
 * picks the category tree and the packages (?type=, a plain link: no JavaScript needed); then the registration's
 * eight fields, and whether it sells online with its first shipping method (issue 35 #7: a shop and a jeweller
 * sell online by default). A free package sends it to review; a paid one waits for payment in «غرفه‌های من».
 */
export async function loader(args: Route.LoaderArgs) {
  const panel = boothPanelOf(args.url);
  if (panel === 'agent') await requirePolicies(args, 'agent', AGENT.boothsCreate);
  const locale = localeOfRequest(args.request);
  const asked = args.url.searchParams.get('type');
  const types = BoothType.options(locale).map((option) => ({
    value: option.value,
    label: option.label,
    href: `?type=${option.value}`,
  }));
  if (!BoothType.is(asked)) return { type: null, types };
  const api = serverApi(args.request, args.context);
  const [initial, offered, onboarded] = await Promise.all([
    loadInitialData(args.request, args.context),
    api.GET('/api/v1/packages', { params: { query: { type: PACKAGE_TYPE_OF_BOOTH[asked] } } }),
    // An agent opens the booth for one of the users they onboarded (ADR 0037).
    panel === 'agent' ? api.GET('/api/v1/agent/users', { params: { query: { perPage: 100 } } }) : undefined,
  ]).catch(panelFailure(args, panel));
  const tree = formTree(
    initial.generalCategory.filter((category) => category.type === CATEGORY_TYPE_OF_BOOTH[asked]),
    'subCategory',
  );
  return {
    type: asked,
    typeLabel: BoothType.label(asked, locale),
    types,
    tree,
    pick: pickOf(tree, 'subCategory', undefined),
    cities: citiesByState(initial.states, initial.cities, (city) => String(city.id)),
    cityId: initial.selectedCity > 0 ? String(initial.selectedCity) : '',
    packages: packageCards(offered.items, locale),
    packageId: offered.items.find((pkg) => isFreePackage(pkg))?.id ?? offered.items[0]?.id,
    noPackages: catalogues[locale].booths.register.noPackages,
    // The setup's suggestions for this type: a shop sells online with a shipping method by post from the start.
    sale: SELLS_ONLINE_BY_DEFAULT[asked]
      ? {
          activeSale: '1',
          shippingTitle: catalogues[locale].booths.register.shippingTitleDefault,
          shippingPrice: formatNumber(FIRST_SHIPPING_PRICE, locale),
        }
      : { activeSale: '0', shippingTitle: '', shippingPrice: '' },
    users: onboarded?.items.map((user) => ({
      value: String(user.id),
      label: user.name || localizeDigits(user.mobile ?? String(user.id), locale),
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const body = {
    ...Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, textOf(form, field)])),
    ...saleBodyOf(form),
  };
  const panel = boothPanelOf(args.url);
  try {
    if (panel === 'agent') {
      await serverApi(args.request, args.context).POST('/api/v1/agent/booth', {
        body: agentBoothWrite(
          { ...body, user_id: Number(toAsciiDigits(textOf(form, 'user_id'))) || null },
          localeOfRequest(args.request),
        ),
      });
    } else {
      await serverApi(args.request, args.context).POST('/api/v1/me/booth', {
        body: listingWrite('booth', body, localeOfRequest(args.request)),
      });
    }
  } catch (error) {
    return panelFormFailure(args, panel, error, { values: typedValues(form) });
  }
  return redirect(withNotice(panel === 'agent' ? '/agent/booth/index' : '/panel/myBooths', 'created'), 303);
}

/** Fields the form shows their own message under; the alert above the buttons says the rest. */
const SHOWN_FIELDS: string[] = [
  ...REGISTRATION_FIELDS,
  'user_id',
  'activeSale',
  'shipping.title',
  'shipping.price',
  'shipping.priceConditionFree',
];

export default function RegisterBooth({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const result: { failure?: FormFailure; values?: Record<string, string> } | undefined = actionData;
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...result?.failure?.fields, ...checked };
  const formRef = useFocusFirstInvalid(Object.keys(checked).length > 0 ? checked : result?.failure);
  const typed = result?.values;
  const data = loaderData;

  if (data.type === null) {
    return (
      <PanelPage title={t('booths.register.title')}>
        <PanelCard title={t('booths.register.chooseType')}>
          <p>{t('booths.register.typeIntro')}</p>
          <ul className={classes.typeGrid}>
            {data.types.map((type) => (
              <li key={type.value}>
                <Link to={type.href} className={classes.typeCard}>
                  <Icon name="booth" size={28} />
                  {type.label}
                </Link>
              </li>
            ))}
          </ul>
        </PanelCard>
      </PanelPage>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    if (!textOf(form, 'general_sub_category_id')) found.general_sub_category_id = t('booths.register.chooseCategory');
    if (!textOf(form, 'city_id')) found.city_id = t('booths.register.chooseCity');
    if (textOf(form, 'title').length < 3) found.title = t('listings.form.errors.titleShort');
    setChecked(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  };

  return (
    <PanelPage title={`${t('booths.register.title')}: ${data.typeLabel}`}>
      <Form method="post" noValidate onSubmit={onSubmit} ref={formRef}>
        <input type="hidden" name="type" value={data.type} />
        <PanelCard title={t('booths.register.booth')}>
          <div className={classes.fields}>
            <CategoryCascade
              tree={data.tree}
              level="subCategory"
              fieldName="general_sub_category_id"
              initial={data.pick}
              error={errors.general_sub_category_id}
            />
            <NativeSelect
              name="city_id"
              label={t('booths.fields.city')}
              data={[{ value: '', label: t('listings.form.chooseCity') }, ...cityOptions(data.cities)]}
              defaultValue={typed?.city_id ?? data.cityId}
              error={errors.city_id}
              required
            />
            <TextInput
              name="title"
              label={t('booths.fields.title')}
              defaultValue={typed?.title ?? ''}
              error={errors.title}
              required
              maxLength={120}
              autoComplete="organization"
            />
            <TextInput
              name="name"
              label={t('booths.fields.name')}
              description={t('booths.form.nameHint')}
              defaultValue={typed?.name ?? ''}
              error={errors.name}
              required
              maxLength={40}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </div>
        </PanelCard>
        <PanelCard title={t('booths.register.identity')}>
          <p>{t('booths.register.identityHint')}</p>
          <div className={classes.fields}>
            {data.users && (
              <NativeSelect
                name="user_id"
                label={t('boothMore.agent.user')}
                data={[{ value: '', label: t('boothMore.agent.chooseUser') }, ...data.users]}
                defaultValue={typed?.user_id ?? ''}
                error={errors.user_id}
                required
              />
            )}
            <TextInput
              name="userName"
              label={t('booths.fields.userName')}
              defaultValue={typed?.userName ?? ''}
              error={errors.userName}
              required
              autoComplete="name"
            />
            <TextInput
              name="nationalCode"
              label={t('booths.fields.nationalCode')}
              defaultValue={typed?.nationalCode ?? ''}
              error={errors.nationalCode}
              required
              inputMode="numeric"
              maxLength={10}
              dir="ltr"
              autoComplete="off"
            />
          </div>
        </PanelCard>
        <PanelCard title={t('booths.register.sale')}>
          <p>{t('booths.register.saleHint')}</p>
          <div className={classes.fields}>
            <NativeSelect
              name="activeSale"
              label={t('booths.register.activeSale')}
              data={[
                { value: '1', label: t('booths.register.saleOn') },
                { value: '0', label: t('booths.register.saleOff') },
              ]}
              defaultValue={typed?.activeSale ?? data.sale.activeSale}
              error={errors.activeSale}
            />
            <TextInput
              name="shippingTitle"
              label={t('booths.register.shippingTitle')}
              description={t('booths.register.shippingHint')}
              defaultValue={typed?.shippingTitle ?? data.sale.shippingTitle}
              error={errors['shipping.title']}
              maxLength={80}
              autoComplete="off"
            />
            <TextInput
              name="shippingPrice"
              label={t('booths.register.shippingPrice')}
              defaultValue={typed?.shippingPrice ?? data.sale.shippingPrice}
              error={errors['shipping.price']}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
            />
            <TextInput
              name="shippingFree"
              label={t('booths.register.shippingFree')}
              defaultValue={typed?.shippingFree ?? ''}
              error={errors['shipping.priceConditionFree']}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
            />
          </div>
        </PanelCard>
        <PanelCard title={t('booths.fields.package')}>
          {data.packages.length === 0 ? (
            <Alert color="orange" variant="light">
              {data.noPackages}
            </Alert>
          ) : (
            <PackageChoice
              packages={data.packages}
              selected={typed?.package_id ? Number(typed.package_id) : data.packageId}
              error={errors.package_id}
            />
          )}
        </PanelCard>
        <FormAlert failure={result?.failure} shownFields={SHOWN_FIELDS} />
        <div className={forms.actions}>
          <Button component={Link} to="?" variant="default" size="md">
            {t('booths.register.otherType')}
          </Button>
          <Button type="submit" size="md" loading={navigation.state === 'submitting'}>
            {t('booths.register.submit')}
          </Button>
        </div>
      </Form>
    </PanelPage>
  );
}
