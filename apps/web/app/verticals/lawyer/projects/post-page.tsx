import { Form, redirect, useNavigation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Container, NativeSelect, Textarea, TextInput, Title } from '@mantine/core';
import { type PostedProject, ProjectCreateSchema } from '@shahrbazar/domain/api/lawyer-project.schema';
import { Gender } from '@shahrbazar/domain/enums/people';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { isPostingPackage, PROJECT_FILES_MAX, PROJECT_TYPES } from '@shahrbazar/domain/rules/lawyer-project';
import type { Route } from './+types/post-page';
import { forwardFiles } from '../../../components/files/forward-files.server.ts';
import { keyed, newPayKey, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { PrivateFileInput } from '../../../components/files/private-file-input.tsx';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { PackageChoice } from '../../../components/listings/package-choice.tsx';
import forms from '../../../components/panel/forms.module.css';
import { PanelCard } from '../../../components/panel/panel-page.tsx';
import { priceOf } from '../../../lib/amount.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { packageCards } from '../../../lib/listings/package-cards.server.ts';
import { documentTitle } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../../lib/route-errors.ts';
import { failureOf, requireSession } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import classes from './projects.module.css';

/**
 * Posting a client project (/lawyer/projects/create, signed in): title, kind of work, description, a legal specialty,
 * tags, the budget (0 = «توافقی»), the posting package (ADR 0060: the free one opens the project at once, a priced one
 * goes on to its payment), days to take offers (the package's when left empty) and the lawyer's gender (either by
 * default). A plain form posting to this route's action, so it works without JavaScript. Files travel with the form
 * and are kept private to the client and the selected lawyer (ADR 0056).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSession(args, 'general');
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const [tree, offered] = await Promise.all([
    api.GET('/api/v1/categories', { params: { query: { type: 'lawyer' } } }),
    api.GET('/api/v1/packages', { params: { query: { type: PackageType.lawyerClientProject } } }),
  ]).catch(rethrowAsRouteError);
  const specialties = tree.items.flatMap((category) =>
    category.subCategories.map((sub) => ({ value: String(sub.id), label: `${category.title} / ${sub.title}` })),
  );
  return {
    title: await documentTitle(args.request, args.context, locale, catalogues[locale].lawyerProjects.form.title),
    specialties,
    // The site's share of released projects is a percentage package of the same type: not a way to post.
    packages: packageCards(offered.items.filter(isPostingPackage), locale),
    // The form's Idempotency-Key (ADR 0109): a double tap or a resent form posts one project.
    payKey: newPayKey(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

type Values = Record<
  | 'title'
  | 'type'
  | 'description'
  | 'specialty'
  | 'tags'
  | 'budgetFrom'
  | 'budgetTo'
  | 'duration'
  | 'gender'
  | 'package_id',
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
    package_id: read('package_id'),
  };
  const api = serverApi(args.request, args.context);
  let created: PostedProject;
  let replayed: boolean;
  try {
    const answer = await api.request('POST', '/api/v1/me/lawyer/projects', {
      body: contractBody(
        ProjectCreateSchema,
        {
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
          ...(values.duration ? { duration: priceOf(values.duration) } : {}),
          ...(values.package_id ? { package_id: Number(values.package_id) } : {}),
          gender: values.gender || Gender.either,
        },
        localeOfRequest(args.request),
      ),
      ...keyed(payKeyOf(form)),
    });
    created = answer.data;
    // A form sent again after its answer was lost finds the project already posted: its files went with the first.
    replayed = answer.headers.get('idempotent-replayed') === 'true';
  } catch (error) {
    const { failure } = failureOf(error);
    return { failure, values } satisfies PostActionData;
  }
  // The files go to the private storage once the project exists; a refused one leaves it posted, and the project's
  // page says so (its file form is there to try again).
  const filed = replayed
    ? ''
    : await forwardFiles(form, PROJECT_FILES_MAX, (body) =>
        api.POST('/api/v1/me/lawyer/projects/{id}/files', { params: { path: { id: created.id } }, body }),
      )
        .then(() => '')
        .catch(() => '&fileRefused=1');
  // A priced package: the project opens once its payment is made (the bank or the wallet, billing's page).
  if (created.paymentId !== null) return redirect(`/panel/payment/${created.paymentId}`, 303);
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
        <Form method="post" encType="multipart/form-data" noValidate className={forms.stack}>
          <input type="hidden" name="payKey" value={loaderData.payKey} />
          <FormAlert
            failure={failure}
            shownFields={[
              'title',
              'type',
              'description',
              'specialties',
              'tags',
              'budgetFrom',
              'budgetTo',
              'duration',
              'package_id',
            ]}
          />
          <TextInput
            name="title"
            label={t('lawyerProjects.form.titleLabel')}
            defaultValue={value('title')}
            error={field('title')}
            required
          />
          <NativeSelect
            name="type"
            label={t('lawyerProjects.form.type')}
            description={t('lawyerProjects.form.typeHint')}
            data={[
              { value: '', label: t('lawyerProjects.form.typeChoose'), disabled: true },
              ...PROJECT_TYPES.map((type) => ({ value: type, label: t(`lawyerProjects.types.${type}`) })),
            ]}
            defaultValue={value('type') ?? ''}
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
            description={t('lawyerProjects.form.durationHint')}
            defaultValue={value('duration')}
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
          <div>
            <p className={classes.meta}>{t('lawyerProjects.form.package')}</p>
            <PackageChoice
              packages={loaderData.packages}
              selected={Number(value('package_id') || loaderData.packages[0]?.id)}
              error={field('package_id')}
            />
          </div>
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
