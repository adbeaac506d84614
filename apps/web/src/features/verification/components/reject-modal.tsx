import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

interface RejectValues {
  reason: string;
}

interface RejectModalProps {
  /** What is being rejected (a parking, a bank account): its id and how the title names it. */
  target: { id: string; label: string } | null;
  /** Where the owner will read the reason. */
  hint: string;
  /** Stores the rejection and tells the admin; a thrown error is shown in the form. */
  onReject: (id: string, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks the admin why something is rejected; the owner sees the reason in the app and by e-mail. */
export function RejectModal({ target, hint, onReject, onClose }: RejectModalProps) {
  const { t } = useTranslation('verification');
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
    if (target) {
      form.reset({ reason: '' });
    }
  }, [target, form]);

  const onSubmit = async (values: RejectValues) => {
    if (!target) {
      return;
    }
    try {
      await onReject(target.id, values.reason);
      onClose();
    } catch (error) {
      applyFormError(error, form.setError, ['reason']);
    }
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('reject.title', { identifier: target?.label ?? '' })}
      closeButtonProps={{ 'aria-label': t('reject.close') }}
      centered
    >
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="sm">
          <FormAlert message={errors.root?.server?.message} />
          <Textarea
            label={t('reject.reason')}
            description={hint}
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
