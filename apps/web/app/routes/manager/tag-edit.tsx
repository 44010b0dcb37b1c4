import { data, Form, Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, TextInput } from '@mantine/core';
import type { Tag } from '@shahrbazar/domain/api/catalogue.schema';
import type { TagWrite } from '@shahrbazar/domain/api/tag.schema';
import type { Route } from './+types/tag-edit';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useSavedForm } from '../../components/forms/use-saved-form.ts';
import { useFormCheck } from '../../components/geo/form-check.ts';
import { checkTag } from '../../components/geo/geo-form.ts';
import { problemsFailure } from '../../components/geo/geo-manager.server.ts';
import { MANAGER } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { saveRecordAction } from '../../components/manager/save-record.server.ts';
import { useFocusFirstInvalid } from '../../components/manager/use-focus-invalid.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { textOf, type FormFailure } from '../../lib/form-checks.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';

// One module for /manager/tag/create and /manager/tag/{id}/edit: a tag's title and slug (made from the title when
// left empty, Persian kept: «لپ تاپ» -> «لپ-تاپ»).

const FIELDS = ['title', 'slug'] as const;

const tagValues = (tag: Tag) => ({ title: tag.title, slug: tag.slug });

async function guard(args: RequestArgs & { params: { id?: string } }) {
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.tagsIndex, id === undefined ? MANAGER.tagsCreate : MANAGER.tagsEdit);
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const tag =
    id === undefined
      ? undefined
      : await serverApi(args.request, args.context)
          .GET('/api/v1/manager/tags/{id}', { params: { path: { id } } })
          .catch(panelFailure(args, 'manager'));
  return { tag };
}

interface TagActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
  const refused = problemsFailure(args.request, checkTag(form));
  if (refused) return data<TagActionData>({ failure: refused, values }, { status: 422 });
  const slug = textOf(form, 'slug');
  const body: TagWrite = { title: textOf(form, 'title'), ...(slug ? { slug } : {}) };
  return saveRecordAction(args, {
    create: (api) => api.POST('/api/v1/manager/tags', { body }),
    update: (api, key) => api.PUT('/api/v1/manager/tags/{id}', { params: { path: { id: key } }, body }),
    id,
    createdPage: '/manager/tags',
    values,
  });
}

export default function ManagerTagEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tag } = loaderData;
  const result: TagActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = result?.values ?? (tag ? tagValues(tag) : { title: '', slug: '' });
  const check = useFormCheck(checkTag);
  const errors = { ...failure?.fields, ...check.errors };
  const formRef = useFocusFirstInvalid(Object.keys(check.errors).length > 0 ? check.errors : failure);
  const page = useSavedForm(actionData);
  return (
    <PanelPage title={tag ? t('tags.edit') : t('tags.create')}>
      <Form
        method="post"
        noValidate
        key={page.key}
        preventScrollReset={Boolean(tag)}
        onSubmit={check.onSubmit}
        ref={formRef}
      >
        <PanelCard>
          <div className={forms.grid}>
            <TextInput
              name="title"
              label={t('tags.titleField')}
              defaultValue={typed.title}
              error={errors.title}
              required
              autoComplete="off"
              maxLength={60}
            />
            <TextInput
              name="slug"
              label={t('tags.slug')}
              description={t('tags.slugHint')}
              defaultValue={typed.slug}
              error={errors.slug}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={60}
              dir="auto"
            />
          </div>
        </PanelCard>
        <FormNotice>{page.saved ? t('manager.notice.saved') : null}</FormNotice>
        <FormAlert failure={failure} shownFields={[...FIELDS]} />
        <div className={forms.actions}>
          <Button component={Link} to="/manager/tags" variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <SubmitButton label={tag ? t('tags.save') : t('tags.create')} fullWidth={false} />
        </div>
      </Form>
    </PanelPage>
  );
}
