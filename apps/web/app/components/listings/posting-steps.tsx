import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { listText } from '@shahrbazar/domain/format/list';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import classes from './posting-steps.module.css';

// The posting form one step at a time (issue 16, as on Divar): category and city -> details -> photos -> location ->
// package and review. Every step stays in the one <form> (hidden, not unmounted), so what was typed on a step is kept
// when the person goes back or on, the draft reads the whole form, and the post sends everything. Without JavaScript
// every step shows one under the other and the form posts as it always did.

/** The steps' place in the form: which step is shown, and the moves between them. */
export interface PostingSteps {
  /** false: every step shows (no JavaScript yet, or a form that does not step, such as an edit). */
  stepping: boolean;
  current: number;
  count: number;
  go: (step: number) => void;
}

export function usePostingSteps(
  count: number,
  enabled: boolean,
  /** Called with the step about to show (the review reads the form then). */
  onGo?: (step: number) => void,
): PostingSteps {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  return {
    stepping: enabled && hydrated,
    current,
    count,
    go: (step) => {
      const shown = Math.min(Math.max(step, 0), count - 1);
      onGo?.(shown);
      setCurrent(shown);
      // The new step starts at its top, also on a long phone page.
      if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
    },
  };
}

/** The step of the form that holds the first of `fields` (in the form's order), or undefined. */
export function stepOfFirst(form: HTMLFormElement | null, fields: readonly string[]): number | undefined {
  if (!form || fields.length === 0) return undefined;
  const wanted = new Set(fields);
  for (const step of form.querySelectorAll<HTMLElement>('[data-posting-step]')) {
    const named = step.querySelectorAll<HTMLElement>('[name]');
    if ([...named].some((element) => wanted.has(element.getAttribute('name') ?? ''))) {
      return Number(step.dataset.postingStep);
    }
  }
  return undefined;
}

/** The fields of `fields` that sit in step `step` of the form. */
export function fieldsOfStep(form: HTMLFormElement | null, step: number, fields: readonly string[]): string[] {
  const element = form?.querySelector(`[data-posting-step="${step}"]`);
  if (!element) return [];
  return fields.filter((field) => element.querySelector(`[name="${CSS.escape(field)}"]`) !== null);
}

/** One step: shown when it is the current one, or when the form does not step. */
export function PostingStep({ steps, index, children }: { steps: PostingSteps; index: number; children: ReactNode }) {
  return (
    <div data-posting-step={index} hidden={steps.stepping && steps.current !== index}>
      {children}
    </div>
  );
}

/** Where the person is: «گام ۲ از ۵», a bar, and every step's title as a button to go to it. */
export function PostingProgress({ steps, titles }: { steps: PostingSteps; titles: readonly string[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!steps.stepping) return null;
  const digits = (n: number) => localizeDigits(n, locale);
  return (
    <nav aria-label={t('listings.steps.label')} className={classes.progress}>
      <p className={classes.count} aria-live="polite">
        {t('listings.steps.count', {
          n: digits(steps.current + 1),
          total: digits(steps.count),
          title: titles[steps.current],
        })}
      </p>
      <div className={classes.bar} aria-hidden="true">
        <span style={{ inlineSize: `${((steps.current + 1) / steps.count) * 100}%` }} />
      </div>
      <ol className={classes.list}>
        {titles.map((title, index) => (
          <li key={title}>
            <button
              type="button"
              className={classes.step}
              data-done={index < steps.current || undefined}
              aria-current={index === steps.current ? 'step' : undefined}
              onClick={() => steps.go(index)}
            >
              <span className={classes.number} aria-hidden="true">
                {digits(index + 1)}
              </span>
              <span className={classes.title}>{title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** What the steps before the review hold, as the review shows it. */
export interface ReviewFacts {
  /** The texts of the chosen options of the first step (the category chain and the city). */
  chosen: string[];
  title: string;
  pictures: number;
  located: boolean;
}

/** Reads the review's facts from the form (the chosen options' texts, the title, the uploads, the point). */
export function reviewOf(form: HTMLFormElement): ReviewFacts {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const chosen = [...form.querySelectorAll<HTMLSelectElement>('[data-posting-step="0"] select')]
    .filter((select) => select.value !== '')
    .map((select) => select.selectedOptions[0]?.textContent?.trim() ?? '')
    .filter(Boolean);
  let pictures = 0;
  try {
    const images: unknown = JSON.parse(text('images') || '[]');
    pictures = Array.isArray(images) ? images.length : 0;
  } catch {
    pictures = 0;
  }
  return { chosen, title: text('title'), pictures, located: text('latitude') !== '' && text('longitude') !== '' };
}

/** The review: a line for each step before it, what it holds now, and a button back to it. */
export function PostingReview({
  facts,
  titles,
  steps,
}: {
  facts: ReviewFacts | undefined;
  titles: readonly string[];
  steps: PostingSteps;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!steps.stepping || !facts) return null;
  const values = [
    listText(facts.chosen, locale),
    facts.title,
    facts.pictures > 0 ? t('listings.steps.pictures', { n: localizeDigits(facts.pictures, locale) }) : '',
    facts.located ? t('listings.steps.located') : '',
  ];
  return (
    <dl className={classes.review} aria-label={t('listings.steps.review')}>
      {values.map((value, step) => (
        <div key={step} className={classes.line}>
          <dt>{titles[step]}</dt>
          <dd>{value || t('listings.steps.empty')}</dd>
          <dd>
            <button
              type="button"
              className={classes.edit}
              onClick={() => steps.go(step)}
              aria-label={t('listings.steps.editStep', { title: titles[step] })}
            >
              {t('listings.steps.edit')}
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
