import { describe, it, expect } from 'vitest';
import { formatServices, parseServices } from './services.ts';

describe('parseServices', () => {
  it('reads one service per line', () => {
    expect(parseServices('ویزیت, معاینه عمومی, 150000, 10\nنوار قلب, , 80000, 0')).toEqual([
      { title: 'ویزیت', description: 'معاینه عمومی', price: 150000, discount: 10 },
      { title: 'نوار قلب', description: '', price: 80000, discount: 0 },
    ]);
  });

  it('accepts the Persian comma and Persian digits', () => {
    expect(parseServices('مشاوره حضوری، یک ساعت، ۲۰۰۰۰۰، ۵')).toEqual([
      { title: 'مشاوره حضوری', description: 'یک ساعت', price: 200000, discount: 5 },
    ]);
  });

  it('ignores blank lines and Windows line ends', () => {
    expect(parseServices('\n  \r\nالف, ب, 1000, 0\r\n\n')).toHaveLength(1);
    expect(parseServices('')).toEqual([]);
  });

  it('makes a missing or invalid price or discount 0', () => {
    expect(parseServices('فقط عنوان')).toEqual([{ title: 'فقط عنوان', description: '', price: 0, discount: 0 }]);
    expect(parseServices('الف, ب, رایگان, x')).toEqual([{ title: 'الف', description: 'ب', price: 0, discount: 0 }]);
    expect(parseServices('الف, ب, -500, 150')).toEqual([{ title: 'الف', description: 'ب', price: 0, discount: 0 }]);
  });

  it('reads thousands separators in the price', () => {
    expect(parseServices('الف، ب، ۱۵۰٬۰۰۰، ۰')[0]?.price).toBe(150000);
  });

  it('keeps commas of a long description', () => {
    expect(parseServices('تنظیم قرارداد, اجاره، فروش, رهن, 500000, 20')).toEqual([
      { title: 'تنظیم قرارداد', description: 'اجاره، فروش, رهن', price: 500000, discount: 20 },
    ]);
  });

  it('skips a line without a title', () => {
    expect(parseServices(', توضیح, 1000, 0')).toEqual([]);
  });
});

describe('formatServices', () => {
  it('writes what parseServices reads', () => {
    const services = [
      { title: 'ویزیت', description: 'معاینه، مشاوره', price: 150000, discount: 10 },
      { title: 'نوار قلب', description: '', price: 0, discount: 0 },
    ];
    expect(parseServices(formatServices(services))).toEqual(services);
  });
});
