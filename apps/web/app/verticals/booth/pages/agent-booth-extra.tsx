import { Form, useSearchParams } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import type { BoothCategory } from '@shahrbazar/domain/api/booth-shelf.schema';
import type { Product } from '@shahrbazar/domain/api/product.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import { Icon } from '../../../components/icons.tsx';
import { AGENT, may, useAgentMe } from '../../../components/manager/access.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { PanelCard } from '../../../components/panel/panel-page.tsx';
import { ApiError, type ApiClient } from '../../../lib/api-client.ts';
import type { VerticalListing } from '../../../lib/listings/define-vertical.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import classes from './booth-pages.module.css';

interface AgentBoothData {
  /** Null when the agent's role may not see them (the card is left out). */
  shelves: BoothCategory[] | null;
  products: Array<Pick<Product, 'id' | 'title' | 'finalPrice' | 'discount'>> | null;
  /** The Idempotency-Key of this render's pay form (a double click pays once; ADR 0014, 0053). */
  payKey: string;
}

/** A list the agent's role may not read (403) is left out rather than refusing the whole page. */
const unlessForbidden = (error: unknown) => {
  if (error instanceof ApiError && error.status === 403) return null;
  throw error;
};

/** What the agent's block of a booth reads (the agent's doors of its shelves and products, ADR 0031/0037). */
export async function loadAgentBooth(api: ApiClient, listing: VerticalListing): Promise<AgentBoothData> {
  const [shelves, products] = await Promise.all([
    api
      .GET('/api/v1/agent/booth/{boothId}/categories', { params: { path: { boothId: listing.id } } })
      .catch(unlessForbidden),
    api
      .GET('/api/v1/agent/booth/{boothId}/products', { params: { path: { boothId: listing.id } } })
      .catch(unlessForbidden),
  ]);
  return {
    payKey: globalThis.crypto.randomUUID(),
    shelves: shelves?.items ?? null,
    products:
      products?.items.map(({ id, title, finalPrice, discount }) => ({ id, title, finalPrice, discount })) ?? null,
  };
}

/**
 * The booth's package to pay for its owner (ADR 0053): shown while it awaits payment (first payment, or another
 * package the agent chose in the form below) or when a paid package has run out; the agent pays online.
 */
function PackagePayCard({ listing, payKey }: { listing: VerticalListing; payKey: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const pkg = listing.package;
  const paid = pkg !== null && !isFreePackage(pkg);
  const due = listing.status === ListingStatus.awaitingPayment;
  if (!pkg || !paid || !(due || listing.renewalOffered)) return null;
  const words = { package: pkg.title, price: formatPrice(pkg.price, locale) };
  return (
    <PanelCard title={t('boothMore.agent.payTitle')}>
      {params.get('payment') === 'failed' && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {t('boothMore.agent.payFailed')}
        </Alert>
      )}
      <Text>{due ? t('boothMore.agent.payHint', words) : t('boothMore.agent.renewHint', words)}</Text>
      <Form method="post" action={`/agent/booth/${listing.id}/payment`}>
        <input type="hidden" name="payKey" value={payKey} />
        <Button type="submit" mt="sm">
          {t('boothMore.agent.pay')}
        </Button>
      </Form>
    </PanelCard>
  );
}

/**
 * Above the booth's form on the agent's page of a booth (spec: /agent/booth/{id}/details; ADR 0047): its shelves,
 * each opening /agent/category/{id}/details?booth=, with «افزودن دسته» (/agent/category/create?booth=), and its
 * products, each opening the booth type's product form (/agent/{type}Product/{id}/details?booth=), with «افزودن
 * محصول». The booth's own fields are the owner's form below.
 */
export function AgentBoothExtra({ listing, data }: { listing: VerticalListing; data: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useAgentMe();
  const { shelves, products, payKey } = data as AgentBoothData;
  const owner = listing.user?.name ?? '';
  const form = `/agent/${String(listing.type)}Product`;
  const price = (product: NonNullable<AgentBoothData['products']>[number]) => {
    const shown = formatPrice(product.finalPrice, locale);
    if (product.discount <= 0 || product.finalPrice === 0) return shown;
    return `${shown} (${localizeDigits(product.discount, locale)}٪ ${t('products.off')})`;
  };
  const shelfRow = (shelf: { id: number; title: string }, sub: boolean) => (
    <li key={shelf.id} className={classes.agentRow}>
      <span dir="auto" className={sub ? classes.agentSubText : classes.agentText}>
        {shelf.title}
      </span>
      <Anchor
        component={Link}
        to={`/agent/category/${shelf.id}/details?booth=${listing.id}`}
        aria-label={t('boothMore.agent.editShelf', { title: shelf.title })}
      >
        {t('boothMore.agent.open')}
      </Anchor>
    </li>
  );
  return (
    <>
      <ListNotice />
      <Group justify="space-between" mb="sm">
        <span dir="auto">
          {t('boothMore.agent.owner')}: {owner}
        </span>
        <Anchor component={Link} to="/agent/booth/index" size="sm">
          {t('boothMore.agent.back')}
        </Anchor>
      </Group>
      {may(me, AGENT.boothsEdit) && <PackagePayCard listing={listing} payKey={payKey} />}
      {shelves && (
        <PanelCard title={t('boothMore.shelves.manager')}>
          {shelves.length === 0 ? (
            <p>{t('boothMore.agent.noShelves')}</p>
          ) : (
            <ul className={classes.agentList}>
              {shelves.flatMap((category) => [
                shelfRow(category, false),
                ...category.subCategories.map((sub) => shelfRow(sub, true)),
              ])}
            </ul>
          )}
          {may(me, AGENT.categoriesCreate) && (
            <Button
              component={Link}
              to={`/agent/category/create?booth=${listing.id}`}
              variant="light"
              mt="sm"
              leftSection={<Icon name="plus" size={18} />}
            >
              {t('boothMore.shelves.add')}
            </Button>
          )}
        </PanelCard>
      )}
      {products && (
        <PanelCard title={t('boothMore.agent.products')}>
          {products.length === 0 ? (
            <p>{t('boothMore.agent.noProducts')}</p>
          ) : (
            <ul className={classes.agentList}>
              {products.map((product) => (
                <li key={product.id} className={classes.agentRow}>
                  <strong dir="auto" className={classes.agentText}>
                    {product.title}
                  </strong>
                  <span>{price(product)}</span>
                  <Anchor
                    component={Link}
                    to={`${form}/${product.id}/details?booth=${listing.id}`}
                    aria-label={t('boothMore.agent.editProduct', { title: product.title })}
                  >
                    {t('boothMore.agent.open')}
                  </Anchor>
                </li>
              ))}
            </ul>
          )}
          {may(me, AGENT.productsCreate) && (
            <Button
              component={Link}
              to={`${form}/create?booth=${listing.id}`}
              variant="light"
              mt="sm"
              leftSection={<Icon name="plus" size={18} />}
            >
              {t('boothMore.agent.addProduct')}
            </Button>
          )}
        </PanelCard>
      )}
    </>
  );
}
