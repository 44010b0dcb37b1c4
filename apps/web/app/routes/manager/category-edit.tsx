import { data, redirect } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import type {
  ManagerGeneralCategory,
  ManagerGeneralSubCategory,
  ManagerGeneralSubSubCategory,
} from '@shahrbazar/domain/api/category.schema';
import type { Route } from './+types/category-edit';
import { Breadcrumbs, type Crumb } from '../../components/categories/breadcrumbs.tsx';
import { checkCategoryForm } from '../../components/categories/category-form.ts';
import { CategoryImageUpload } from '../../components/categories/category-image-upload.tsx';
import {
  categoryTypeLabel,
  categoryTypeOptions,
  categoryTypeParam,
} from '../../components/categories/category-labels.server.ts';
import {
  browsePath,
  childLevel,
  levelOfPath,
  managerPaths,
  type CategoryLevel,
} from '../../components/categories/category-levels.ts';
import classes from '../../components/categories/manager-categories.module.css';
import { EnglishInput } from '../../components/forms/english-input.tsx';
import { useClientCheck } from '../../components/forms/use-client-check.ts';
import { MANAGER, may } from '../../components/manager/access.ts';
import { readCategoryNode, saveCategoryNode } from '../../components/manager/category-api.server.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { ListNotice, withNotice } from '../../components/manager/list-notice.tsx';
import { savedRedirect } from '../../components/manager/save-record.server.ts';
import { RecordForm } from '../../components/manager/record-form.tsx';
import type { Option } from '../../components/manager/types.ts';
import manager from '../../components/manager/manager.module.css';
import { typedValues } from '../../components/manager/user-form.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { problemsAsFailure } from '../../lib/auth.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';

// One module creates and edits every level of the tree: /manager/{category|subCategory|subSubCategory}/create (the
// parent from ?type= / ?general_category_id= / ?general_sub_category_id=) and /manager/{level}/{id}/edit, with the
// picture's upload on the edit page.

type Node = ManagerGeneralCategory | ManagerGeneralSubCategory | ManagerGeneralSubSubCategory;
type Grouped = Array<{ group: string; items: Option[] }>;

async function guard(args: RequestArgs & { params: { id?: string } }) {
  const level = levelOfPath(args.url.pathname);
  if (!level) throw data(null, { status: 404 });
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  const me = await requirePolicies(
    args,
    'manager',
    MANAGER.categoriesIndex,
    id === undefined ? MANAGER.categoriesCreate : MANAGER.categoriesEdit,
  );
  return { level, id, me };
}

/** Options grouped under a heading, in the order first seen. */
function grouped<T>(items: readonly T[], groupOf: (item: T) => string, optionOf: (item: T) => Option): Grouped {
  const groups = new Map<string, Option[]>();
  for (const item of items) groups.set(groupOf(item), [...(groups.get(groupOf(item)) ?? []), optionOf(item)]);
  return [...groups.entries()].map(([group, options]) => ({ group, items: options }));
}

export async function loader(args: Route.LoaderArgs) {
  const { level, id } = await guard(args);
  const locale = localeOfRequest(args.request);
  const texts = catalogues[locale].managerCategories;
  const api = serverApi(args.request, args.context);
  const query = args.url.searchParams;
  const node =
    id === undefined ? undefined : await readCategoryNode(api, level, id).catch(panelFailure(args, 'manager'));

  let parents: Grouped = [];
  let parentId = '';
  let selectedCategory: { id: number; title: string } | null = null;
  let type = '';
  const path: Crumb[] = [{ label: texts.nav, to: managerPaths.list() }];
  if (level === 'category') {
    type = (node as ManagerGeneralCategory | undefined)?.type ?? (categoryTypeParam(query.get('type')) || 'shop');
  } else if (level === 'subCategory') {
    const { items } = await api.GET('/api/v1/manager/categories').catch(panelFailure(args, 'manager'));
    const sub = node as ManagerGeneralSubCategory | undefined;
    parentId = String(sub?.generalCategoryId ?? query.get('general_category_id') ?? '');
    const parent = items.find((item) => String(item.id) === parentId);
    parents = grouped(
      items,
      (item) => categoryTypeLabel(item.type, locale),
      (item) => ({ value: String(item.id), label: item.title }),
    );
    if (parent) path.push({ label: parent.title, to: managerPaths.node('category', parent.id) });
  } else {
    const { items } = await api.GET('/api/v1/manager/sub-categories').catch(panelFailure(args, 'manager'));
    const subSub = node as ManagerGeneralSubSubCategory | undefined;
    parentId = String(subSub?.generalSubCategoryId ?? query.get('general_sub_category_id') ?? '');
    const parent = items.find((item) => String(item.id) === parentId);
    // The sub categories of the parent's type, under their categories; every type's when none is chosen yet.
    const choices = parent ? items.filter((item) => item.type === parent.type) : items;
    parents = grouped(
      choices,
      (item) => (parent ? item.categoryTitle : `${categoryTypeLabel(item.type, locale)} / ${item.categoryTitle}`),
      (item) => ({ value: String(item.id), label: item.title }),
    );
    if (parent) {
      selectedCategory = { id: parent.generalCategoryId, title: parent.categoryTitle };
      path.push(
        { label: parent.categoryTitle, to: managerPaths.node('category', parent.generalCategoryId) },
        { label: parent.title, to: managerPaths.node('subCategory', parent.id) },
      );
    }
  }
  path.push({ label: node ? node.title : texts.create[level] });
  const back = path.at(-2)?.to ?? managerPaths.list();
  return {
    level,
    node: node ?? null,
    type,
    types: level === 'category' ? categoryTypeOptions(locale) : [],
    parents,
    parentId,
    selectedCategory,
    path,
    back,
    returnTo: `${args.url.pathname}${args.url.search}`,
  };
}

interface CategoryActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
}

export async function action(args: Route.ActionArgs) {
  const { level, id, me } = await guard(args);
  const form = await args.request.formData();
  const values = typedValues(form);
  const refused = problemsAsFailure(args.request, checkCategoryForm(level, form));
  if (refused) return data<CategoryActionData>({ failure: refused, values }, { status: 422 });
  const api = serverApi(args.request, args.context);
  try {
    if (id === undefined) {
      const created = await saveCategoryNode(api, level, id, form);
      // Straight to its editor, where its picture is added; without the edit permission, back to its parent.
      const next = may(me, MANAGER.categoriesEdit) ? managerPaths.edit(level, created.id) : parentPage(level, created);
      return redirect(withNotice(next, 'created'), 303);
    }
    await saveCategoryNode(api, level, id, form);
    return savedRedirect(args);
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values });
  }
}

/** The page that lists a node: its parent's children, or the first level's list. */
function parentPage(level: CategoryLevel, node: Node): string {
  if ('generalSubCategoryId' in node) return managerPaths.node('subCategory', node.generalSubCategoryId);
  if ('generalCategoryId' in node) return managerPaths.node('category', node.generalCategoryId);
  return level === 'category' ? managerPaths.list(node.type) : managerPaths.list();
}

export default function ManagerCategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { level, node, type, types, parents, parentId, selectedCategory, path, back, returnTo } = loaderData;
  const result: CategoryActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = result?.values;
  const check = useClientCheck((form) => checkCategoryForm(level, form));
  const errors = { ...failure?.fields, ...check.errors };
  type Field = 'title' | 'titleEn' | 'slug' | 'location' | 'tag' | 'description' | 'descriptionEn';
  const saved = (name: Field) => (node && name in node ? String((node as Record<string, unknown>)[name] ?? '') : '');
  const field = (name: Field, label: string) => ({
    name,
    label,
    defaultValue: typed?.[name] ?? saved(name),
    error: errors[name],
  });
  const choose = { value: '', label: t('managerCategories.choose') };
  const heading = node ? t(`managerCategories.edit.${level}`) : t(`managerCategories.create.${level}`);
  return (
    <PanelPage
      title={heading}
      action={
        node && (
          <div className={manager.rowActions}>
            {childLevel(level) && (
              <Button component={Link} to={managerPaths.node(level, node.id)} variant="default">
                {t('managerCategories.open')}
              </Button>
            )}
            <Button component={Link} to={browsePath(level, node.slug)} variant="default">
              {t('managerCategories.viewOnSite')}
            </Button>
          </div>
        )
      }
    >
      <Breadcrumbs crumbs={path} label={t('managerCategories.path')} />
      <ListNotice notices={['created']} />
      <RecordForm
        editing={Boolean(node)}
        check={check}
        actionData={result}
        shownFields={[
          'type',
          'title',
          'titleEn',
          'slug',
          'location',
          'tag',
          'description',
          'descriptionEn',
          'general_category_id',
          'general_sub_category_id',
        ]}
        cancelTo={back}
        submitLabel={node ? t('managerCategories.save') : t('managerCategories.createSubmit')}
        savedAbove
      >
        <PanelCard>
          {selectedCategory && (
            <p className={classes.parentNote}>
              {t('managerCategories.selectedCategory')}: <strong>{selectedCategory.title}</strong>
            </p>
          )}
          <div className={forms.grid}>
            {level === 'category' && (
              <NativeSelect
                name="type"
                label={t('managerCategories.type')}
                data={types}
                defaultValue={typed?.type ?? type}
                error={errors.type}
              />
            )}
            {level === 'subCategory' && (
              <NativeSelect
                name="general_category_id"
                label={t('managerCategories.parentCategory')}
                data={[choose, ...parents]}
                defaultValue={typed?.general_category_id ?? parentId}
                error={errors.general_category_id}
                required
              />
            )}
            {level === 'subSubCategory' && (
              <NativeSelect
                name="general_sub_category_id"
                label={t('managerCategories.parentSubCategory')}
                data={[choose, ...parents]}
                defaultValue={typed?.general_sub_category_id ?? parentId}
                error={errors.general_sub_category_id}
                required
              />
            )}
            <TextInput {...field('title', t('managerCategories.titleField'))} required autoComplete="off" />
            <EnglishInput
              name="titleEn"
              field={t('managerCategories.titleField')}
              defaultValue={typed?.titleEn ?? saved('titleEn')}
              error={errors.titleEn}
              maxLength={100}
            />
            <TextInput
              {...field('slug', t('managerCategories.slug'))}
              description={t('managerCategories.slugHint')}
              required
              dir="ltr"
              classNames={{ input: forms.ltrInput }}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            {level !== 'subSubCategory' && (
              <>
                <TextInput
                  {...field('location', t('managerCategories.location'))}
                  description={t('managerCategories.locationHint')}
                  dir="ltr"
                  classNames={{ input: forms.ltrInput }}
                  autoComplete="off"
                />
                <TextInput
                  {...field('tag', t('managerCategories.tag'))}
                  description={t('managerCategories.tagHint')}
                  autoComplete="off"
                />
              </>
            )}
          </div>
          {level !== 'subSubCategory' && (
            <Textarea
              {...field('description', t('managerCategories.description'))}
              description={t('managerCategories.descriptionHint')}
              autosize
              minRows={3}
              mt="sm"
            />
          )}
          {level !== 'subSubCategory' && (
            <EnglishInput
              name="descriptionEn"
              field={t('managerCategories.description')}
              defaultValue={typed?.descriptionEn ?? saved('descriptionEn')}
              error={errors.descriptionEn}
              maxLength={2000}
              multiline
            />
          )}
          {!node && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('managerCategories.imageAfterCreate')}
            </Text>
          )}
        </PanelCard>
      </RecordForm>
      {node && (
        <PanelCard title={t('managerCategories.imageCard')}>
          <CategoryImageUpload level={level} id={node.id} title={node.title} image={node.image} returnTo={returnTo} />
        </PanelCard>
      )}
    </PanelPage>
  );
}
