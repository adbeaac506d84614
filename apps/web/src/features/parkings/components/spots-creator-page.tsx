import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { expandSpotTemplate } from '@parkshare/shared/spots/numbering-template';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { notify } from '../../../lib/notify';
import { useCreateSpots } from '../api/create-spots';
import { previewList } from '../utils/template-preview';
import { SpotFeaturesField } from '../../../components/ui/spot-features';
import type { SpotFeature } from '@parkshare/shared/spots/features';
import { localizeMessage } from '../../../lib/i18n/localize-message';

interface SpotsFormValues {
  parkingId: string;
  template: string;
  from: number;
  to: number;
  features?: SpotFeature[];
}

const FIELDS = ['template', 'from', 'to'] as const;
const COUNTERS = ['from', 'to'] as const;
// An empty box is not 0: NaN makes the shared expander say "enter a whole number".
const toCounter = (value: unknown) =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value);

/** Many spots at once from a numbering template, with the numbers previewed as the owner types. */
export function SpotsCreatorPage() {
  const { t } = useTranslation('parkings');
  const navigate = useNavigate();
  const parkingId = useParams().parkingId ?? '';
  const list = paths.parkingSpots.href(parkingId);
  const [createSpots] = useCreateSpots();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<SpotsFormValues>(() =>
        import('@parkshare/shared/validation/owners').then((m) => m.createSpotsInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<SpotsFormValues>({ resolver, defaultValues: { parkingId, template: '', from: 1 } });
  const { errors, isSubmitting } = form.formState;
  const counterFilter = useKeyFilter({ filter: 'pint' });
  const [template, from, to] = form.watch(['template', 'from', 'to']);
  // Previewed once there is something to expand; an unfinished form is not yet an error.
  const preview =
    template.trim() && to !== undefined && !Number.isNaN(to) ? expandSpotTemplate({ template, from, to }) : null;

  const submit = async (values: SpotsFormValues) => {
    try {
      const result = await createSpots({ variables: { input: { ...values, parkingId } } });
      notify('success', t('bulk.created', { count: result.data?.createSpots.length ?? 0 }));
      await navigate(list);
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('bulk.title')}
        back={{ to: list, label: t('back_to_spots') }}
        description={t('bulk.intro')}
      />
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <Stack gap="sm" maw={560}>
          <FormAlert message={errors.root?.server?.message} />
          <TextInput
            label={t('bulk.template')}
            placeholder={t('bulk.template_placeholder')}
            required
            autoComplete="off"
            error={errors.template?.message}
            {...form.register('template')}
          />
          <SimpleGrid cols={2} spacing="sm">
            {COUNTERS.map((field) => (
              <TextInput
                key={field}
                label={t(`bulk.${field}`)}
                inputMode="numeric"
                required
                error={errors[field]?.message}
                {...counterFilter}
                {...form.register(field, { setValueAs: toCounter })}
              />
            ))}
          </SimpleGrid>
          <Paper
            withBorder
            radius="md"
            p="sm"
            bg="var(--ps-surface)"
            aria-live="polite"
            aria-labelledby="spots-preview"
          >
            <Text size="sm" fw={600} id="spots-preview">
              {t('bulk.preview_title')}
            </Text>
            {preview === null ? (
              <Text size="sm" c="dimmed">
                {t('bulk.preview_empty')}
              </Text>
            ) : preview.ok ? (
              <>
                <Text size="sm" data-testid="spots-preview-text">
                  {t('bulk.preview', { count: preview.numbers.length, list: previewList(preview.numbers) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('bulk.all_or_nothing')}
                </Text>
              </>
            ) : (
              <Text size="sm" c="red">
                {localizeMessage(preview.error.message)}
              </Text>
            )}
          </Paper>
          <Controller
            control={form.control}
            name="features"
            render={({ field }) => (
              <SpotFeaturesField
                label={t('bulk.features')}
                description={t('bulk.features_hint')}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
          <Group mt="xs">
            <Button type="submit" loading={isSubmitting} disabled={preview !== null && !preview.ok}>
              {t('bulk.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
