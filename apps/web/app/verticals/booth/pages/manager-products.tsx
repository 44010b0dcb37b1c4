import { Form } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { productPath } from '@shahrbazar/domain/rules/booth';
import type { Route } from './+types/manager-products';
import { MANAGER } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { ProductRows } from '../products/product-rows.tsx';
import { productRowOf } from '../products/product-view.server.ts';

/**
 * The back office's products of one booth (issue 12: products in moderation by booth and status): any status, a
 * search text, newest first, each opening the booth type's product form (the owner's, through the back office's
 * door) or its public page (managers see an inactive product too).
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.listingsIndex);
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const status = args.url.searchParams.get('status') ?? '';
  const q = (args.url.searchParams.get('q') ?? '').slice(0, 100);
  const page = Math.max(1, Math.floor(Number(args.url.searchParams.get('page')) || 1));
  const shown = [ActiveStatus.active, ActiveStatus.inactive].find((one) => String(one) === status);
  const query = new URLSearchParams({ page: String(page) });
  if (shown !== undefined) query.set('status', status);
  if (q) query.set('q', q);
  const api = serverApi(args.request, args.context);
  const [booth, answer] = await Promise.all([
    api.GET('/api/v1/manager/listings/{id}', { params: { path: { id } } }),
    api.GET('/api/v1/manager/booth/{boothId}/products', {
      params: { path: { boothId: id }, query: { page, status: shown, q: q || undefined } },
    }),
  ]).catch(panelFailure(args, 'manager'));
  const more = new URLSearchParams(query);
  more.set('page', String(page + 1));
  return {
    title: booth.title,
    backHref: `/manager/listing/${id}`,
    status: query.get('status') ?? '',
    q,
    more: answer.lastPage > answer.currentPage ? `?${more}` : null,
    // Each opens the booth type's product form for the back office (issue 12: editing a product from the back office).
    items: answer.items.map((product) =>
      productRowOf(product, locale, `/manager/booth/${id}/${booth.type ?? 'shop'}Product/${product.id}`),
    ),
    publicHref: Object.fromEntries(
      answer.items.map((product) => [product.id, productPath(product.booth.name, product.booth.type, product.id)]),
    ),
  };
}

export default function ManagerBoothProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items } = loaderData;
  return (
    <PanelPage
      title={t('boothMore.manager.productsOf', { title: loaderData.title })}
      action={
        <Button component={Link} to={loaderData.backHref} variant="default">
          {t('manager.confirm.cancel')}
        </Button>
      }
    >
      <PanelCard>
        <Form method="get" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
          <TextInput type="search" name="q" label={t('boothMore.manager.search')} defaultValue={loaderData.q} />
          <NativeSelect
            name="status"
            label={t('products.form.status')}
            defaultValue={loaderData.status}
            data={[
              { value: '', label: t('boothMore.manager.allStatuses') },
              { value: String(ActiveStatus.active), label: t('products.form.statusActive') },
              { value: String(ActiveStatus.inactive), label: t('products.form.statusInactive') },
            ]}
          />
          <Button type="submit" variant="light">
            {t('boothMore.manager.filter')}
          </Button>
        </Form>
      </PanelCard>
      <ListNotice />
      <PanelCard>
        <ProductRows
          items={items}
          more={loaderData.more}
          actions={(item) => (
            <>
              <Button component={Link} to={item.href} variant="light" size="xs">
                {t('products.manager.edit')}
              </Button>
              <Button component={Link} to={loaderData.publicHref[item.id] ?? '/'} variant="subtle" size="xs">
                {t('boothMore.manager.publicPage')}
              </Button>
            </>
          )}
        />
      </PanelCard>
    </PanelPage>
  );
}
