import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import { clinicScreenPath, MY_CLINIC_PANEL } from '@shahrbazar/domain/rules/clinic-panels';
import type { fa } from '../../locales/catalogues.ts';

/** The screens the catalogue names (a test keeps every screen of the domain's declaration named). */
type ScreenKey = keyof (typeof fa)['clinic']['panel']['screens'];

/**
 * The screens of one clinic in the clinic-owner panel (domain rules/clinic-panels.ts): dashboard, details, tariffs
 * and the appointments of the shared appointment book. `current` is the screen shown (not linked).
 */
export function ClinicMenu({ clinicId, current }: { clinicId: number; current?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('clinic.panel.menu')}>
      {MY_CLINIC_PANEL.clinicMenu
        .filter((screen) => screen.key !== current)
        .map((screen) => (
          <Button
            key={screen.key}
            component={Link}
            to={clinicScreenPath(screen, clinicId)}
            variant="light"
            size="sm"
            me="xs"
            mb="xs"
          >
            {t(`clinic.panel.screens.${screen.key as ScreenKey}`)}
          </Button>
        ))}
    </nav>
  );
}
