import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Button, Text } from '@mantine/core';
import type { Route } from './+types/my-answers';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { jalaliOf } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { questionHref } from './questions.server.ts';

/** My answers (spec: lawyer panel «answer index», /panel/myAnswers): each question, the day and the helpful mark. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/me/lawyer-answers', { params: { query: { perPage: 100 } } })
    .catch(panelFailure(args, 'general'));
  return {
    items: page.items.map((item) => ({
      id: item.id,
      title: item.question.title,
      href: `${questionHref(item.question)}#answer-${item.id}`,
      lawyer: item.lawyer.title,
      date: jalaliOf(item.registerDate, locale),
      helpful: item.helpful,
    })),
  };
}

export default function MyAnswers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PanelPage
      title={t('lawyer.panel.myAnswers')}
      action={
        <Button component={Link} to="/lawyer/questions" variant="light">
          {t('lawyer.panel.findQuestions')}
        </Button>
      }
    >
      <PanelCard>
        {loaderData.items.length === 0 ? (
          <Text c="dimmed">{t('lawyer.panel.noAnswers')}</Text>
        ) : (
          <ul className={lists.rows}>
            {loaderData.items.map((item) => (
              <li key={item.id} className={lists.row}>
                <div>
                  <div className={lists.rowTitle}>
                    <Link to={item.href}>{item.title}</Link>
                  </div>
                  <div className={lists.rowMeta}>
                    {item.lawyer} · {item.date}
                  </div>
                </div>
                {item.helpful && (
                  <Badge variant="filled" color="teal">
                    {t('lawyer.questions.helpful')}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
