import { useState } from 'react';
import { data } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Fieldset, NativeSelect, TextInput } from '@mantine/core';
import type { Post, PostWrite } from '@shahrbazar/domain/api/content.schema';
import { ContentStatus, PostLinkType, PostType } from '@shahrbazar/domain/enums/content';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import { POST_FIELDS, POST_TYPE_FIELDS } from '@shahrbazar/domain/rules/post-fields';
import type { Route } from './+types/post-edit';
import { enumValue } from '../../../components/manager/labels.server.ts';
import type { ApiBody } from '../../../lib/api-body.ts';
import { RichTextEditor } from '../../../components/forms/rich-text-editor.tsx';
import { useFormCheck } from '../../../components/geo/form-check.ts';
import { checkTag } from '../../../components/geo/geo-form.ts';
import { problemsFailure } from '../../../components/geo/geo-manager.server.ts';
import { saveRecordAction } from '../../../components/manager/save-record.server.ts';
import { RecordForm } from '../../../components/manager/record-form.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import forms from '../../../components/panel/forms.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { fill } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { textOf, type FormFailure } from '../../../lib/form-checks.ts';
import { panelFailure, type RequestArgs } from '../../../lib/session.server.ts';
import { guardRecordPage } from '../../../components/manager/resource/edit.server.ts';
import { posts } from '../../../components/manager/resource/posts.tsx';

// One module for /manager/post/create and /manager/post/{id}/edit (spec Post): the form shows the detail fields of
// the chosen type only (domain rules/post-fields.ts), the links as rows (type, title, address, size) and the tags by
// slug. The API refuses another type's fields and sanitises the HTML.

/** How many link rows the form offers beyond the post's own. */
const SPARE_LINKS = 2;

type Values = Record<string, string>;

function valuesOf(post: Post): Values {
  const values: Values = {
    title: post.title,
    slug: post.slug,
    type: post.type,
    status: String(post.status),
    price: post.price ? String(post.price) : '',
    content: post.content,
    tags: post.tags.map((tag) => tag.slug).join('، '),
  };
  for (const [name, value] of Object.entries(post.details)) values[`details.${name}`] = String(value);
  post.links.forEach((link, index) => {
    values[`links.${index}.type`] = link.type;
    values[`links.${index}.title`] = link.title;
    values[`links.${index}.path`] = link.path;
    values[`links.${index}.size`] = link.size;
  });
  return values;
}

/** The list's permission and the create or edit one, as the resource declares them. */
const guard = (args: RequestArgs & { params: { id?: string } }) => guardRecordPage(args, posts.policies);

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const post =
    id === undefined
      ? undefined
      : await serverApi(args.request, args.context)
          .GET('/api/v1/manager/posts/{id}', { params: { path: { id } } })
          .catch(panelFailure(args, 'manager'));
  const asked = args.url.searchParams.get('type') ?? '';
  return { post, type: post?.type ?? (PostType.is(asked) ? asked : PostType.books) };
}

interface PostActionData {
  failure?: FormFailure;
  values?: Values;
}

/** The ids of tags named by slug (separated by commas); the slugs that name no tag. */
async function tagIdsOf(args: RequestArgs, text: string) {
  const slugs = [
    ...new Set(
      text
        .split(/[,،]/)
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ];
  const api = serverApi(args.request, args.context);
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const slug of slugs) {
    const found = await api.GET('/api/v1/tags', { params: { query: { q: slug } } });
    const tag = found.items.find((item) => item.slug === slug);
    if (tag) ids.push(tag.id);
    else unknown.push(slug);
  }
  return { ids, unknown };
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const values: Values = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  const refused = problemsFailure(args.request, checkTag(form));
  if (refused) return data<PostActionData>({ failure: refused, values }, { status: 422 });
  const type = textOf(form, 'type');
  const postType = PostType.is(type) ? type : PostType.books;
  const tags = await tagIdsOf(args, textOf(form, 'tags'));
  if (tags.unknown.length) {
    const message = fill(catalogues[localeOfRequest(args.request)].content.posts.tagUnknown, {
      slug: tags.unknown.join('، '),
    });
    return data<PostActionData>({ failure: { message, fields: { tags: message } }, values }, { status: 422 });
  }
  const details: Record<string, string> = {};
  for (const name of POST_TYPE_FIELDS[postType]) {
    const value = textOf(form, `details.${name}`);
    if (value) details[name] = value;
  }
  const links: NonNullable<PostWrite['links']> = [];
  for (let index = 0; form.has(`links.${index}.path`); index++) {
    const path = textOf(form, `links.${index}.path`);
    if (!path) continue;
    const linkType = textOf(form, `links.${index}.type`);
    links.push({
      type: PostLinkType.is(linkType) ? linkType : PostLinkType.download,
      title: textOf(form, `links.${index}.title`) || path,
      path,
      size: textOf(form, `links.${index}.size`),
    });
  }
  const body: ApiBody<'/api/v1/manager/posts', 'post'> = {
    title: textOf(form, 'title'),
    slug: textOf(form, 'slug'),
    type: postType,
    status: enumValue(textOf(form, 'status') || String(ContentStatus.published), (value) => ContentStatus.is(value)),
    price: Number(textOf(form, 'price') || 0),
    content: String(form.get('content') ?? ''),
    tags: tags.ids,
    details,
    links,
  };
  return saveRecordAction(args, {
    create: (api) => api.POST('/api/v1/manager/posts', { body }),
    update: (api, key) => api.PUT('/api/v1/manager/posts/{id}', { params: { path: { id: key } }, body }),
    id,
    createdPage: '/manager/posts',
    values,
  });
}

export default function ManagerPostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { post } = loaderData;
  const result: PostActionData | undefined = actionData;
  const failure = result?.failure;
  const typed: Values = result?.values ?? (post ? valuesOf(post) : { status: '1' });
  const initialType = PostType.is(typed.type) ? typed.type : loaderData.type;
  const [type, setType] = useState(initialType);
  const check = useFormCheck(checkTag);
  const errors: Record<string, string> = { ...failure?.fields, ...check.errors };
  const linkRows = (post?.links.length ?? 0) + SPARE_LINKS;
  const fieldLabel = (name: string) => t(`content.fields.${name}` as never);
  return (
    <PanelPage title={post ? t('content.posts.edit') : t('content.posts.create')}>
      <RecordForm
        editing={Boolean(post)}
        check={check}
        actionData={result}
        shownFields={Object.keys(typed)}
        cancelTo="/manager/posts"
        submitLabel={post ? t('content.posts.save') : t('content.posts.create')}
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
              description={t('content.pages.slugHint').replace('/page/', '/blog/')}
              defaultValue={typed.slug}
              error={errors.slug}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={80}
              dir="ltr"
            />
            <NativeSelect
              name="type"
              label={t('content.posts.type')}
              value={type}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (PostType.is(next)) setType(next);
              }}
              error={errors.type}
              data={PostType.options(locale).map((option) => ({ value: option.value, label: option.label }))}
            />
            <NativeSelect
              name="status"
              label={t('content.pages.status')}
              defaultValue={typed.status}
              data={ContentStatus.options(locale).map((option) => ({
                value: String(option.value),
                label: option.label,
              }))}
            />
            <TextInput
              name="price"
              label={t('content.posts.price')}
              defaultValue={typed.price}
              error={errors.price}
              inputMode="numeric"
              dir="ltr"
            />
            <TextInput
              name="tags"
              label={t('content.posts.tags')}
              description={t('content.posts.tagsHint')}
              defaultValue={typed.tags}
              error={errors.tags}
              autoComplete="off"
              dir="auto"
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
        <PanelCard>
          <Fieldset legend={t('content.posts.details', { type: PostType.label(type, locale) })} variant="unstyled">
            <div className={forms.grid}>
              {POST_TYPE_FIELDS[type].map((name) => (
                <TextInput
                  key={`${type}-${name}`}
                  name={`details.${name}`}
                  label={fieldLabel(name)}
                  defaultValue={typed[`details.${name}`]}
                  error={errors[`details.${name}`]}
                  inputMode={POST_FIELDS[name] === 'number' ? 'numeric' : undefined}
                  dir="auto"
                  autoComplete="off"
                />
              ))}
            </div>
          </Fieldset>
        </PanelCard>
        <PanelCard>
          <Fieldset legend={t('content.posts.links')} variant="unstyled">
            {Array.from({ length: linkRows }, (_, index) => {
              const n = String(index + 1);
              return (
                <div key={index} className={forms.grid}>
                  <NativeSelect
                    name={`links.${index}.type`}
                    label={t('content.posts.linkType', { n })}
                    defaultValue={typed[`links.${index}.type`] ?? PostLinkType.download}
                    data={PostLinkType.options(locale).map((option) => ({ value: option.value, label: option.label }))}
                  />
                  <TextInput
                    name={`links.${index}.title`}
                    label={t('content.posts.linkTitle', { n })}
                    defaultValue={typed[`links.${index}.title`]}
                    error={errors[`links.${index}.title`]}
                    autoComplete="off"
                  />
                  <TextInput
                    name={`links.${index}.path`}
                    label={t('content.posts.linkPath', { n })}
                    defaultValue={typed[`links.${index}.path`]}
                    error={errors[`links.${index}.path`]}
                    autoComplete="off"
                    dir="ltr"
                  />
                  <TextInput
                    name={`links.${index}.size`}
                    label={t('content.posts.linkSize', { n })}
                    defaultValue={typed[`links.${index}.size`]}
                    autoComplete="off"
                  />
                </div>
              );
            })}
          </Fieldset>
        </PanelCard>
      </RecordForm>
    </PanelPage>
  );
}
