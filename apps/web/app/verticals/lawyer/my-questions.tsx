import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Button, Text } from '@mantine/core';
import type { Route } from './+types/my-questions';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { questionCard } from './questions.server.ts';

/** My questions (spec: customer panel «question index», /panel/myQuestions): each with its answers' count. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/me/lawyer-questions', { params: { query: { perPage: 100 } } })
    .catch(panelFailure(args, 'general'));
  return { items: page.items.map((item) => questionCard(item, locale)) };
}

export default function MyQuestions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PanelPage
      title={t('lawyer.panel.myQuestions')}
      action={
        <Button component={Link} to="/lawyer/questions/ask" color="teal">
          {t('lawyer.questions.ask')}
        </Button>
      }
    >
      <PanelCard>
        {loaderData.items.length === 0 ? (
          <Text c="dimmed">{t('lawyer.panel.noQuestions')}</Text>
        ) : (
          <ul className={lists.rows}>
            {loaderData.items.map((item) => (
              <li key={item.id} className={lists.row}>
                <div>
                  <div className={lists.rowTitle}>
                    <Link to={item.href}>{item.title}</Link>
                  </div>
                  <div className={lists.rowMeta}>
                    {item.category.title} · {item.date}
                    {item.status !== 2 && ` · ${t('lawyer.questions.notPublished')}`}
                  </div>
                </div>
                <Badge variant="light" color={item.answerCount > 0 ? 'teal' : 'gray'}>
                  {t('lawyer.questions.answers', { n: item.answers })}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
