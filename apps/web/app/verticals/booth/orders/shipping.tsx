import { Form, redirect } from 'react-router';
import { ShippingWriteSchema } from '@shahrbazar/domain/api/order.schema';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Badge, Button, Group, TextInput } from '@mantine/core';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/shipping';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import classes from './orders.module.css';

/**
 * The booth's shipping methods (spec: Shipping method: title, price, priceConditionFree, description, status), which
 * buyers choose from at checkout: the list with delete and on/off, and a form to add one.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const { items } = await serverApi(args.request, args.context)
    .GET('/api/v1/me/booth/{boothId}/shipping', { params: { path: { boothId: id } } })
    .catch(panelFailure(args, 'general'));
  return { items, saved: args.url.searchParams.has('saved') };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  const intent = String(form.get('intent') ?? 'create');
  const values = Object.fromEntries(
    ['title', 'price', 'priceConditionFree', 'description'].map((name) => [name, String(form.get(name) ?? '')]),
  );
  try {
    if (intent === 'delete') {
      await api.DELETE('/api/v1/me/booth/{boothId}/shipping/{shippingId}', {
        params: { path: { boothId: id, shippingId: idParam(String(form.get('shippingId'))) } },
      });
    } else if (intent === 'toggle') {
      const shippingId = idParam(String(form.get('shippingId')));
      const current = await api.GET('/api/v1/me/booth/{boothId}/shipping/{shippingId}', {
        params: { path: { boothId: id, shippingId } },
      });
      await api.PUT('/api/v1/me/booth/{boothId}/shipping/{shippingId}', {
        params: { path: { boothId: id, shippingId } },
        body: {
          title: current.title,
          price: current.price,
          priceConditionFree: current.priceConditionFree,
          description: current.description,
          status: current.status === ActiveStatus.active ? ActiveStatus.inactive : ActiveStatus.active,
        },
      });
    } else {
      await api.POST('/api/v1/me/booth/{boothId}/shipping', {
        params: { path: { boothId: id } },
        body: contractBody(ShippingWriteSchema, values, localeOfRequest(args.request)),
      });
    }
    return redirect(`/panel/myBooth/${id}/shipping?saved=1`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { values });
  }
}

export default function ShippingMethods({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer as
    { failure: { message: string; fields: Record<string, string> }; values?: Record<string, string> } | undefined;
  const { t } = useTranslation();
  const locale = useLocale();
  const fields = actionData?.failure.fields ?? {};
  const field = (name: string) =>
    fields[name] ? t(`validation.${fields[name]}`, { defaultValue: fields[name] }) : undefined;
  return (
    <>
      <PanelCard title={t('orders.shipping.title')}>
        {loaderData.saved && (
          <Alert color="teal" variant="light" mb="sm" role="status">
            {t('orders.shipping.saved')}
          </Alert>
        )}
        {loaderData.items.length === 0 ? (
          <p>{t('orders.shipping.none')}</p>
        ) : (
          <ul className={classes.rows}>
            {loaderData.items.map((method) => (
              <li key={method.id} className={classes.row}>
                <div className={classes.lineText}>
                  <strong dir="auto">{method.title}</strong>
                  <span className={classes.meta}>
                    {method.price === 0 ? t('orders.checkout.free') : formatPrice(method.price, locale)}
                    {method.priceConditionFree > 0 &&
                      ` · ${t('orders.shipping.freeFrom', { price: formatPrice(method.priceConditionFree, locale) })}`}
                  </span>
                  {method.description && <span className={classes.meta}>{method.description}</span>}
                </div>
                <Group gap="xs">
                  <Badge color={method.status === ActiveStatus.active ? 'green' : 'red'} variant="light">
                    {ActiveStatus.label(method.status, locale)}
                  </Badge>
                  <Form method="post">
                    <input type="hidden" name="intent" value="toggle" />
                    <input type="hidden" name="shippingId" value={method.id} />
                    <Button type="submit" size="xs" variant="subtle">
                      {method.status === ActiveStatus.active
                        ? t('orders.shipping.turnOff')
                        : t('orders.shipping.turnOn')}
                    </Button>
                  </Form>
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm(t('orders.shipping.deleteConfirm', { title: method.title })))
                        event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="shippingId" value={method.id} />
                    <Button type="submit" size="xs" variant="subtle" color="red">
                      {t('orders.shipping.delete')}
                    </Button>
                  </Form>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
      <PanelCard title={t('orders.shipping.add')}>
        {actionData?.failure.message && (
          <Alert color="red" variant="light" mb="sm">
            {actionData.failure.message}
          </Alert>
        )}
        <Form method="post" className={classes.lines}>
          <input type="hidden" name="intent" value="create" />
          <TextInput
            name="title"
            label={t('orders.shipping.fields.title')}
            required
            error={field('title')}
            defaultValue={actionData?.values?.title}
          />
          <TextInput
            name="price"
            label={t('orders.shipping.fields.price')}
            inputMode="numeric"
            error={field('price')}
            defaultValue={actionData?.values?.price}
          />
          <TextInput
            name="priceConditionFree"
            label={t('orders.shipping.fields.priceConditionFree')}
            description={t('orders.shipping.fields.priceConditionFreeHint')}
            inputMode="numeric"
            error={field('priceConditionFree')}
            defaultValue={actionData?.values?.priceConditionFree}
          />
          <TextInput
            name="description"
            label={t('orders.shipping.fields.description')}
            error={field('description')}
            defaultValue={actionData?.values?.description}
          />
          <Group>
            <Button type="submit">{t('orders.shipping.save')}</Button>
          </Group>
        </Form>
      </PanelCard>
    </>
  );
}
