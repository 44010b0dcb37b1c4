import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Checkbox, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import type { ApiClient } from '../../lib/api-client.ts';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { jalaliOf, lawyerText } from './lawyer-fields.tsx';

/**
 * The back office's check of a lawyer's licence (the verified badge, with the owner's identity check and an unexpired
 * licence): the number and expiry as the owner wrote them and a box the manager ticks once found in the bar's register.
 */
export function LawyerManagerCheck({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const checked = listing.licenseChecked === true;
  return (
    <PanelCard title={t('lawyer.manager.checkTitle')}>
      <Form method="post" key={String(checked)}>
        <input type="hidden" name="intent" value="vertical" />
        <Text mb="xs">
          {t('lawyer.manager.number', {
            number: localizeDigits(lawyerText(listing, 'licenseNumber'), locale),
            expiry: jalaliOf(lawyerText(listing, 'licenseExpiry'), locale),
          })}
        </Text>
        <Checkbox name="checked" label={t('lawyer.manager.checked')} defaultChecked={checked} mb="sm" />
        <Button
          type="submit"
          variant="light"
          loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'vertical'}
        >
          {t('lawyer.manager.save')}
        </Button>
      </Form>
    </PanelCard>
  );
}

/** Sends the manager's check (LawyerManagerCheck's form) to the API. */
export function sendLicenseCheck(api: ApiClient, listing: { id: number }, form: FormData): Promise<unknown> {
  return api.POST('/api/v1/manager/lawyer/{id}/license-check', {
    params: { path: { id: listing.id } },
    body: { checked: form.get('checked') === 'on' },
  });
}
