import '@mantine/core/styles/Radio.css';
import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Anchor, Button, Group, Radio, Table, Text } from '@mantine/core';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { MY_CLINIC_PANEL, type ClientPanel } from '@shahrbazar/domain/rules/clinic-panels';
import { MY_LAWYER_PANEL } from '@shahrbazar/domain/rules/lawyer-panels';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { SECTION_AD_PACKAGE, type SectionAdType } from '@shahrbazar/domain/rules/section-ads';
import type { Route } from './+types/owner';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { buyPurchase, purchasePanelOf } from '../../../components/listings/listing-purchases.server.ts';
import { PurchasePanel } from '../../../components/listings/purchase-buttons.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { StatusBadge } from '../../../components/listings/status-badge.tsx';
import { ListingScreensMenu } from '../../../components/panel/listing-screens-menu.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { apiPaths, notFound } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { keyed, newPayKey, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { verticalOfPath } from '../../../verticals/registry.ts';
import classes from './section-ads.module.css';

/** The client panels whose listings sell section ads, by the section: the menu of one listing's screens. */
const SCREENS: Readonly<Record<SectionAdType, { panel: ClientPanel; words: 'clinic' | 'lawyer' }>> = {
  clinic: { panel: MY_CLINIC_PANEL, words: 'clinic' },
  lawyer: { panel: MY_LAWYER_PANEL, words: 'lawyer' },
};

/**
 * The section of the listing whose ads a page shows, from its address (/panel/myClinic/{id}/ads a clinic's,
 * /panel/myLawyer/{id}/ads a lawyer profile's): its vertical's API key, ad type and the panel's device type. A
 * vertical that sells no section ads has no such page.
 */
function sectionOf(url: URL) {
  const vertical = verticalOfPath(url.pathname);
  if (!vertical?.sectionAds) notFound();
  return {
    key: vertical.key,
    paths: apiPaths(vertical),
    section: vertical.sectionAds,
    deviceType: vertical.deviceType ?? DeviceType.webClient,
  };
}

/**
 * The ads screen of a listing in its owner's panel (spec: ads; the clinic-owner panel's /panel/myClinic/{id}/ads and
 * the lawyer panel's /panel/myLawyer/{id}/ads; ADR 0042, 0056): the section's ad packages to buy one with, and this
 * listing's ads with their status. Buying makes the ad and its payment, then the payment page pays it online or from
 * the wallet. Another user's listing is not found.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const { key, paths, section } = sectionOf(args.url);
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const [listing, offered, mine] = await Promise.all([
    api.GET(paths.one, { params: { path: { id } } }),
    api.GET('/api/v1/packages', { params: { query: { type: SECTION_AD_PACKAGE[section] } } }),
    api.GET('/api/v1/me/section-ads', { params: { query: { listingId: id } } }),
  ]).catch(panelFailure(args, 'general'));
  // The listing's own «نردبان» and «تمدید» (issue 35), as on «آگهی‌های من» and through the same parts.
  const purchase = await purchasePanelOf(api, paths.purchases, listing, args.url, locale).catch(
    panelFailure(args, 'general'),
  );
  return {
    key,
    section,
    purchase,
    // The buy form's Idempotency-Key (ADR 0109): a double tap or a resent form buys one ad.
    payKey: newPayKey(),
    listing: { id: listing.id, title: listing.title, live: listing.status === ListingStatus.active },
    packages: offered.items.map((pkg) => ({
      id: pkg.id,
      title: pkg.title,
      price: formatAmount(pkg.price, locale),
      days: localizeDigits(String(pkg.days), locale),
    })),
    ads: mine.items.map((ad) => ({
      id: ad.id,
      packageTitle: ad.packageTitle,
      price: formatAmount(ad.price, locale),
      status: ad.status,
      shown: ad.shown,
      endsAt: ad.endsAt ? formatJalaliDate(new Date(ad.endsAt), locale) : null,
      payHref:
        ad.status === ListingStatus.awaitingPayment && ad.paymentId !== null ? `/panel/payment/${ad.paymentId}` : null,
    })),
  };
}

/**
 * Buys an ad with the chosen package (made from this panel: its device type), then goes to pay it; or, from the
 * choice «نردبان» / «تمدید» opened, a bump, a renewal or an upgrade of the listing itself.
 */
export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const { paths, deviceType } = sectionOf(args.url);
  const form = await args.request.formData();
  if (form.get('intent') === 'purchase') return buyPurchase(args, paths.purchases, id, form, deviceType);
  try {
    const ad = await serverApi(args.request, args.context).POST('/api/v1/me/section-ads', {
      body: { listingId: id, packageId: Number(form.get('packageId')), deviceType },
      ...keyed(payKeyOf(form)),
    });
    return redirect(`/panel/payment/${ad.paymentId}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function OwnerSectionAds({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { section, listing, packages, ads, purchase, payKey } = loaderData;
  const purchaseError = actionData && 'error' in actionData ? actionData.error : undefined;
  return (
    <PanelPage title={t('sectionAds.panel.title', { title: listing.title })}>
      <ListingScreensMenu listingId={listing.id} current="ads" {...SCREENS[section]} />
      {(purchase.bumpHref || purchase.buyRenewHref) && (
        <PanelCard title={t('listings.mine.promote')}>
          {purchaseError && (
            <Alert color="red" variant="light" role="alert" mb="md">
              {purchaseError}
            </Alert>
          )}
          <PurchasePanel
            listing={listing}
            vertical={loaderData.key}
            {...purchase}
            busy={navigation.state === 'submitting'}
          />
        </PanelCard>
      )}
      <PanelCard title={t('sectionAds.panel.packages')}>
        <Text mb="md">{t(`sectionAds.sections.${section}.intro`)}</Text>
        <FormAlert failure={actionData && 'failure' in actionData ? actionData.failure : undefined} />
        {!listing.live ? (
          <Alert color="orange" variant="light">
            {t(`sectionAds.sections.${section}.notLive`)}
          </Alert>
        ) : packages.length === 0 ? (
          <Text c="dimmed">{t('sectionAds.panel.noPackages')}</Text>
        ) : (
          <Form method="post">
            <input type="hidden" name="payKey" value={payKey} />
            <fieldset className={classes.choices}>
              <legend className={classes.legend}>{t('sectionAds.panel.packages')}</legend>
              <div className={classes.packages}>
                {packages.map((pkg, index) => (
                  <Radio
                    key={pkg.id}
                    name="packageId"
                    value={String(pkg.id)}
                    defaultChecked={index === 0}
                    label={`${pkg.title} — ${t('sectionAds.panel.days', { days: pkg.days })} — ${pkg.price}`}
                  />
                ))}
              </div>
            </fieldset>
            <Button type="submit" loading={navigation.state !== 'idle'}>
              {t('sectionAds.panel.buy')}
            </Button>
          </Form>
        )}
      </PanelCard>
      <PanelCard title={t(`sectionAds.sections.${section}.mine`)}>
        {ads.length === 0 ? (
          <Text c="dimmed">{t('sectionAds.panel.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Tbody>
                {ads.map((ad) => (
                  <Table.Tr key={ad.id}>
                    <Table.Td>{ad.packageTitle}</Table.Td>
                    <Table.Td>{ad.price}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <StatusBadge status={ad.status} />
                        {ad.shown && ad.endsAt && (
                          <Text size="sm">{t('sectionAds.panel.shownUntil', { date: ad.endsAt })}</Text>
                        )}
                        {ad.payHref && (
                          <Anchor component={Link} to={ad.payHref}>
                            {t('sectionAds.panel.pay')}
                          </Anchor>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PanelCard>
    </PanelPage>
  );
}
