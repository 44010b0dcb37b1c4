import { data, Form, redirect, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Container, NativeSelect, Textarea, TextInput, Title } from '@mantine/core';
import { type Question, QuestionWriteSchema } from '@shahrbazar/domain/api/lawyer.schema';
import { QUESTION_CONTENT_MAX, QUESTION_FILES_MAX, QUESTION_TITLE_MAX } from '@shahrbazar/domain/rules/lawyer';
import type { Route } from './+types/ask-page';
import { forwardFiles } from '../../components/files/forward-files.server.ts';
import { PrivateFileInput } from '../../components/files/private-file-input.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import listings from '../../components/listings/listings.module.css';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { contractBody } from '../../lib/contract-values.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { documentTitle } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { failureOf, panelFailure, requireSession } from '../../lib/session.server.ts';
import { legalTree, questionHref } from './questions.server.ts';

const FIELDS = ['general_sub_category_id', 'title', 'content', 'file'];

/**
 * Asking a question (/lawyer/questions/ask): a signed-in person picks a legal category, writes a title and the
 * question, and may attach files (PDF or images, private to them and to lawyers). A guest signs in first and comes
 * back. Published at once; then the question's page.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSession(args, 'general');
  const locale = localeOfRequest(args.request);
  const words = catalogues[locale];
  const initial = await loadInitialData(args.request, args.context).catch(rethrowAsRouteError);
  const chosen = args.url.searchParams.get('category');
  return {
    title: await documentTitle(args.request, args.context, locale, words.lawyer.ask.title),
    description: words.lawyer.ask.description,
    trail: [
      { label: words.listings.common.home, href: '/' },
      { label: words.sections.lawyer.title, href: '/lawyer' },
      { label: words.lawyer.questions.title, href: '/lawyer/questions' },
      { label: words.lawyer.ask.title },
    ],
    groups: legalTree(initial).map((category) => ({
      group: category.title,
      items: category.subCategories.map((sub) => ({ value: String(sub.id), label: sub.title })),
    })),
    chosen: legalTree(initial)
      .flatMap((category) => category.subCategories)
      .find((sub) => sub.slug === chosen)
      ?.id.toString(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const typed = {
    general_sub_category_id: String(form.get('general_sub_category_id') ?? ''),
    title: String(form.get('title') ?? ''),
    content: String(form.get('content') ?? ''),
  };
  const api = serverApi(args.request, args.context);
  let question: Question;
  try {
    question = await api.POST('/api/v1/lawyer-questions', {
      body: contractBody(QuestionWriteSchema, typed, localeOfRequest(args.request)),
    });
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) panelFailure(args, 'general')(error);
    const { status, failure } = failureOf(error);
    return data({ typed, failure, asked: null as string | null }, { status });
  }
  // The files, one by one, once the question exists; a refused file leaves the question asked, and says so.
  try {
    await forwardFiles(form, QUESTION_FILES_MAX, (body) =>
      api.POST('/api/v1/lawyer-questions/{slugId}/files', { params: { path: { slugId: question.slugId } }, body }),
    );
  } catch (error) {
    const { status, failure } = failureOf(error);
    return data({ typed, failure, asked: questionHref(question) }, { status });
  }
  return redirect(`${questionHref(question)}?done=asked`, 303);
}

export default function Ask({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const typed = actionData?.typed;
  const errors = actionData?.failure.fields ?? {};
  return (
    <Container size="md" className={listings.page}>
      <Breadcrumbs trail={loaderData.trail} />
      <Title order={1} className={listings.heading} mb="xs">
        {t('lawyer.ask.title')}
      </Title>
      <p>{t('lawyer.ask.intro')}</p>
      <FormAlert failure={actionData?.failure} shownFields={FIELDS} />
      {actionData?.asked && (
        <p>
          <a href={actionData.asked}>{t('lawyer.ask.askedWithoutFile')}</a>
        </p>
      )}
      <PanelCard>
        <Form method="post" encType="multipart/form-data">
          <NativeSelect
            name="general_sub_category_id"
            label={t('lawyer.ask.category')}
            data={[{ value: '', label: t('lawyer.ask.categoryPlaceholder') }, ...loaderData.groups]}
            defaultValue={typed?.general_sub_category_id ?? loaderData.chosen ?? ''}
            error={errors.general_sub_category_id}
            required
            mb="sm"
          />
          <TextInput
            name="title"
            label={t('lawyer.ask.questionTitle')}
            description={t('lawyer.ask.questionTitleHint')}
            defaultValue={typed?.title ?? ''}
            error={errors.title}
            required
            maxLength={QUESTION_TITLE_MAX}
            dir="auto"
            mb="sm"
          />
          <Textarea
            name="content"
            label={t('lawyer.ask.content')}
            description={t('lawyer.ask.contentHint')}
            defaultValue={typed?.content ?? ''}
            error={errors.content}
            required
            minRows={6}
            autosize
            maxLength={QUESTION_CONTENT_MAX}
            dir="auto"
            mb="sm"
          />
          <PrivateFileInput
            id="question-files"
            label={t('lawyer.ask.files')}
            hint={t('lawyer.ask.filesHint')}
            error={errors.file}
          />
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('lawyer.ask.submit')}
          </Button>
        </Form>
      </PanelCard>
    </Container>
  );
}
