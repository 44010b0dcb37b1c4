import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from './use-translation.tsx';
import { ApiError, type UploadAnswer, type UploadCall, type UploadPath } from './api-client.ts';
import type { FormFailure } from './form-checks.ts';
import { loginUrl, type PanelKind } from './panels.ts';
import { uploadWithProgress } from './upload.ts';
import { useLocale } from './use-locale.ts';

/**
 * Sending a file from the browser, the way every upload of the product does it: the progress (0..1, null when idle),
 * the field errors and the message of a refusal in the one error shape, and a session that ended meanwhile taking
 * the person to their panel's sign-in and back to `returnTo`.
 */
export function useUpload(session: { panel: PanelKind; returnTo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure>();

  /** The browser's own findings before sending (field -> message): shown; true when there are none. */
  function check(found: Record<string, string>): boolean {
    setFailure(undefined);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  /**
   * Sends a form to an upload of the document (`send('/api/v1/files', { body })`) with its progress. Answers the
   * API's answer, typed by the document; undefined when the API refused it (its message and field errors are then
   * shown) or the session ended (the person is on their way to sign in).
   */
  async function send<P extends UploadPath>(path: P, call: UploadCall<P>): Promise<UploadAnswer<P> | undefined> {
    setProgress(0);
    try {
      return await uploadWithProgress(path, call, {
        onProgress: setProgress,
        locale,
        messageFor: (code) => t(`errors.${code}`),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) {
        await navigate(loginUrl(session.panel, session.returnTo));
        return undefined;
      }
      setErrors(error.fields ?? {});
      setFailure({ message: error.message, fields: error.fields ?? {} });
      return undefined;
    } finally {
      setProgress(null);
    }
  }

  return { progress, busy: progress !== null, errors, failure, check, send };
}
