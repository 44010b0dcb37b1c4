import { useTranslation } from '../../lib/use-translation.tsx';
import { Progress, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';

/** A visible upload progress bar with its percentage (slow networks: people must see that something happens). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = Math.round(fraction * 100);
  const label = t('panel.upload.progress', { percent: localizeDigits(percent, locale) });
  return (
    <div>
      <Progress value={percent} size="lg" radius="xl" striped animated aria-label={label} />
      <Text size="sm" c="dimmed" mt={4} aria-live="polite">
        {label}
      </Text>
    </div>
  );
}
