import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import { clinicScreenPath, type ClientPanel } from '@shahrbazar/domain/rules/clinic-panels';

/**
 * The screens of one listing in a client panel (domain rules/clinic-panels.ts, rules/lawyer-panels.ts): a clinic's
 * dashboard, details, tariffs and appointments; a lawyer profile's details, tariffs and appointments. `current` is the
 * screen shown (not linked); `words` names whose catalogue words label them (`<words>.panel.menu`, `.screens.<key>`).
 */
export function ListingScreensMenu({
  listingId,
  panel,
  words,
  current,
}: {
  listingId: number;
  panel: ClientPanel;
  words: 'clinic' | 'lawyer';
  current?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(`${words}.panel.menu`)}>
      {panel.clinicMenu
        .filter((screen) => screen.key !== current)
        .map((screen) => (
          <Button
            key={screen.key}
            component={Link}
            to={clinicScreenPath(screen, listingId)}
            variant="light"
            size="sm"
            me="xs"
            mb="xs"
          >
            {t(`${words}.panel.screens.${screen.key as 'details' | 'tariffs' | 'appointments'}`)}
          </Button>
        ))}
    </nav>
  );
}
