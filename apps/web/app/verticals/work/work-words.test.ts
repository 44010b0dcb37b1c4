import { describe, expect, it } from 'vitest';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { workVertical } from './index.ts';

const job = (fields: Record<string, unknown>) => fields as unknown as VerticalListing;

describe("a job's page, worded on the server", () => {
  const listing = job({
    salary: 25_000_000,
    cooperationType: 'partTime',
    gender: 'either',
    militaryStatus: 'endOfService',
    skills: ['React', 'SQL'],
  });

  it('gets its salary, its choices and its skills in Persian, with Persian digits', () => {
    expect(workVertical.detailWords?.(listing, 'fa')).toEqual({
      salaryText: '۲۵٬۰۰۰٬۰۰۰ تومان',
      cooperationTypeText: 'پاره‌وقت',
      genderText: 'فرقی ندارد',
      militaryStatusText: 'پایان خدمت',
      skillsText: 'React، SQL',
    });
  });

  it('gets them in English', () => {
    expect(workVertical.detailWords?.(listing, 'en')).toEqual({
      salaryText: '25,000,000 Toman',
      cooperationTypeText: 'Part time',
      genderText: 'Either',
      militaryStatusText: 'Service completed',
      skillsText: 'React, SQL',
    });
  });

  it('says «توافقی» for no salary, and nothing of what the employer did not say or the site does not know', () => {
    expect(workVertical.detailWords?.(job({ gender: 'robot' }), 'fa')).toEqual({
      salaryText: 'توافقی',
      cooperationTypeText: '',
      genderText: '',
      militaryStatusText: '',
      skillsText: '',
    });
  });
});
