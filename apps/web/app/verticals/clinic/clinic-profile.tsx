import { useTranslation } from '../../lib/use-translation.tsx';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { tariffPayable, type Tariff } from '@shahrbazar/domain/rules/tariff';
import { ConsultationActions } from '../../components/professional/professional-profile.tsx';
import { Button, Title } from '../../components/plain/plain.tsx';
import { ListingIcon } from '../../components/listings/listing-icons.tsx';
import type { DetailExtraProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
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

/** One tariff: its title, description and price in toman (the price before the discount struck through). */
function TariffItem({ tariff }: { tariff: Tariff }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const payable = tariffPayable(tariff);
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
            <span className="visually-hidden">
              {t('clinic.tariffs.was', { price: formatPrice(tariff.price, locale) })}
            </span>
            <del className={classes.was} aria-hidden="true">
              {formatPrice(tariff.price, locale)}
            </del>
          </>
        )}
        {formatPrice(payable, locale)}
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
  const tariffs = ((data as { items?: Tariff[] } | undefined)?.items ?? []) as Tariff[];
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
