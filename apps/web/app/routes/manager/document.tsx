import { data, Form, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, Textarea } from '@mantine/core';
import { hasPermission } from '@shahrbazar/domain/rules/permission';
import { DocumentReviewSchema } from '@shahrbazar/domain/api/user.schema';
import type { Route } from './+types/document';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { MANAGER } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { authLevelOptions, documentRow, REVIEW_DECISIONS } from '../../components/manager/labels.server.ts';
import classes from '../../components/manager/manager.module.css';
import { Facts, RecordMessage, RecordPage } from '../../components/manager/record-page.tsx';
import { readRecord } from '../../components/manager/record-page.server.ts';
import { DocumentStatusBadge } from '../../components/panel/document-status.tsx';
import { UploaderFact } from '../../components/panel/document-uploader.tsx';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { textOf, type FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { contractBody } from '../../lib/contract-values.server.ts';
import { panelFormFailure } from '../../lib/session.server.ts';

/** Review of one identity document (spec: authenticate): the image, who sent it, and approve / reject. */
export async function loader(args: Route.LoaderArgs) {
  const { me, record: found } = await readRecord(args, [MANAGER.documentsIndex], (api, id) =>
    api.GET('/api/v1/manager/documents/{id}', { params: { path: { id } } }),
  );
  const locale = localeOfRequest(args.request);
  return {
    doc: documentRow(found, '', locale),
    authLevels: authLevelOptions(locale),
    canReview: hasPermission(me, MANAGER.documentsReview),
  };
}

interface ReviewActionData {
  saved?: boolean;
  failure?: FormFailure;
  values?: { authLevel: string; authMessage: string };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.documentsIndex, MANAGER.documentsReview);
  const form = await args.request.formData();
  const values = { authLevel: textOf(form, 'authLevel'), authMessage: textOf(form, 'authMessage') };
  const decision = textOf(form, 'decision') === 'reject' ? 'reject' : 'approve';
  try {
    await serverApi(args.request, args.context).PUT('/api/v1/manager/documents/{id}/review', {
      params: { path: { id } },
      body: contractBody(
        DocumentReviewSchema,
        { status: REVIEW_DECISIONS[decision], authLevel: Number(values.authLevel), authMessage: values.authMessage },
        localeOfRequest(args.request),
      ),
    });
    return data<ReviewActionData>({ saved: true });
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values });
  }
}

export default function ManagerDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { doc, authLevels, canReview } = loaderData;
  const result: ReviewActionData | undefined = actionData;
  const failure = result?.failure;
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('decision') : undefined;
  return (
    <RecordPage
      title={t('manager.documents.review')}
      image={{
        title: doc.title || t('panel.documents.untitled'),
        src: doc.src,
        alt: doc.title,
        open: t('manager.documents.openImage'),
      }}
      back={{ to: '/manager/documents', label: t('manager.documents.back') }}
    >
      <PanelCard title={t('manager.documents.details')}>
        <Facts
          className={classes.facts}
          facts={[
            { label: t('manager.documents.user'), value: doc.userName || t('panel.unnamed') },
            { label: t('manager.users.mobile'), value: doc.userMobile },
            { label: t('panel.documents.sentAt'), value: doc.sentAt },
            <UploaderFact key="uploader" document={doc} />,
            {
              label: t('panel.documents.status'),
              value: <DocumentStatusBadge status={doc.status} label={doc.statusLabel} />,
            },
            doc.reviewedAt && { label: t('panel.documents.reviewedAt'), value: doc.reviewedAt },
            { label: t('manager.users.authLevel'), value: doc.authLevelLabel },
          ]}
        />
        <RecordMessage
          message={doc.message}
          cite={t('manager.documents.lastMessage')}
          color={doc.status === 2 ? 'red' : 'teal'}
          spaced={false}
        />
      </PanelCard>
      {canReview && (
        <PanelCard title={t('manager.documents.decision')}>
          <Form method="post" noValidate key={doc.reviewedAt ?? 'review'}>
            <NativeSelect
              name="authLevel"
              label={t('manager.documents.authLevelAfter')}
              description={t('manager.documents.authLevelHint')}
              data={authLevels}
              defaultValue={result?.values?.authLevel ?? String(doc.authLevel)}
              error={failure?.fields.authLevel}
            />
            <Textarea
              name="authMessage"
              label={t('manager.documents.message')}
              description={t('manager.documents.messageHint')}
              defaultValue={result?.values?.authMessage ?? doc.message}
              error={failure?.fields.authMessage}
              autosize
              minRows={3}
              maxRows={6}
              mt="sm"
            />
            <FormNotice>{result?.saved ? t('manager.documents.reviewed') : null}</FormNotice>
            <FormAlert failure={failure} shownFields={['authLevel', 'authMessage']} />
            <div className={classes.decision}>
              <Button type="submit" name="decision" value="approve" color="green" loading={sending === 'approve'}>
                {t('manager.documents.approve')}
              </Button>
              <Button
                type="submit"
                name="decision"
                value="reject"
                color="red"
                variant="light"
                loading={sending === 'reject'}
              >
                {t('manager.documents.reject')}
              </Button>
            </div>
          </Form>
        </PanelCard>
      )}
    </RecordPage>
  );
}
