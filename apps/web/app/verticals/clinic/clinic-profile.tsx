import { useTranslation } from '../../lib/use-translation.tsx';
import { ConsultationActions } from '../../components/professional/professional-profile.tsx';
import type { WordedTariff } from '../../components/professional/professional-words.ts';
import { Button, Title } from '../../components/plain/plain.tsx';
import { ListingIcon } from '../../components/listings/listing-icons.tsx';
import type { DetailExtraProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { BOOKING_ANCHOR, DoctorBooking } from './doctor-booking.tsx';
import classes from './clinic.module.css';

/**
 * A doctor's actions beside favorite and share: «نوبت بگیرید» (to the booking slot below), and, when the doctor's
 * tariffs offer them, «شروع مشاوره متنی» (buy a paid chat from the wallet, then the chat room) and «رزرو مشاوره
 * تلفنی» (a call slot of the book), both in the panel, where a visitor signs in first (ADR 0039).
 */
export function ClinicDetailActions({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  return (
    <>
      <Button component="a" href={`#${BOOKING_ANCHOR}`} color="teal" leftSection={<ListingIcon name="clock" />}>
        {t('clinic.profile.book')}
      </Button>
      <ConsultationActions listing={listing} words="clinic" />
    </>
  );
}

/** What a doctor's page reads on the server beside the listing: its tariffs, their prices worded (detailLoad). */
export interface ClinicPageData {
  items: WordedTariff[];
}

/** One tariff: its title, description and price in toman (the price before the discount struck through). */
function TariffItem({ tariff }: { tariff: WordedTariff }) {
  const { t } = useTranslation();
  return (
    <li className={classes.tariff}>
      <span className={classes.tariffTitle} dir="auto">
        {tariff.title}
      </span>
      <span className={classes.tariffPrice}>
        {/* Read out as «قیمت پیش از تخفیف: …»: a <del> may not be named (aria-label), issue 32. The app's own
            visually-hidden class: Mantine's VisuallyHidden has CSS this app does not load, and its words then
            widened the page at 390 px. */}
        {tariff.discount > 0 && (
          <>
            <span className="visually-hidden">{t('clinic.tariffs.was', { price: tariff.priceText })}</span>
            <del className={classes.was} aria-hidden="true">
              {tariff.priceText}
            </del>
          </>
        )}
        {tariff.payableText}
      </span>
      {tariff.description && (
        <p className={classes.tariffNote} dir="auto">
          {tariff.description}
        </p>
      )}
    </li>
  );
}

/** Under a doctor's facts: the tariffs (read on the server by detailLoad) and the appointment slot. */
export function ClinicDetailExtra({ listing, signedIn, loginHref, data }: DetailExtraProps) {
  const { t } = useTranslation();
  const tariffs = (data as ClinicPageData | undefined)?.items ?? [];
  return (
    <>
      <section aria-labelledby="doctor-tariffs">
        <Title order={2} id="doctor-tariffs" size="h4" mb="xs">
          {t('clinic.tariffs.title')}
        </Title>
        {tariffs.length > 0 ? (
          <ul className={classes.tariffs}>
            {tariffs.map((tariff) => (
              <TariffItem key={tariff.id} tariff={tariff} />
            ))}
          </ul>
        ) : (
          <p>{t('clinic.tariffs.none')}</p>
        )}
      </section>
      <DoctorBooking listing={listing} signedIn={signedIn} loginHref={loginHref} />
    </>
  );
}
