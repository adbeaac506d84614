import { Button, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES, type TicketStatus } from '@parkshare/shared/tickets/status';
import { useTranslation } from 'react-i18next';
import { AGE_DAYS, type QueueFilter, UNSETTLED } from '../utils/queue-filter';

interface QueueFiltersProps {
  filter: QueueFilter;
  onChange: (filter: QueueFilter) => void;
}

/** The desk's filters: status, type, priority, age, parking, assignee and a ticket number. */
export function QueueFilters({ filter, onChange }: QueueFiltersProps) {
  const { t } = useTranslation('support');
  const set = (patch: Partial<QueueFilter>) => onChange({ ...filter, ...patch });
  const any = { value: '', label: t('filters.any') };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="md">
      <MultiSelect
        label={t('filters.status')}
        placeholder={filter.statuses.length === 0 ? t('filters.any') : undefined}
        data={TICKET_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={filter.statuses}
        onChange={(values) => set({ statuses: values as TicketStatus[] })}
        clearable
      />
      <Select
        label={t('filters.type')}
        data={[any, ...TICKET_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
        value={filter.type ?? ''}
        onChange={(value) => set({ type: TICKET_TYPES.find((type) => type === value) ?? null })}
        allowDeselect={false}
      />
      <Select
        label={t('filters.priority')}
        data={[any, ...TICKET_PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))]}
        value={filter.priority ?? ''}
        onChange={(value) => set({ priority: TICKET_PRIORITIES.find((priority) => priority === value) ?? null })}
        allowDeselect={false}
      />
      <Select
        label={t('filters.age')}
        data={[
          any,
          ...AGE_DAYS.map((days) => ({ value: String(days), label: t('filters.older_than', { count: days }) })),
        ]}
        value={filter.olderThanDays ? String(filter.olderThanDays) : ''}
        onChange={(value) => set({ olderThanDays: AGE_DAYS.find((days) => String(days) === value) ?? null })}
        allowDeselect={false}
      />
      <Select
        label={t('filters.assignee')}
        data={[
          { value: '', label: t('filters.anyone') },
          { value: 'me', label: t('filters.me') },
          { value: 'nobody', label: t('filters.nobody') },
        ]}
        value={filter.assignee ?? ''}
        onChange={(value) => set({ assignee: value === 'me' || value === 'nobody' ? value : null })}
        allowDeselect={false}
      />
      <TextInput
        label={t('filters.parking')}
        placeholder={t('filters.parking_placeholder')}
        value={filter.parkingIdentifier}
        onChange={(event) => set({ parkingIdentifier: event.currentTarget.value.toUpperCase() })}
        maxLength={20}
      />
      <TextInput
        label={t('filters.number')}
        placeholder={t('filters.number_placeholder')}
        value={filter.number}
        onChange={(event) => set({ number: event.currentTarget.value })}
        maxLength={20}
      />
      <Group align="flex-end">
        <Button
          variant="default"
          onClick={() =>
            onChange({
              statuses: UNSETTLED,
              type: null,
              priority: null,
              olderThanDays: null,
              parkingIdentifier: '',
              assignee: null,
              number: '',
            })
          }
        >
          {t('filters.reset')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
