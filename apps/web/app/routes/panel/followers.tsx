import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Text } from '@mantine/core';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/followers';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { avatarSrc } from '../../lib/media.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** Who follows me, my booths and my listings (spec: /panel/followers), newest first, by keyset. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const cursor = Number(args.url.searchParams.get('cursor'));
  const query = { cursor: Number.isInteger(cursor) && cursor > 0 ? cursor : undefined };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/me/followers', { params: { query } })
    .catch(panelFailure(args, 'general'));
  return {
    total: page.total,
    next: page.nextCursor,
    items: page.items.map((item) => ({ ...item, date: formatJalaliDate(new Date(item.registerDate), locale) })),
  };
}

export default function Followers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { items, total, next } = loaderData;
  return (
    <PanelPage title={t('followers.title')}>
      <PanelCard>
        {items.length === 0 ? (
          <Text c="dimmed">{t('followers.none')}</Text>
        ) : (
          <>
            <p className={lists.rowMeta}>{t('followers.total', { n: localizeDigits(total, locale) })}</p>
            <ul className={lists.rows}>
              {items.map((item) => (
                <li key={item.id} className={lists.row}>
                  <div className={lists.rowLink}>
                    <img src={avatarSrc(item.avatar)} alt="" width={40} height={40} className={lists.thumb} />
                    <div>
                      <div className={lists.rowTitle} dir="auto">
                        {item.name || t('followers.noName')}
                      </div>
                      <div className={lists.rowMeta} dir="auto">
                        {t('followers.follows', { target: item.targetTitle })} · {item.date}
                      </div>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        {next !== null && (
          <Button component={Link} to={`?cursor=${next}`} variant="subtle" mt="md">
            {t('followers.older')}
          </Button>
        )}
      </PanelCard>
    </PanelPage>
  );
}
