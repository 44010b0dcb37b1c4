import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/record-delete';
import { ConfirmDeletePage, type DeleteActionData } from '../../components/manager/confirm-delete.tsx';
import { deleteRecordAction, deleteRecordLoader } from '../../components/manager/delete-record.server.ts';

/**
 * Deleting any back-office record (spec section 9: after a confirmation), at /manager/<segment>/:id/delete: the
 * lists' dialog posts here, or this page asks without JavaScript. What differs between resources (API path, words,
 * policies, where to go after) is declared in components/manager/resource/deletes.server.ts (ADR 0123).
 */
export const loader = (args: Route.LoaderArgs) => deleteRecordLoader(args);

export const action = (args: Route.ActionArgs) => deleteRecordAction(args);

export default function DeleteRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  const { title, message, back } = loaderData;
  return (
    <ConfirmDeletePage
      title={t(title.key, title.values)}
      message={t(message.key, message.values)}
      back={back}
      failure={result?.failure}
    />
  );
}
