import { Button, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import {
  DEFAULT_TICKET_PRIORITY,
  PROBLEM_REASONS,
  TICKET_PRIORITIES,
  TICKET_TYPES,
} from '@parkshare/shared/tickets/status';
import { TICKET_SUBJECT_MAX_LENGTH, TICKET_TEXT_MAX_LENGTH } from '@parkshare/shared/validation/tickets';
import { useEffect, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import type { UploadItem } from '../../../components/ui/upload-file-list';
import { paths } from '../../../config/paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { notify } from '../../../lib/notify';
import { createTicket } from '../api/create-ticket';
import { TICKET_FORM_FIELDS, type TicketFormValues } from '../utils/ticket-form-values';
import { photosReady, placePhotoErrors } from '../utils/photos';
import { PhotoPicker } from './photo-picker';

interface TicketFormProps {
  /** "Report a problem": the stay the compensation ticket is about. */
  reservation?: { id: string; parkingName: string; spotNumber: string } | null;
}

/**
 * The form of /ticket-creator: a ticket of either type with photos, or — with a reservation — a problem with
 * that stay (a compensation ticket with its reason). Opens the ticket and goes to it.
 */
export function TicketForm({ reservation }: TicketFormProps) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { resolver, preload } = useMemo(
    () => lazyZodResolver<TicketFormValues>(() => import('../utils/ticket-form-schema').then((m) => m.ticketFormInput)),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<TicketFormValues>({
    resolver,
    defaultValues: {
      type: reservation ? 'compensation' : '',
      subject: '',
      description: '',
      priority: DEFAULT_TICKET_PRIORITY,
      parkingIdentifier: '',
      reason: '',
      reservationId: reservation?.id ?? '',
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const [photos, setPhotos] = useState<UploadItem[]>([]);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const identifierKeys = useKeyFilter({ filter: /[a-z\d-]/i });
  const identifier = form.register('parkingIdentifier');
  const typeField = useController({ control: form.control, name: 'type' }).field;
  const type = typeField.value;

  // A report's subject starts as its reason and the stay ("Spot occupied · Dziedziniec, spot B-1") until the
  // driver writes their own.
  const reason = form.watch('reason');
  useEffect(() => {
    if (reservation && reason && !dirtyFields.subject) {
      form.setValue(
        'subject',
        t('creator.report_subject', {
          reason: t(`reason.${reason}`),
          parking: reservation.parkingName,
          spot: reservation.spotNumber,
        }).slice(0, TICKET_SUBJECT_MAX_LENGTH),
      );
    }
  }, [reason, reservation, dirtyFields.subject, form, t]);

  const onSubmit = async (values: TicketFormValues) => {
    if (!photosReady(photos)) return;
    setPhotosError(null);
    // The resolver hands on the schema's output: texts trimmed, "none" as null, the identifier in capitals.
    const input = values as unknown as Parameters<typeof createTicket>[0];
    try {
      const { createTicket: ticket } = await createTicket(
        input,
        photos.map((item) => item.file),
      );
      notify('success', t('creator.created', { number: ticket.number }));
      await navigate(paths.ticketDetails.href(ticket.id));
    } catch (error) {
      const normalized = applyFormError(error, form.setError, TICKET_FORM_FIELDS);
      const placed = placePhotoErrors(photos, normalized.fieldErrors);
      setPhotos(placed.items);
      setPhotosError(placed.general.length > 0 ? placed.general.map((text) => localizeMessage(text)).join(' ') : null);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.server?.message} />
        {reservation ? (
          <NativeSelect
            label={t('fields.reason')}
            withAsterisk
            data={[
              { value: '', label: t('creator.choose_reason') },
              ...PROBLEM_REASONS.map((value) => ({ value, label: t(`reason.${value}`) })),
            ]}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        ) : (
          <Radio.Group
            label={t('fields.type')}
            withAsterisk
            value={typeField.value}
            onChange={typeField.onChange}
            name={typeField.name}
            error={errors.type?.message}
          >
            <Stack gap="xs" mt={6}>
              {TICKET_TYPES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`type.${value}`)}
                  description={t(`creator.type_hint.${value}`)}
                  onBlur={typeField.onBlur}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {type === 'parking' ? (
          <TextInput
            label={t('fields.parking_identifier')}
            description={t('creator.parking_identifier_hint')}
            withAsterisk
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            error={errors.parkingIdentifier?.message}
            {...identifier}
            {...identifierKeys}
            onChange={(event) => {
              const input = event.currentTarget;
              const { selectionStart, selectionEnd } = input;
              const upper = input.value.toUpperCase();
              if (upper !== input.value) {
                input.value = upper;
                input.setSelectionRange(selectionStart, selectionEnd);
              }
              void identifier.onChange(event);
            }}
          />
        ) : null}
        <TextInput
          label={t('fields.subject')}
          withAsterisk
          maxLength={TICKET_SUBJECT_MAX_LENGTH}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <Textarea
          label={t('fields.description')}
          description={reservation ? t('creator.report_description_hint') : t('creator.description_hint')}
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          maxLength={TICKET_TEXT_MAX_LENGTH}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <NativeSelect
          label={t('fields.priority')}
          data={TICKET_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
          error={errors.priority?.message}
          {...form.register('priority')}
        />
        <PhotoPicker
          items={photos}
          onChange={(items) => {
            setPhotosError(null);
            setPhotos(items);
          }}
          disabled={isSubmitting}
          error={photosError}
        />
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting} disabled={!photosReady(photos)}>
            {reservation ? t('creator.send_report') : t('creator.send')}
          </Button>
          <Button
            component={Link}
            to={reservation ? paths.reservationDetails.href(reservation.id) : paths.tickets.href()}
            variant="default"
          >
            {t('creator.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
