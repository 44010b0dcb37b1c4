import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Checkbox, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import type { ApiClient } from '../../lib/api-client.ts';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { clinicText } from './clinic-fields.tsx';

/**
 * The back office's check of a clinic's medical council number (the verified badge, with the owner's identity
 * check): the number as the owner wrote it and a box the manager ticks once it is found in the council's register.
 */
export function ClinicManagerCheck({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const checked = listing.medicalSystemChecked === true;
  return (
    <PanelCard title={t('clinic.manager.checkTitle')}>
      <Form method="post" key={String(checked)}>
        <input type="hidden" name="intent" value="vertical" />
        <Text mb="xs">
          {t('clinic.manager.number', { number: localizeDigits(clinicText(listing, 'medicalSystemNumber'), locale) })}
        </Text>
        <Checkbox name="checked" label={t('clinic.manager.checked')} defaultChecked={checked} mb="sm" />
        <Button
          type="submit"
          variant="light"
          loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'vertical'}
        >
          {t('clinic.manager.save')}
        </Button>
      </Form>
    </PanelCard>
  );
}

/** Sends the manager's check (ClinicManagerCheck's form) to the API. */
export function sendMedicalCheck(api: ApiClient, listing: { id: number }, form: FormData): Promise<unknown> {
  return api.POST('/api/v1/manager/clinic/{id}/medical-system-check', {
    params: { path: { id: listing.id } },
    body: {
      checked: form.get('checked') === 'on',
    },
  });
}
