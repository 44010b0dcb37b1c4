import { Form, redirect, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Container, NativeSelect, Textarea, TextInput, Title } from '@mantine/core';
import type { GeneralCategory } from '@shahrbazar/domain/api/catalogue.schema';
import type { Project } from '@shahrbazar/domain/api/lawyer-project.schema';
import { Gender } from '@shahrbazar/domain/enums/people';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { DEFAULT_PROJECT_DAYS, PROJECT_FILES_MAX } from '@shahrbazar/domain/rules/lawyer-project';
import type { Route } from './+types/post-page';
import { forwardFiles } from '../../../components/files/forward-files.server.ts';
import { PrivateFileInput } from '../../../components/files/private-file-input.tsx';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import forms from '../../../components/panel/forms.module.css';
import { PanelCard } from '../../../components/panel/panel-page.tsx';
import { priceOf } from '../../../lib/amount.ts';
import { serverApi } from '../../../lib/api.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { documentTitle } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../../lib/route-errors.ts';
import { failureOf, requireSession } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import classes from './projects.module.css';

/**
 * Posting a client project (/lawyer/projects/create, signed in): title, kind of work, description, a legal specialty,
 * tags, the budget (0 = «توافقی»), days to take offers (7 by default) and the lawyer's gender (either by default).
 * Free posting (ADR 0041); a plain form posting to this route's action, so it works without JavaScript. Files travel
 * with the form and are kept private to the client and the selected lawyer (ADR 0056).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSession(args, 'general');
  const locale = localeOfRequest(args.request);
  const tree = await serverApi(args.request, args.context)
    .get<{ items: GeneralCategory[] }>('/api/v1/categories?type=lawyer')
    .catch(rethrowAsRouteError);
  const specialties = tree.items.flatMap((category) =>
    category.subCategories.map((sub) => ({ value: String(sub.id), label: `${category.title} / ${sub.title}` })),
  );
  return {
    title: await documentTitle(args.request, args.context, locale, catalogues[locale].lawyerProjects.form.title),
    specialties,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

type Values = Record<
  'title' | 'type' | 'description' | 'specialty' | 'tags' | 'budgetFrom' | 'budgetTo' | 'duration' | 'gender',
  string
>;
interface PostActionData {
  failure: FormFailure;
  values: Values;
}

export async function action(args: Route.ActionArgs) {
  await requireSession(args, 'general');
  const form = await args.request.formData();
  const read = (name: keyof Values) => String(form.get(name) ?? '');
  const values: Values = {
    title: read('title'),
    type: read('type'),
    description: read('description'),
    specialty: read('specialty'),
    tags: read('tags'),
    budgetFrom: read('budgetFrom'),
    budgetTo: read('budgetTo'),
    duration: read('duration'),
    gender: read('gender'),
  };
  const api = serverApi(args.request, args.context);
  let created: Project;
  try {
    created = await api.post<Project>('/api/v1/me/lawyer/projects', {
      title: values.title,
      type: values.type,
      description: values.description,
      specialties: values.specialty ? [Number(values.specialty)] : [],
      tags: values.tags
        .split(/[,،]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      budgetFrom: priceOf(values.budgetFrom),
      budgetTo: priceOf(values.budgetTo),
      duration: priceOf(values.duration || String(DEFAULT_PROJECT_DAYS)),
      gender: values.gender || Gender.either,
    });
  } catch (error) {
    const { failure } = failureOf(error);
    return { failure, values } satisfies PostActionData;
  }
  // The files go to the private storage once the project exists; a refused one leaves it posted, and the project's
  // page says so (its file form is there to try again).
  const filed = await forwardFiles(api, form, `/api/v1/me/lawyer/projects/${created.id}/files`, PROJECT_FILES_MAX)
    .then(() => '')
    .catch(() => '&fileRefused=1');
  return redirect(`/panel/lawyerProject/${created.id}?posted=1${filed}`, 303);
}

export default function PostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const result: PostActionData | undefined = actionData;
  const failure = result?.failure;
  const value = (name: keyof Values) => result?.values[name];
  const field = (name: string) => failure?.fields[name === 'specialty' ? 'specialties' : name];
  return (
    <Container size="sm" className={classes.page}>
      <Title order={1} mb="md">
        {t('lawyerProjects.form.title')}
      </Title>
      <PanelCard>
        <p className={classes.meta}>{t('lawyerProjects.form.free')}</p>
        <Form method="post" encType="multipart/form-data" noValidate className={forms.stack}>
          <FormAlert
            failure={failure}
            shownFields={['title', 'type', 'description', 'specialties', 'tags', 'budgetFrom', 'budgetTo', 'duration']}
          />
          <TextInput
            name="title"
            label={t('lawyerProjects.form.titleLabel')}
            defaultValue={value('title')}
            error={field('title')}
            required
          />
          <TextInput
            name="type"
            label={t('lawyerProjects.form.type')}
            description={t('lawyerProjects.form.typeHint')}
            defaultValue={value('type')}
            error={field('type')}
            required
          />
          <NativeSelect
            name="specialty"
            label={t('lawyerProjects.form.specialty')}
            data={loaderData.specialties}
            defaultValue={value('specialty')}
            error={field('specialty')}
            required
          />
          <Textarea
            name="description"
            label={t('lawyerProjects.form.description')}
            defaultValue={value('description')}
            error={field('description')}
            autosize
            minRows={4}
            required
          />
          <TextInput
            name="tags"
            label={t('lawyerProjects.form.tags')}
            description={t('lawyerProjects.form.tagsHint')}
            defaultValue={value('tags')}
            error={field('tags')}
          />
          <TextInput
            name="budgetFrom"
            label={t('lawyerProjects.form.budgetFrom')}
            description={t('lawyerProjects.form.budgetFromHint')}
            defaultValue={value('budgetFrom')}
            error={field('budgetFrom')}
            inputMode="numeric"
            dir="auto"
          />
          <TextInput
            name="budgetTo"
            label={t('lawyerProjects.form.budgetTo')}
            defaultValue={value('budgetTo')}
            error={field('budgetTo')}
            inputMode="numeric"
            dir="auto"
          />
          <TextInput
            name="duration"
            label={t('lawyerProjects.form.duration')}
            defaultValue={value('duration') ?? localizeDigits(DEFAULT_PROJECT_DAYS, locale)}
            error={field('duration')}
            inputMode="numeric"
            dir="auto"
          />
          <NativeSelect
            name="gender"
            label={t('lawyerProjects.form.gender')}
            data={Gender.options(locale).map((option) => ({ value: option.value, label: option.label }))}
            defaultValue={value('gender') ?? Gender.either}
          />
          <PrivateFileInput
            id="project-files"
            label={t('lawyerProjects.form.files')}
            hint={t('lawyerProjects.form.filesHint')}
          />
          <div className={forms.actions}>
            <Button type="submit" size="md" loading={navigation.state === 'submitting'}>
              {t('lawyerProjects.form.submit')}
            </Button>
          </div>
        </Form>
      </PanelCard>
    </Container>
  );
}
