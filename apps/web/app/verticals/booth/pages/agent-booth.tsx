import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Button } from '@mantine/core';
import type { Route } from './+types/agent-booth';
import { StatusBadge } from '../../../components/listings/status-badge.tsx';
import { AGENT, may, useAgentMe } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { productHighlight, type ProductPage } from '../products/product-view.server.ts';
import classes from './booth-pages.module.css';

/**
 * One booth of an agent's user (spec: /agent/booth/{id}/details): its status, owner and products, each opening the
 * booth type's product form (/agent/{type}Product/{id}/details?booth=), and «افزودن محصول» (/agent/{type}Product/
 * create?booth=). Another agent's user's booth is a 404 from the API.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'agent', AGENT.boothsIndex);
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const [booth, products] = await Promise.all([
    api.get<{ id: number; title: string; type: string; status: number; user: { name: string } | null }>(
      `/api/v1/agent/booth/${id}`,
    ),
    api.get<ProductPage>(`/api/v1/agent/booth/${id}/products`),
  ]).catch(panelFailure(args, 'agent'));
  const form = `/agent/${booth.type}Product`;
  return {
    booth: { title: booth.title, status: booth.status, owner: booth.user?.name ?? '' },
    createHref: `${form}/create?booth=${id}`,
    products: products.items.map((product) => ({
      id: product.id,
      title: product.title,
      price: productHighlight(product, locale),
      href: `${form}/${product.id}/details?booth=${id}`,
    })),
  };
}

export default function AgentBooth({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useAgentMe();
  const { booth } = loaderData;
  return (
    <PanelPage
      title={booth.title}
      action={
        may(me, AGENT.productsCreate) && (
          <Button component={Link} to={loaderData.createHref}>
            {t('boothMore.agent.addProduct')}
          </Button>
        )
      }
    >
      <Anchor component={Link} to="/agent/booth/index" size="sm">
        {t('boothMore.agent.back')}
      </Anchor>
      <PanelCard title={t('boothMore.agent.details')}>
        <div className={classes.agentRow}>
          <span dir="auto" className={classes.agentText}>
            {t('boothMore.agent.owner')}: {booth.owner}
          </span>
          <StatusBadge status={booth.status} />
        </div>
      </PanelCard>
      <PanelCard title={t('boothMore.agent.products')}>
        {loaderData.products.length === 0 ? (
          <p>{t('boothMore.agent.noProducts')}</p>
        ) : (
          <ul className={classes.agentList}>
            {loaderData.products.map((product) => (
              <li key={product.id} className={classes.agentRow}>
                <strong dir="auto" className={classes.agentText}>
                  {product.title}
                </strong>
                <span>{product.price}</span>
                <Anchor
                  component={Link}
                  to={product.href}
                  aria-label={t('boothMore.agent.editProduct', { title: product.title })}
                >
                  {t('boothMore.agent.open')}
                </Anchor>
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
