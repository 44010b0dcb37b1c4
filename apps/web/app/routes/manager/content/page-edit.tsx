import { data, Form, Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import type { ContentPage } from '@shahrbazar/domain/api/content.schema';
import { ContentStatus } from '@shahrbazar/domain/enums/content';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import type { Route } from './+types/page-edit';
import { enumValue } from '../../../components/manager/labels.server.ts';
import type { ApiBody } from '../../../lib/api-body.ts';
import { FormAlert, FormNotice } from '../../../components/forms/form-alert.tsx';
import { RichTextEditor } from '../../../components/forms/rich-text-editor.tsx';
import { SubmitButton } from '../../../components/forms/submit-button.tsx';
import { useSavedForm } from '../../../components/forms/use-saved-form.ts';
import { useFormCheck } from '../../../components/geo/form-check.ts';
import { checkTag } from '../../../components/geo/geo-form.ts';
import { problemsFailure } from '../../../components/geo/geo-manager.server.ts';
import { MANAGER } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { saveRecordAction } from '../../../components/manager/save-record.server.ts';
import { useFocusFirstInvalid } from '../../../components/manager/use-focus-invalid.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import forms from '../../../components/panel/forms.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf, type FormFailure } from '../../../lib/form-checks.ts';
import { panelFailure, type RequestArgs } from '../../../lib/session.server.ts';

// One module for /manager/page/create and /manager/page/{id}/edit: a page's title, slug, status and its HTML, which
// the API sanitises before storing (apps/api modules/content/sanitize.ts).

const FIELDS = ['title', 'slug', 'content', 'status'] as const;

const pageValues = (page: ContentPage) => ({
  title: page.title,
  slug: page.slug,
  content: page.content,
  status: String(page.status),
});

async function guard(args: RequestArgs & { params: { id?: string } }) {
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  await requirePolicies(
    args,
    'manager',
    MANAGER.pagesIndex,
    id === undefined ? MANAGER.pagesCreate : MANAGER.pagesEdit,
  );
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const page =
    id === undefined
      ? undefined
      : await serverApi(args.request, args.context)
          .GET('/api/v1/manager/pages/{id}', { params: { path: { id } } })
          .catch(panelFailure(args, 'manager'));
  return { page };
}

interface PageActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
  const refused = problemsFailure(args.request, checkTag(form));
  if (refused) return data<PageActionData>({ failure: refused, values }, { status: 422 });
  const body: ApiBody<'/api/v1/manager/pages', 'post'> = {
    title: textOf(form, 'title'),
    slug: textOf(form, 'slug'),
    content: String(form.get('content') ?? ''),
    status: enumValue(textOf(form, 'status') || String(ContentStatus.published), (value) => ContentStatus.is(value)),
  };
  return saveRecordAction(args, {
    create: (api) => api.POST('/api/v1/manager/pages', { body }),
    update: (api, key) => api.PUT('/api/v1/manager/pages/{id}', { params: { path: { id: key } }, body }),
    id,
    createdPage: '/manager/pages',
    values,
  });
}

export default function ManagerPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { page } = loaderData;
  const result: PageActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = result?.values ?? (page ? pageValues(page) : { title: '', slug: '', content: '', status: '1' });
  const check = useFormCheck(checkTag);
  const errors = { ...failure?.fields, ...check.errors };
  const formRef = useFocusFirstInvalid(Object.keys(check.errors).length > 0 ? check.errors : failure);
  const saved = useSavedForm(actionData);
  return (
    <PanelPage title={page ? t('content.pages.edit') : t('content.pages.create')}>
      <Form
        method="post"
        noValidate
        key={saved.key}
        preventScrollReset={Boolean(page)}
        onSubmit={check.onSubmit}
        ref={formRef}
      >
        <PanelCard>
          <div className={forms.grid}>
            <TextInput
              name="title"
              label={t('content.pages.titleField')}
              defaultValue={typed.title}
              error={errors.title}
              required
              autoComplete="off"
              maxLength={150}
            />
            <TextInput
              name="slug"
              label={t('content.pages.slug')}
              description={t('content.pages.slugHint')}
              defaultValue={typed.slug}
              error={errors.slug}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={80}
              dir="ltr"
            />
            <NativeSelect
              name="status"
              label={t('content.pages.status')}
              defaultValue={typed.status}
              error={errors.status}
              data={ContentStatus.options(locale).map((option) => ({
                value: String(option.value),
                label: option.label,
              }))}
            />
          </div>
          <RichTextEditor
            name="content"
            label={t('content.pages.textField')}
            htmlDescription={t('content.pages.contentHint')}
            defaultValue={typed.content ?? ''}
            error={errors.content}
          />
        </PanelCard>
        <FormNotice>{saved.saved ? t('manager.notice.saved') : null}</FormNotice>
        <FormAlert failure={failure} shownFields={[...FIELDS]} />
        <div className={forms.actions}>
          <Button component={Link} to="/manager/pages" variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <SubmitButton label={page ? t('content.pages.save') : t('content.pages.create')} fullWidth={false} />
        </div>
      </Form>
    </PanelPage>
  );
}
