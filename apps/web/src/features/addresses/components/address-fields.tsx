import { Grid, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { countryNameIn } from '../utils/format-address';
import { typedPostcode, type AddressPartName } from '../utils/merge-address';
import type { AddressFormValues } from './address-form';

interface AddressFieldsProps {
  form: UseFormReturn<AddressFormValues>;
  /** Called when the user types into a field, so that the pin's address does not overwrite it. */
  onTyped: (name: AddressPartName) => void;
}

/** The address as text: filled from the search or the pin, and always editable by hand. */
export function AddressFields({ form, onTyped }: AddressFieldsProps) {
  const { t, i18n } = useTranslation('addresses');
  const { errors } = form.formState;
  const country = form.watch('country');
  const isPoland = country.trim().toUpperCase() === 'PL' || country.trim() === '';
  const postcodeFilter = useKeyFilter({ filter: /[\d-]/ });
  const countryFilter = useKeyFilter({ filter: /[a-z]/i });
  const countryName = useMemo(() => countryNameIn(i18n.resolvedLanguage ?? 'en'), [i18n.resolvedLanguage]);

  const text = (name: Exclude<AddressPartName, 'country' | 'postcode'>) => {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: (event: { target: unknown; type?: unknown }) => {
        onTyped(name);
        return registered.onChange(event);
      },
    };
  };

  const setTyped = (name: 'country' | 'postcode', value: string) => {
    onTyped(name);
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const countryCode = country.trim().toUpperCase();
  return (
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, xs: 8 }}>
        <TextInput
          label={t('fields.street')}
          autoComplete="address-line1"
          error={errors.street?.message}
          {...text('street')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 4 }}>
        <TextInput label={t('fields.number')} error={errors.number?.message} {...text('number')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 4 }}>
        <TextInput
          label={t('fields.postcode')}
          autoComplete="postal-code"
          inputMode={isPoland ? 'numeric' : 'text'}
          placeholder={isPoland ? 'NN-NNN' : undefined}
          maxLength={isPoland ? 6 : 16}
          error={errors.postcode?.message}
          value={form.watch('postcode')}
          onChange={(event) =>
            setTyped('postcode', typedPostcode(event.currentTarget.value, isPoland ? 'PL' : country))
          }
          {...(isPoland ? postcodeFilter : {})}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8 }}>
        <TextInput
          label={t('fields.city')}
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...text('city')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8 }}>
        <TextInput
          label={t('fields.region')}
          autoComplete="address-level1"
          error={errors.region?.message}
          {...text('region')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 4 }}>
        <TextInput
          label={t('fields.country')}
          autoComplete="country"
          maxLength={2}
          placeholder={t('fields.country_help')}
          // The code's name in the UI language (PL → Polska), beside it rather than under it, so the row stays even.
          rightSection={
            /^[A-Z]{2}$/.test(countryCode) ? (
              <Text size="xs" c="dimmed" truncate>
                {countryName(countryCode)}
              </Text>
            ) : null
          }
          rightSectionWidth="60%"
          rightSectionPointerEvents="none"
          styles={{ section: { justifyContent: 'flex-end', paddingRight: 10 } }}
          error={errors.country?.message}
          value={country}
          onChange={(event) => setTyped('country', event.currentTarget.value.toUpperCase())}
          {...countryFilter}
        />
      </Grid.Col>
    </Grid>
  );
}
