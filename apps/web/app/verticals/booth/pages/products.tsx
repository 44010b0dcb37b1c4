import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { Route } from './+types/products';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { ProductRows } from '../products/product-rows.tsx';
import { productRowOf } from '../products/product-view.server.ts';

/**
 * The booth manager's products (spec: /panel/myBooth/{boothId}/products): every product of the booth in any status,
 * newest first, with its price, stock and status; "add a product" opens the booth type's form.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const page = Math.max(1, Math.floor(Number(args.url.searchParams.get('page')) || 1));
  const api = serverApi(args.request, args.context);
  const [booth, answer] = await Promise.all([
    api.GET('/api/v1/me/booth/{id}', { params: { path: { id } } }),
    api.GET('/api/v1/me/booth/{boothId}/products', { params: { path: { boothId: id }, query: { page } } }),
  ]).catch(panelFailure(args, 'general'));
  const base = `/panel/myBooth/${id}`;
  const form = `${base}/${booth.type}Product`;
  return {
    base,
    createHref: `${form}/create`,
    more: answer.lastPage > answer.currentPage ? `?page=${page + 1}` : null,
    items: answer.items.map((product) => ({
      ...productRowOf(product, locale, `${form}/${product.id}`),
      deleteHref: `${base}/products/${product.id}/delete`,
    })),
  };
}

export default function BoothProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items } = loaderData;
  return (
    <PanelPage
      title={t('booths.manager.products')}
      action={
        <Button component={Link} to={loaderData.createHref}>
          {t('booths.manager.addProduct')}
        </Button>
      }
    >
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
              <ConfirmDelete
                to={item.deleteHref}
                back={`${loaderData.base}/products`}
                label={`${t('products.manager.delete')} ${item.title}`}
                message={t('products.manager.confirmDelete', { title: item.title })}
              />
            </>
          )}
        />
      </PanelCard>
    </PanelPage>
  );
}
