import { Form, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Text } from '../plain/plain.tsx';
import type { FollowState } from '@shahrbazar/domain/api/notification.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';

/** «دنبال کردن» / «لغو دنبال کردن» with the follower count (spec: isFollow, follow, unFollow); a form, no JS needed. */
export function FollowButton({ type, id, state }: { type: 'listing' | 'user'; id: number; state: FollowState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const busy = useNavigation().formAction === '/follow';
  return (
    <Form method="post" action="/follow" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="on" value={state.isFollow ? '0' : '1'} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <Button
        type="submit"
        variant={state.isFollow ? 'default' : 'filled'}
        loading={busy}
        aria-pressed={state.isFollow}
      >
        {state.isFollow ? t('followers.unFollow') : t('followers.follow')}
      </Button>
      <Text size="sm" c="dimmed" data-testid="follower-count">
        {t('followers.count', { n: localizeDigits(state.followers, locale) })}
      </Text>
    </Form>
  );
}
