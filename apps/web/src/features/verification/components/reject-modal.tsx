import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { notify } from '../../../lib/notify';
import { useRejectParking } from '../api/reject-parking';

interface RejectValues {
  reason: string;
}

interface RejectModalProps {
  parking: { id: string; identifier: string } | null;
  onClose: () => void;
}

/** Asks the admin why the parking is rejected; the owner sees the reason in the editor and by e-mail. */
export function RejectModal({ parking, onClose }: RejectModalProps) {
  const { t } = useTranslation('verification');
  const [reject] = useRejectParking();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<RejectValues>(() =>
        import('@parkshare/shared/validation/parkings').then((m) => m.rejectParkingInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<RejectValues>({ resolver, defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (parking) {
      form.reset({ reason: '' });
    }
  }, [parking, form]);

  const onSubmit = async (values: RejectValues) => {
    if (!parking) {
      return;
    }
    try {
      await reject({ variables: { id: parking.id, reason: values.reason } });
      notify('success', t('rejected', { identifier: parking.identifier }));
      onClose();
    } catch (error) {
      applyFormError(error, form.setError, ['reason']);
    }
  };

  return (
    <Modal
      opened={parking !== null}
      onClose={onClose}
      title={t('reject.title', { identifier: parking?.identifier ?? '' })}
      closeButtonProps={{ 'aria-label': t('reject.close') }}
      centered
    >
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="sm">
          <FormAlert message={errors.root?.server?.message} />
          <Textarea
            label={t('reject.reason')}
            description={t('reject.reason_hint')}
            autosize
            minRows={3}
            maxRows={8}
            required
            data-autofocus
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('reject.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              {t('reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
