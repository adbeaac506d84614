import { describe, expect, it } from 'vitest';
import { readFilter, toApiFilter, UNSETTLED, writeFilter } from './queue-filter';

describe('the support queue filter in the address', () => {
  it('defaults to every unsettled ticket and writes nothing for the default', () => {
    const filter = readFilter(new URLSearchParams());
    expect(filter.statuses).toEqual(UNSETTLED);
    expect(writeFilter(filter).toString()).toBe('');
  });

  it('reads back what it wrote and drops invented values', () => {
    const params = new URLSearchParams(
      'status=resolved,bogus&type=parking&priority=urgent&age=7&parking=ABC-1234&assignee=me&number=482913',
    );
    const filter = readFilter(params);
    expect(filter).toEqual({
      statuses: ['resolved'],
      type: 'parking',
      priority: 'urgent',
      olderThanDays: 7,
      parkingIdentifier: 'ABC-1234',
      assignee: 'me',
      number: '482913',
    });
    expect(readFilter(writeFilter(filter))).toEqual(filter);
    expect(readFilter(new URLSearchParams('type=x&priority=y&age=5&assignee=z'))).toMatchObject({
      type: null,
      priority: null,
      olderThanDays: null,
      assignee: null,
    });
  });

  it('sends all statuses when none is chosen, and no empty texts', () => {
    const filter = readFilter(new URLSearchParams('status=&parking=%20'));
    expect(toApiFilter(filter)).toMatchObject({ statuses: null, parkingIdentifier: null, number: null });
  });
});
