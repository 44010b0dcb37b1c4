import { Form, redirect } from 'react-router';
import { Button, Text, TextInput } from '@mantine/core';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/secretaries-page';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import forms from '../../components/panel/forms.module.css';
import lists from '../../components/panel/lists.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { MY_CLINIC_PANEL } from '@shahrbazar/domain/rules/clinic-panels';
import { ListingScreensMenu } from '../../components/panel/listing-screens-menu.tsx';

/**
 * The secretaries of a clinic's book (issue 29, ADR 0105; /panel/myClinic/{id}/secretaries): the owner adds a person
 * by the mobile number they signed up with and removes them. A secretary keeps the book's visits from their own
 * panel («منشی نوبت‌دهی»), and nothing else of the clinic.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = Number(args.params.id);
  const api = serverApi(args.request, args.context);
  const [book, secretaries] = await Promise.all([
    api.GET('/api/v1/me/appointment-books/{listingId}', { params: { path: { listingId: id } } }),
    api.GET('/api/v1/me/appointment-books/{listingId}/secretaries', { params: { path: { listingId: id } } }),
  ]).catch(panelFailure(args, 'general'));
  const params = args.url.searchParams;
  return {
    id,
    title: book.listingTitle,
    items: secretaries.items,
    notice: (['added', 'removed'] as const).find((key) => params.has(key)) ?? null,
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const id = Number(args.params.id);
  const api = serverApi(args.request, args.context);
  try {
    if (form.get('intent') === 'remove') {
      await api.DELETE('/api/v1/me/appointment-books/{listingId}/secretaries/{userId}', {
        params: { path: { listingId: id, userId: Number(form.get('userId')) } },
      });
      return redirect(`${args.url.pathname}?removed=1`, 303);
    }
    await api.POST('/api/v1/me/appointment-books/{listingId}/secretaries', {
      params: { path: { listingId: id } },
      body: { mobile: String(form.get('mobile') ?? '') },
    });
    return redirect(`${args.url.pathname}?added=1`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { mobile: String(form.get('mobile') ?? '') });
  }
}

export default function Secretaries({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id, title, items, notice } = loaderData;
  const failure = actionData?.failure;
  return (
    <PanelPage title={t('appointments.secretaries.title', { title })}>
      <ListingScreensMenu listingId={id} current="secretaries" panel={MY_CLINIC_PANEL} words="clinic" />
      <FormNotice>{notice ? t(`appointments.secretaries.${notice}`) : null}</FormNotice>
      <Text mb="md">{t('appointments.secretaries.intro')}</Text>
      <PanelCard title={t('appointments.secretaries.list')}>
        {items.length === 0 ? (
          <Text c="dimmed">{t('appointments.secretaries.none')}</Text>
        ) : (
          <ul className={lists.rows}>
            {items.map((item) => {
              const name = item.name || t('appointments.secretaries.unnamed');
              return (
                <li key={item.userId} className={lists.row}>
                  <div>
                    <Text className={lists.rowTitle}>{name}</Text>
                    <Text className={lists.rowMeta}>
                      <bdi>{localizeDigits(item.mobile, locale)}</bdi>{' '}
                      {t('appointments.secretaries.since', { date: formatJalaliDate(new Date(item.addedAt), locale) })}
                    </Text>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="userId" value={item.userId} />
                    <Button
                      type="submit"
                      variant="light"
                      color="red"
                      size="xs"
                      aria-label={t('appointments.secretaries.removeLabel', { name })}
                    >
                      {t('appointments.secretaries.remove')}
                    </Button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </PanelCard>
      <PanelCard title={t('appointments.secretaries.add')}>
        <Form method="post" noValidate className={forms.stack}>
          <FormAlert failure={failure} shownFields={['mobile']} />
          <TextInput
            name="mobile"
            label={t('appointments.secretaries.mobile')}
            description={t('appointments.secretaries.mobileHint')}
            defaultValue={actionData && 'mobile' in actionData ? String(actionData.mobile) : ''}
            error={failure?.fields.mobile}
            placeholder={t('auth.mobilePlaceholder')}
            inputMode="tel"
            autoComplete="off"
            dir="ltr"
            classNames={{ input: forms.ltrInput }}
            required
          />
          <div className={forms.actions}>
            <Button type="submit">{t('appointments.secretaries.submit')}</Button>
          </div>
        </Form>
      </PanelCard>
    </PanelPage>
  );
}
