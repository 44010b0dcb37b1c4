import { Form } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { UserType } from '@shahrbazar/domain/enums/people';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/send';
import { FormAlert, FormNotice } from '../../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../../components/forms/submit-button.tsx';
import { MANAGER } from '../../../components/manager/access.ts';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFormFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** The back office sends a notification to one user (by id) or to every user of a type, optionally by SMS too. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.notificationsCreate);
  return { types: UserType.options(localeOfRequest(args.request)) };
}

export async function action(args: Route.ActionArgs) {
  await requirePolicies(args, 'manager', MANAGER.notificationsCreate);
  const form = await args.request.formData();
  const values = Object.fromEntries(
    ['to', 'userId', 'userType', 'title', 'description'].map((n) => [n, textOf(form, n)]),
  );
  const userType = Number(values.userType);
  const body = {
    ...(values.to === 'user'
      ? { user_id: Number(values.userId) || 0 }
      : { userType: UserType.is(userType) ? userType : undefined }),
    title: values.title ?? '',
    description: values.description ?? '',
    sms: form.get('sms') === 'on',
  };
  try {
    const answer = await serverApi(args.request, args.context).POST('/api/v1/manager/notifications', { body });
    return { sent: answer.receivers };
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values });
  }
}

export default function SendNotification({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const failure = actionData && 'failure' in actionData ? actionData.failure : undefined;
  const values = (actionData && 'values' in actionData ? actionData.values : {}) as Record<string, string | undefined>;
  const error = (name: string) => failure?.fields[name];
  return (
    <PanelPage title={t('notifications.manager.title')}>
      <FormNotice>
        {actionData && 'sent' in actionData
          ? t('notifications.manager.sent', { n: localizeDigits(actionData.sent, locale) })
          : null}
      </FormNotice>
      <FormAlert failure={failure} shownFields={['user_id', 'userType', 'title', 'description']} />
      <PanelCard>
        <Form method="post" noValidate>
          <NativeSelect
            name="to"
            label={t('notifications.manager.to')}
            defaultValue={values.to ?? 'type'}
            data={[
              { value: 'type', label: t('notifications.manager.toType') },
              { value: 'user', label: t('notifications.manager.toUser') },
            ]}
            mb="sm"
          />
          <NativeSelect
            name="userType"
            label={t('notifications.manager.userType')}
            defaultValue={values.userType ?? String(UserType.client)}
            data={loaderData.types.map((o) => ({ value: String(o.value), label: o.label }))}
            error={error('userType')}
            mb="sm"
          />
          <TextInput
            name="userId"
            label={t('notifications.manager.userId')}
            inputMode="numeric"
            defaultValue={values.userId}
            error={error('user_id')}
            mb="sm"
          />
          <TextInput
            name="title"
            label={t('notifications.manager.fieldTitle')}
            defaultValue={values.title}
            error={error('title')}
            required
            mb="sm"
          />
          <Textarea
            name="description"
            label={t('notifications.manager.fieldText')}
            defaultValue={values.description}
            error={error('description')}
            autosize
            minRows={3}
            required
            mb="sm"
          />
          <Checkbox name="sms" label={t('notifications.manager.sms')} mb="md" />
          <SubmitButton label={t('notifications.manager.send')} fullWidth={false} />
        </Form>
      </PanelCard>
    </PanelPage>
  );
}
