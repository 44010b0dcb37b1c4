import { data, Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Anchor, Badge, Button, Container, Textarea, Title } from '@mantine/core';
import type { Question } from '@shahrbazar/domain/api/lawyer.schema';
import { ANSWER_CONTENT_MAX, questionDescription } from '@shahrbazar/domain/rules/lawyer';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/question-page';
import { PrivateFiles, privateFileLinks } from '../../components/files/private-files.tsx';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import listings from '../../components/listings/listings.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { documentTitle, jalaliOf, notFound } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { loginUrl } from '../../lib/panels.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { failureOf, hasSessionCookie } from '../../lib/session.server.ts';
import { adviceHref, questionHref } from './questions.server.ts';
import { LawyerCard, lawyerCardOf } from './lawyer-card.tsx';
import classes from './lawyer.module.css';

const SLUG_ID = /^[A-Za-z0-9]{4,16}$/;

/**
 * A question's page (spec: client lawyer «question show», /lawyer/questions/{slug}/{slugId}): public once published,
 * with its own title and description and QAPage structured data; its answers, the helpful one marked. A lawyer
 * answers here; the asker marks the helpful answer and sees the files (as do lawyers).
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  if (!SLUG_ID.test(params.slugId)) notFound();
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const question = await serverApi(request, context)
    .GET('/api/v1/lawyer-questions/{slugId}', { params: { path: { slugId: params.slugId } } })
    .catch(rethrowAsRouteError);
  const canonical = questionHref(question);
  // An old or mistyped slug reaches the same question: its one address is the canonical one.
  if (params.slug !== question.slug && question.slug) throw redirect(canonical, 301);
  const absolute = (path: string) => new URL(path, url.origin).href;
  const answers = question.lawyerAnswers.map((answer) => ({
    id: answer.id,
    content: answer.content,
    helpful: answer.helpful,
    date: jalaliOf(answer.registerDate, locale),
    lawyer: lawyerCardOf(answer.lawyer, locale),
  }));
  const accepted = question.lawyerAnswers.find((answer) => answer.helpful);
  const answerLd = (answer: Question['lawyerAnswers'][number]) => ({
    '@type': 'Answer',
    text: answer.content,
    dateCreated: answer.registerDate,
    url: `${absolute(canonical)}#answer-${answer.id}`,
    author: { '@type': 'Person', name: answer.lawyer.title },
  });
  return {
    title: await documentTitle(request, context, locale, question.title),
    description: questionDescription(question.content),
    canonical: absolute(canonical),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: question.title,
        text: question.content,
        answerCount: question.answerCount,
        dateCreated: question.registerDate,
        ...(accepted ? { acceptedAnswer: answerLd(accepted) } : {}),
        suggestedAnswer: question.lawyerAnswers.filter((answer) => !answer.helpful).map(answerLd),
      },
    },
    trail: [
      { label: words.listings.common.home, href: '/' },
      { label: words.sections.lawyer.title, href: '/lawyer' },
      { label: words.lawyer.advice.title, href: '/lawyer/advice' },
      { label: question.generalSubCategory.title, href: adviceHref(question.generalSubCategory.slug) },
      { label: question.title },
    ],
    question: {
      slugId: question.slugId,
      title: question.title,
      content: question.content,
      published: question.status === 2,
      date: jalaliOf(question.registerDate, locale),
      views: localizeDigits(question.views, locale),
      answers: localizeDigits(question.answerCount, locale),
      mine: question.mine,
      canAnswer: question.canAnswer,
      files: privateFileLinks(question.files),
      fileCount: localizeDigits(question.fileCount, locale),
      fileTotal: question.fileCount,
    },
    answers,
    signedIn: hasSessionCookie(request),
    loginHref: loginUrl('general', url.pathname),
    notice: url.searchParams.get('done'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        { property: 'og:title', content: loaderData.question.title },
        { property: 'og:description', content: loaderData.description },
        ...(loaderData.question.published ? [] : [{ name: 'robots', content: 'noindex' }]),
        { 'script:ld+json': loaderData.jsonLd },
      ]
    : [];

/** A lawyer's answer (intent=answer) or the asker's helpful mark (intent=helpful); Post/Redirect/Get. */
export async function action({ request, context, params, url }: Route.ActionArgs) {
  if (!SLUG_ID.test(params.slugId)) notFound();
  const form = await request.formData();
  const intent = form.get('intent');
  const api = serverApi(request, context);
  const question = { params: { path: { slugId: params.slugId } } };
  try {
    if (intent === 'helpful') {
      await api.POST('/api/v1/lawyer-questions/{slugId}/helpful', {
        ...question,
        body: { answerId: Number(form.get('answerId')) },
      });
    } else {
      await api.POST('/api/v1/lawyer-questions/{slugId}/answers', {
        ...question,
        body: { content: String(form.get('content') ?? '') },
      });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginUrl('general', url.pathname));
    const { status, failure } = failureOf(error);
    return data({ failure, content: String(form.get('content') ?? '') }, { status });
  }
  return redirect(`${url.pathname}?done=${intent === 'helpful' ? 'helpful' : 'answered'}`, 303);
}

export default function QuestionShow({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { question, answers, signedIn, loginHref, notice } = loaderData;
  return (
    <Container size="md" className={listings.page}>
      <Breadcrumbs trail={loaderData.trail} />
      <article aria-labelledby="question-title">
        <Title order={1} id="question-title" className={listings.heading} mb="xs">
          {question.title}
        </Title>
        <div className={classes.meta}>
          <span>{question.date}</span>
          <span>{t('lawyer.questions.views', { n: question.views })}</span>
          <span>{t('lawyer.questions.answers', { n: question.answers })}</span>
        </div>
        {!question.published && (
          <Alert color="orange" variant="light" mt="sm">
            {t('lawyer.questions.notPublished')}
          </Alert>
        )}
        <p className={classes.question} dir="auto">
          {question.content}
        </p>
        <PrivateFiles
          files={question.files}
          fileCount={question.fileTotal}
          label={t('lawyer.questions.filesTitle')}
          hiddenNote={t('lawyer.questions.filesPrivate', { n: question.fileCount })}
        />
      </article>
      <FormNotice>
        {notice === 'asked'
          ? t('lawyer.questions.asked')
          : notice === 'answered'
            ? t('lawyer.questions.answered')
            : notice === 'helpful'
              ? t('lawyer.questions.helpfulSaved')
              : null}
      </FormNotice>
      <section aria-labelledby="answers-title" className={listings.block}>
        <Title order={2} id="answers-title" size="h3" mb="sm">
          {t('lawyer.questions.answersTitle')}
        </Title>
        {answers.length === 0 ? (
          <p>{t('lawyer.questions.noAnswersYet')}</p>
        ) : (
          <ol className={classes.cards}>
            {answers.map((answer) => (
              <li
                key={answer.id}
                id={`answer-${answer.id}`}
                className={`${classes.answer} ${answer.helpful ? classes.helpful : ''}`}
                aria-label={t('lawyer.questions.answerBy', { name: answer.lawyer.title })}
              >
                <LawyerCard card={answer.lawyer} />
                <div className={classes.meta}>
                  <span>{answer.date}</span>
                  {answer.helpful && (
                    <Badge color="teal" variant="filled">
                      {t('lawyer.questions.helpful')}
                    </Badge>
                  )}
                </div>
                <p className={classes.question} dir="auto">
                  {answer.content}
                </p>
                {question.mine && !answer.helpful && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="helpful" />
                    <input type="hidden" name="answerId" value={answer.id} />
                    <Button type="submit" size="xs" variant="light" color="teal">
                      {t('lawyer.questions.markHelpful')}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      {question.canAnswer && (
        <section aria-labelledby="answer-form-title" className={listings.block}>
          <Title order={2} id="answer-form-title" size="h4" mb="xs">
            {t('lawyer.questions.answerTitle')}
          </Title>
          <FormAlert failure={actionData?.failure} shownFields={['content']} />
          <Form method="post">
            <input type="hidden" name="intent" value="answer" />
            <Textarea
              name="content"
              label={t('lawyer.questions.answerLabel')}
              defaultValue={actionData?.content ?? ''}
              error={actionData?.failure.fields.content}
              required
              minRows={5}
              autosize
              maxLength={ANSWER_CONTENT_MAX}
              dir="auto"
              mb="sm"
            />
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('lawyer.questions.answerSubmit')}
            </Button>
          </Form>
        </section>
      )}
      {!signedIn && (
        <p>
          <Anchor component={Link} to={loginHref}>
            {t('lawyer.questions.signInToAnswer')}
          </Anchor>
        </p>
      )}
      <Button component={Link} to="/lawyer/questions/ask" variant="light" mt="md">
        {t('lawyer.questions.ask')}
      </Button>
    </Container>
  );
}
