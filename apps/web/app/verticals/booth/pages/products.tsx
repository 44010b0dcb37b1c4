import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@mantine/core';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { Route } from './+types/products';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import rows from '../../../components/listings/panel-listings.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { imageView } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { productHighlight, type ProductPage } from '../products/product-view.server.ts';

/**
 * The booth manager's products (spec: /panel/myBooth/{boothId}/products): every product of the booth in any status,
 * newest first, with its price, stock and status; "add a product" opens the booth type's form.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const words = catalogues[locale].products;
  const page = Math.max(1, Math.floor(Number(args.url.searchParams.get('page')) || 1));
  const api = serverApi(args.request, args.context);
  const [booth, answer] = await Promise.all([
    api.get<{ type: string }>(`/api/v1/me/booth/${id}`),
    api.get<ProductPage>(`/api/v1/me/booth/${id}/products?page=${page}`),
  ]).catch(panelFailure(args, 'general'));
  const base = `/panel/myBooth/${id}`;
  const form = `${base}/${booth.type}Product`;
  return {
    base,
    createHref: `${form}/create`,
    more: answer.lastPage > answer.currentPage ? `?page=${page + 1}` : null,
    items: answer.items.map((product) => ({
      id: product.id,
      title: product.title,
      image: imageView(product.images[0], 'thumb').src,
      price: productHighlight(product, locale),
      stock: product.count > 0 ? words.stockOf.replace('{{n}}', String(product.count)) : words.unavailable,
      inactive: product.status === ActiveStatus.inactive,
      editHref: `${form}/${product.id}`,
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
        {items.length === 0 ? (
          <p className={rows.empty}>{t('products.manager.empty')}</p>
        ) : (
          <ul className={rows.rows}>
            {items.map((item) => (
              <li key={item.id} className={rows.row}>
                <img src={item.image} alt="" width={72} height={72} className={rows.rowImage} />
                <div className={rows.rowBody}>
                  <div className={rows.rowHead}>
                    <h3 className={rows.rowTitle}>
                      <Link to={item.editHref}>{item.title}</Link>
                    </h3>
                    {item.inactive && (
                      <Badge color="red" variant="light">
                        {t('products.manager.inactive')}
                      </Badge>
                    )}
                  </div>
                  <p className={rows.rowMeta}>
                    <span>{item.price}</span>
                    <span>{item.stock}</span>
                  </p>
                  <div className={rows.rowActions}>
                    <Button component={Link} to={item.editHref} variant="light" size="xs">
                      {t('products.manager.edit')}
                    </Button>
                    <ConfirmDelete
                      to={item.deleteHref}
                      back={`${loaderData.base}/products`}
                      label={`${t('products.manager.delete')} ${item.title}`}
                      message={t('products.manager.confirmDelete', { title: item.title })}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {loaderData.more && (
          <Button component={Link} to={loaderData.more} variant="light" mt="md">
            {t('products.more')}
          </Button>
        )}
      </PanelCard>
    </PanelPage>
  );
}
