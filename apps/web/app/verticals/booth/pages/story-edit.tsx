import { useState } from 'react';
import { Form, redirect, useLocation, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Checkbox, TextInput } from '@mantine/core';
import type { Route } from './+types/story-edit';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { ImagePicker } from '../../../components/listings/image-picker.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import forms from '../../../components/panel/forms.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { mediaSrc } from '../../../lib/media.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** A new story (spec: story/create) or one story (spec: story/{id}): its picture or video, caption and keeping. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const storyId = args.params.storyId === undefined ? undefined : idParam(args.params.storyId);
  const story =
    storyId === undefined
      ? undefined
      : await serverApi(args.request, args.context)
          .GET('/api/v1/me/booth/{boothId}/stories/{storyId}', { params: { path: { boothId: id, storyId } } })
          .catch(panelFailure(args, 'general'));
  return {
    listHref: `/panel/myBooth/${id}/stories`,
    story: story
      ? { caption: story.caption, kept: story.kept, video: story.type === 'video', src: mediaSrc(story.path) }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const storyId = args.params.storyId === undefined ? undefined : idParam(args.params.storyId);
  const form = await args.request.formData();
  const body = { caption: textOf(form, 'caption'), kept: form.get('kept') === 'on' };
  const api = serverApi(args.request, args.context);
  try {
    if (storyId !== undefined)
      await api.PUT('/api/v1/me/booth/{boothId}/stories/{storyId}', {
        params: { path: { boothId: id, storyId } },
        body,
      });
    else {
      const picked = JSON.parse(textOf(form, 'images') || '[]') as Array<{ id: number }>;
      await api.POST('/api/v1/me/booth/{boothId}/stories', {
        params: { path: { boothId: id } },
        body: { ...body, file_id: picked[0]?.id ?? 0 },
      });
    }
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
  return redirect(withNotice(`/panel/myBooth/${id}/stories`, storyId === undefined ? 'created' : 'saved'), 303);
}

export default function StoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const { story } = loaderData;
  const failure = actionData?.failure;
  return (
    <PanelPage title={story ? t('boothMore.stories.edit') : t('boothMore.stories.create')}>
      <Form method="post">
        <PanelCard>
          {story ? (
            story.video ? (
              <video src={story.src} controls playsInline preload="metadata" style={{ maxInlineSize: '100%' }} />
            ) : (
              <img src={story.src} alt={story.caption} style={{ maxInlineSize: '100%', maxBlockSize: 320 }} />
            )
          ) : (
            <>
              <p>{t('boothMore.stories.fileHint')}</p>
              <ImagePicker
                saved={[]}
                videos
                error={failure?.fields.file_id}
                returnTo={pathname}
                onBusy={setUploading}
              />
            </>
          )}
          <TextInput
            name="caption"
            label={t('boothMore.stories.caption')}
            defaultValue={story?.caption ?? ''}
            maxLength={200}
            error={failure?.fields.caption}
            mt="md"
          />
          <Checkbox name="kept" label={t('boothMore.stories.kept')} defaultChecked={story?.kept ?? false} mt="md" />
        </PanelCard>
        <FormAlert failure={failure} shownFields={['file_id', 'caption']} />
        <div className={forms.actions}>
          <Button component={Link} to={loaderData.listHref} variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <Button type="submit" size="md" loading={navigation.state === 'submitting'} disabled={uploading}>
            {story ? t('boothMore.stories.save') : t('boothMore.stories.publish')}
          </Button>
        </div>
      </Form>
    </PanelPage>
  );
}
