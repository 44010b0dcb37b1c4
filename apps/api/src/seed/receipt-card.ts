import { RECEIPT_CARD_OPTION_GROUP, RECEIPT_CARD_OPTIONS } from '@shahrbazar/domain/rules/receipt';
import type { NewOption } from '../modules/app/option.repository.ts';

/** The demo site's card for card-to-card payments (a made-up number that passes the card check). */
const DEMO_CARD = { number: '6037991800001236', owner: 'شرکت شهربازار', bank: 'بانک ملی' };

/**
 * The options naming the card payers transfer to (ADR 0015), edited in the back office's options. A real site starts
 * with them empty (card-to-card payment is then not offered) so nobody pays to a made-up card; the demo fills them.
 */
export function receiptCardOptions(demo: boolean): NewOption[] {
  const entries: Array<[name: string, title: string, content: string]> = [
    [RECEIPT_CARD_OPTIONS.number, 'شماره کارت برای پرداخت کارت به کارت', demo ? DEMO_CARD.number : ''],
    [RECEIPT_CARD_OPTIONS.owner, 'نام صاحب کارت', demo ? DEMO_CARD.owner : ''],
    [RECEIPT_CARD_OPTIONS.bank, 'نام بانک', demo ? DEMO_CARD.bank : ''],
  ];
  return entries.map(([name, title, content], sortOrder) => ({
    group: RECEIPT_CARD_OPTION_GROUP,
    name,
    title,
    content,
    sortOrder,
  }));
}
