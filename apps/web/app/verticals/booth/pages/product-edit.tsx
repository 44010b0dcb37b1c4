import { useState, type FormEvent } from 'react';
import { Form, redirect, useLocation, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Checkbox, NativeSelect, Radio, Textarea, TextInput } from '@mantine/core';
import { ProductBodySchema } from '@shahrbazar/domain/api/product.schema';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { CATEGORY_TYPE_OF_BOOTH } from '@shahrbazar/domain/rules/booth';
import { boothSaleProblems, type BoothSale } from '@shahrbazar/domain/rules/pricing';
import { GOLD_KARATS } from '@shahrbazar/domain/rules/jewelry-price';
import type { Route } from './+types/product-edit';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { CategoryCascade, pickOf } from '../../../components/listings/category-cascade.tsx';
import { ImagePicker } from '../../../components/listings/image-picker.tsx';
import { TagsInput } from '../../../components/listings/tags-input.tsx';
import { AGENT, MANAGER } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import { useFocusFirstInvalid } from '../../../components/manager/use-focus-invalid.ts';
import forms from '../../../components/panel/forms.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import type { ApiClient, ApiPath } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { textOf, type FormFailure } from '../../../lib/form-checks.ts';
import { loadInitialData } from '../../../lib/initial-data.server.ts';
import { formTree } from '../../../lib/listings/catalogue.ts';
import { tagsOf, typedValues } from '../../../lib/listings/listing-form.ts';
import { imageView, notFound } from '../../../lib/listings/view.server.ts';
import { panelFailure, panelFormFailure, type RequestArgs } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { kindBodyOf, KindFormFields } from '../products/kinds.tsx';
import { featureRows, numberText, rowsBody, variantRows } from '../products/product-form.ts';
import { SaleProblems } from '../products/sale-problems.tsx';
import classes from './booth-pages.module.css';

/** The doors a booth's products and shelves are reached through: its owner's, its agent's, the back office's. */
type BoothDoor = 'me' | 'agent' | 'manager';
/** A path the contract serves to GET (a door without it fails the type check here). */
type Served<P extends ApiPath<'get'>> = P;
/** The contract's paths of a booth's products and shelves through one door. */
interface BoothDoorPaths {
  product: Served<`/api/v1/${BoothDoor}/booth/{boothId}/products/{productId}`> & ApiPath<'put'>;
  products: `/api/v1/${BoothDoor}/booth/{boothId}/products` & ApiPath<'post'>;
  categories: Served<`/api/v1/${BoothDoor}/booth/{boothId}/categories`>;
}

/** The booth itself as each panel reads it: its owner's and its agent's door, or the back office's listing. */
function readBooth(api: ApiClient, panel: 'agent' | 'manager' | 'general', id: number) {
  const call = { params: { path: { id } } };
  // The back office's listing is declared for every vertical at once (its own fields pass through untyped), so its
  // booth fields are still named here by hand.
  if (panel === 'manager') {
    return api.GET('/api/v1/manager/listings/{id}', call).then(boothOfListing);
  }
  return panel === 'agent' ? api.GET('/api/v1/agent/booth/{id}', call) : api.GET('/api/v1/me/booth/{id}', call);
}

/**
 * The back office reads a booth as the listing of any vertical, whose own fields the contract passes through
 * undeclared (`[key: string]: unknown`): its type and sale switches are read here with their shapes checked.
 */
function boothOfListing(listing: { [key: string]: unknown }): BoothSale & { type: string } {
  const flag = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? value : null);
  return {
    type: typeof listing.type === 'string' ? listing.type : '',
    activeSale: flag(listing.activeSale),
    active: flag(listing.active),
    shippingMethods: typeof listing.shippingMethods === 'number' ? listing.shippingMethods : 0,
  };
}

function doorPaths(door: BoothDoor): BoothDoorPaths {
  return {
    product: `/api/v1/${door}/booth/{boothId}/products/{productId}`,
    products: `/api/v1/${door}/booth/{boothId}/products`,
    categories: `/api/v1/${door}/booth/{boothId}/categories`,
  };
}

/**
 * The booth, its type, the product and the door of the address: the owner's /panel/myBooth/{id}/{type}Product/
 * {create|productId}, the back office's /manager/booth/{id}/{type}Product/{productId}, or the agent panel's
 * /agent/{type}Product/{create|productId/details}?booth={id} (ADR 0037). `paths` are where its products and
 * shelves are read and written.
 */
function target(args: RequestArgs & { params: { id?: string; productId?: string } }) {
  const panel = args.url.pathname.startsWith('/agent/')
    ? ('agent' as const)
    : args.url.pathname.startsWith('/manager/')
      ? ('manager' as const)
      : ('general' as const);
  const id = idParam((panel === 'agent' ? args.url.searchParams.get('booth') : args.params.id) ?? '');
  const productId = args.params.productId === undefined ? undefined : idParam(args.params.productId);
  const segment = args.url.pathname.split('/')[panel === 'agent' ? 2 : 4] ?? '';
  const type = segment.replace(/Product$/, '');
  return {
    productId,
    id,
    type: BoothType.is(type) ? type : undefined,
    panel,
    paths: doorPaths(panel === 'general' ? 'me' : panel),
    listHref: {
      agent: `/agent/booth/${id}/details`,
      manager: `/manager/booth/${id}/products`,
      general: `/panel/myBooth/${id}/products`,
    }[panel],
  };
}

/** The permission a page of the agent panel or the back office needs (the owner's pages need the session only). */
async function guard(args: RequestArgs, panel: 'agent' | 'manager' | 'general', creating: boolean) {
  if (panel === 'agent') await requirePolicies(args, 'agent', creating ? AGENT.productsCreate : AGENT.productsIndex);
  if (panel === 'manager') await requirePolicies(args, 'manager', MANAGER.listingsIndex, MANAGER.listingsEdit);
}

/**
 * A booth's product form (spec: shopProduct, jewelryProduct, realEstateProduct, autoExpoProduct, each /create and
 * /{id}): one form for all, with the booth type's own fields from its declaration (products/kinds.tsx). Variants and
 * features are rows of plain inputs (saved ones and two blank), so it works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { productId, id, type, panel, paths, listHref } = target(args);
  await guard(args, panel, productId === undefined);
  const api = serverApi(args.request, args.context);
  const [initial, booth, product, shelves] = await Promise.all([
    loadInitialData(args.request, args.context),
    readBooth(api, panel, id),
    productId === undefined ? undefined : api.GET(paths.product, { params: { path: { boothId: id, productId } } }),
    api.GET(paths.categories, { params: { path: { boothId: id } } }),
  ]).catch(panelFailure(args, panel));
  // The form of another booth type (a jewelry form for a shop) does not exist for this booth.
  if (!type || booth.type !== type) notFound();
  const tree = formTree(
    initial.generalCategory.filter((category) => category.type === CATEGORY_TYPE_OF_BOOTH[type]),
    'subSubCategory',
  );
  return {
    type,
    listHref,
    product,
    // Why it cannot be bought online (a new one: why nothing of the booth can), and where its manager fixes it.
    saleProblems: product?.unbuyableReasons ?? boothSaleProblems(booth),
    saleFixes: {
      general: { details: `/panel/myBooth/${id}/details`, shipping: `/panel/myBooth/${id}/shipping` },
      agent: { details: `/agent/booth/${id}/details` },
      manager: {},
    }[panel],
    tree,
    pick: pickOf(tree, 'subSubCategory', product?.generalSubSubCategory?.id),
    variants: variantRows(product),
    selectedVariant: Math.max(
      0,
      (product?.pricing ?? []).findIndex((variant) => variant.id === product?.pricingSelectedId),
    ),
    features: featureRows(product),
    images: (product?.images ?? []).map((image) => ({ id: image.id, src: imageView(image, 'thumb').src })),
    tags: (product?.tags ?? []).map((tag) => tag.title),
    // The booth's own shelves, a sub category under its category's name.
    shelves: shelves.items.flatMap((category) => [
      { value: String(category.id), label: category.title },
      ...category.subCategories.map((sub) => ({ value: String(sub.id), label: `${category.title} › ${sub.title}` })),
    ]),
  };
}

export async function action(args: Route.ActionArgs) {
  const { productId, id, type, panel, paths, listHref } = target(args);
  if (!type) notFound();
  await guard(args, panel, productId === undefined);
  const form = await args.request.formData();
  const images = (() => {
    try {
      const value: unknown = JSON.parse(textOf(form, 'images') || '[]');
      return Array.isArray(value) ? value : [];
    } catch {
      return [];
    }
  })();
  const body = {
    general_sub_sub_category_id: textOf(form, 'general_sub_sub_category_id'),
    booth_category_id: textOf(form, 'booth_category_id'),
    title: textOf(form, 'title'),
    description: textOf(form, 'description'),
    barcode: textOf(form, 'barcode'),
    status: textOf(form, 'status'),
    price: numberText(textOf(form, 'price')),
    count: numberText(textOf(form, 'count')),
    discount: numberText(textOf(form, 'discount')),
    tags: JSON.stringify(tagsOf(form)),
    images: JSON.stringify(images),
    ...rowsBody(form),
    ...kindBodyOf(type, form),
  };
  // The form's texts as the contract types them, parsed by the API's own schema (its messages if refused).
  const write = () => contractBody(ProductBodySchema, body, localeOfRequest(args.request));
  const api = serverApi(args.request, args.context);
  try {
    if (productId === undefined) await api.POST(paths.products, { params: { path: { boothId: id } }, body: write() });
    else await api.PUT(paths.product, { params: { path: { boothId: id, productId } }, body: write() });
  } catch (error) {
    return panelFormFailure(args, panel, error, { values: typedValues(form) });
  }
  return redirect(withNotice(listHref, productId === undefined ? 'created' : 'saved'), 303);
}

/** Fields the form shows their own message under; the alert above the buttons says the rest. */
const SHOWN_FIELDS = ['general_sub_sub_category_id', 'title', 'description', 'barcode', 'price', 'count', 'discount'];

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const navigation = useNavigation();
  const data = loaderData;
  const result: { failure?: FormFailure; values?: Record<string, string> } | undefined = actionData;
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const errors: Record<string, string> = { ...result?.failure?.fields, ...checked };
  const formRef = useFocusFirstInvalid(Object.keys(checked).length > 0 ? checked : result?.failure);
  const typed = result?.values;
  const { product } = data;
  const value = (name: string, saved: string | number | undefined) =>
    typed?.[name] ?? (saved === undefined ? '' : String(saved));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (uploading) {
      event.preventDefault();
      setChecked({ images: t('listings.form.errors.uploading') });
      return;
    }
    const form = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    if (!textOf(form, 'general_sub_sub_category_id'))
      found.general_sub_sub_category_id = t('listings.form.errors.categoryRequired');
    if (textOf(form, 'title').length < 3) found.title = t('listings.form.errors.titleShort');
    setChecked(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  };

  return (
    <PanelPage title={product ? t('products.form.edit') : t('products.form.create')}>
      <SaleProblems reasons={data.saleProblems} fixes={data.saleFixes} booth={!product} />
      <Form method="post" noValidate onSubmit={onSubmit} ref={formRef}>
        <PanelCard title={t('products.form.basics')}>
          <div className={classes.fields}>
            <CategoryCascade
              tree={data.tree}
              level="subSubCategory"
              fieldName="general_sub_sub_category_id"
              initial={data.pick}
              error={errors.general_sub_sub_category_id}
            />
            <TextInput
              name="title"
              label={t('products.form.title')}
              defaultValue={value('title', product?.title)}
              error={errors.title}
              required
              maxLength={120}
              autoComplete="off"
            />
            <Textarea
              name="description"
              label={t('products.form.description')}
              defaultValue={value('description', product?.description)}
              error={errors.description}
              autosize
              minRows={3}
              maxLength={5000}
            />
            <TextInput
              name="price"
              label={t('products.form.price')}
              description={t('products.form.priceHint')}
              defaultValue={value('price', product && product.pricing.length === 0 ? product.price : undefined)}
              error={errors.price}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
            />
            <TextInput
              name="count"
              label={t('products.form.count')}
              defaultValue={value('count', product && product.pricing.length === 0 ? product.count : undefined)}
              error={errors.count}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
            />
            <TextInput
              name="discount"
              label={t('products.form.discount')}
              defaultValue={value('discount', product && product.pricing.length === 0 ? product.discount : undefined)}
              error={errors.discount}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
            />
            <TextInput
              name="barcode"
              label={t('products.form.barcode')}
              defaultValue={value('barcode', product?.barcode)}
              error={errors.barcode}
              dir="ltr"
              autoComplete="off"
            />
            {data.shelves.length > 0 && (
              <NativeSelect
                name="booth_category_id"
                label={t('boothMore.shelves.productShelf')}
                description={t('boothMore.shelves.productShelfHint')}
                defaultValue={value('booth_category_id', product?.boothCategory?.id ?? '')}
                data={[{ value: '', label: t('boothMore.shelves.none') }, ...data.shelves]}
                error={errors.booth_category_id}
              />
            )}
            <NativeSelect
              name="status"
              label={t('products.form.status')}
              defaultValue={value('status', product?.status ?? ActiveStatus.active)}
              data={[
                { value: String(ActiveStatus.active), label: t('products.form.statusActive') },
                { value: String(ActiveStatus.inactive), label: t('products.form.statusInactive') },
              ]}
            />
          </div>
        </PanelCard>

        {data.type !== BoothType.shop && (
          <PanelCard title={t('products.form.kindFields')}>
            <div className={classes.fields}>
              <KindFormFields type={data.type} saved={product?.attributes ?? {}} typed={typed} errors={errors} />
            </div>
          </PanelCard>
        )}

        <PanelCard title={t('products.form.variants')}>
          <p>{t('products.form.variantsHint')}</p>
          {errors.pricing && (
            <p className={classes.fieldError} role="alert">
              {errors.pricing}
            </p>
          )}
          <Radio.Group name="pricingSelected" defaultValue={value('pricingSelected', data.selectedVariant)}>
            {data.variants.map((row, index) => (
              <fieldset key={index} className={classes.row}>
                <legend>{t('products.form.variantRow', { n: localizeDigits(index + 1, locale) })}</legend>
                <input type="hidden" name={`v${index}_id`} value={row.id} />
                <TextInput
                  name={`v${index}_sizeTitle`}
                  label={t('products.form.size')}
                  defaultValue={value(`v${index}_sizeTitle`, row.sizeTitle)}
                />
                <TextInput
                  name={`v${index}_colorTitle`}
                  label={t('products.form.colorTitle')}
                  defaultValue={value(`v${index}_colorTitle`, row.colorTitle)}
                />
                <TextInput
                  name={`v${index}_colorValue`}
                  label={t('products.form.colorValue')}
                  placeholder="#1c7ed6"
                  defaultValue={value(`v${index}_colorValue`, row.colorValue)}
                  dir="ltr"
                />
                <TextInput
                  name={`v${index}_price`}
                  label={t('products.form.price')}
                  defaultValue={value(`v${index}_price`, row.price)}
                  inputMode="numeric"
                  dir="ltr"
                />
                <TextInput
                  name={`v${index}_count`}
                  label={t('products.form.count')}
                  defaultValue={value(`v${index}_count`, row.count)}
                  inputMode="numeric"
                  dir="ltr"
                />
                <TextInput
                  name={`v${index}_discount`}
                  label={t('products.form.discount')}
                  defaultValue={value(`v${index}_discount`, row.discount)}
                  inputMode="numeric"
                  dir="ltr"
                />
                {data.type === BoothType.jewelry && (
                  <>
                    <TextInput
                      name={`v${index}_weight`}
                      label={t('products.form.variantWeight')}
                      description={t('products.form.variantWeightHint')}
                      defaultValue={value(`v${index}_weight`, row.weight)}
                      inputMode="decimal"
                      dir="ltr"
                    />
                    <NativeSelect
                      name={`v${index}_karat`}
                      label={t('products.form.variantKarat')}
                      defaultValue={value(`v${index}_karat`, row.karat)}
                      data={[
                        { value: '', label: t('products.form.variantKaratSame') },
                        ...GOLD_KARATS.map((karat) => ({ value: String(karat), label: localizeDigits(karat, locale) })),
                      ]}
                    />
                  </>
                )}
                <Radio value={String(index)} label={t('products.form.selected')} />
              </fieldset>
            ))}
          </Radio.Group>
        </PanelCard>

        <PanelCard title={t('products.form.features')}>
          <p>{t('products.form.featuresHint')}</p>
          {data.features.map((row, index) => (
            <fieldset key={index} className={classes.row}>
              <legend>{t('products.form.featureRow', { n: localizeDigits(index + 1, locale) })}</legend>
              <TextInput
                name={`f${index}_key`}
                label={t('products.form.featureKey')}
                defaultValue={value(`f${index}_key`, row.key)}
              />
              <TextInput
                name={`f${index}_value`}
                label={t('products.form.featureValue')}
                defaultValue={value(`f${index}_value`, row.value)}
              />
              <Checkbox
                name={`f${index}_important`}
                label={t('products.form.important')}
                defaultChecked={typed ? typed[`f${index}_important`] === 'on' : row.important}
              />
            </fieldset>
          ))}
        </PanelCard>

        <PanelCard title={t('products.form.images')}>
          <ImagePicker
            saved={data.images}
            error={errors.images}
            returnTo={`${pathname}${search}`}
            onBusy={setUploading}
          />
        </PanelCard>

        <PanelCard title={t('products.form.tags')}>
          <TagsInput saved={data.tags} error={errors.tags} />
        </PanelCard>

        <FormAlert failure={result?.failure} shownFields={SHOWN_FIELDS} />
        <div className={forms.actions}>
          <Button component={Link} to={data.listHref} variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <Button type="submit" size="md" loading={navigation.state === 'submitting'} disabled={uploading}>
            {product ? t('products.form.save') : t('products.form.add')}
          </Button>
        </div>
      </Form>
    </PanelPage>
  );
}
