import { describe, expect, it } from 'vitest';
import { relativeDateToDays, sortNewestFirst } from '../../shared/content/relative-date';
import { TESTIMONIALS, TESTIMONIALS_NEWEST_FIRST } from '../../shared/content/testimonials';

describe('relativeDateToDays', () => {
  it.each([
    ['1 day ago', 1],
    ['5 days ago', 5],
    ['1 week ago', 7],
    ['3 weeks ago', 21],
    ['2 months ago', 60],
    ['1 year ago', 365],
    ['2 years ago', 730],
    ['a week ago', 7],
    ['a month ago', 30],
    ['an hour ago', 0],
    ['3 hours ago', 0],
    ['two weeks ago', 14],
    ['yesterday', 1],
    ['today', 0],
    ['last month', 30],
    ['  2  Months Ago ', 60],
  ])('%s is %d days old', (text, days) => {
    expect(relativeDateToDays(text)).toBe(days);
  });

  it.each(['', 'recently', 'in 2 days', '2 fortnights ago', 'many months ago', '2023-05-01', 'months ago'])('%j cannot be read', (text) => {
    expect(relativeDateToDays(text)).toBeNull();
  });
});

describe('sortNewestFirst', () => {
  it('orders by age, puts unreadable dates last and keeps ties in their order', () => {
    const items = [
      { id: 'old', date: '1 year ago' },
      { id: 'odd', date: 'some time back' },
      { id: 'month-a', date: 'a month ago' },
      { id: 'days', date: '3 days ago' },
      { id: 'month-b', date: '4 weeks ago' },
      { id: 'month-c', date: '1 month ago' },
      { id: 'yesterday', date: 'yesterday' },
    ];
    expect(sortNewestFirst(items).map((i) => i.id)).toEqual(['yesterday', 'days', 'month-b', 'month-a', 'month-c', 'old', 'odd']);
    expect(items[0].id).toBe('old'); // the input is not changed
  });

  it('the home carousel shows the six testimonials newest first', () => {
    expect(TESTIMONIALS).toHaveLength(6);
    expect(TESTIMONIALS_NEWEST_FIRST.map((t) => t.date)).toEqual(['5 days ago', 'a week ago', '3 weeks ago', '1 month ago', '2 months ago', '4 months ago']);
  });
});
