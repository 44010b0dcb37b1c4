import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge } from '@mantine/core';
import { isVerified } from '@shahrbazar/domain/rules/values';
import { Icon } from '../icons.tsx';

/**
 * The trust badge: shown when an identity is verified (spec: authLevel at least level 1) for a booth, a user or any
 * listing that carries an authLevel; nothing otherwise.
 */
export function VerifiedBadge({ authLevel }: { authLevel: number | null | undefined }) {
  const { t } = useTranslation();
  if (!isVerified(authLevel)) return null;
  return (
    <Badge color="teal" variant="light" leftSection={<Icon name="shield" size={14} />}>
      {t('trust.verified')}
    </Badge>
  );
}
