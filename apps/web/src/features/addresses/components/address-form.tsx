import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AddressType } from '../../../gql/graphql';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { notify } from '../../../lib/notify';
import { useCreateParkingAddress } from '../api/create-parking-address';
import { useUpdateParkingAddress } from '../api/update-parking-address';
import { useReverseGeocode } from '../hooks/use-reverse-geocode';
import type { AddressParts, GeocodedPlace } from '../../../lib/geocoder/geocoder';
import { ADDRESS_PART_NAMES, mergeFoundAddress, type AddressPartName } from '../utils/merge-address';
import { AddressFields } from './address-fields';
import { PlaceSearch } from '../../../components/ui/place-search';
import { AddressTypeControl } from './address-type-control';
import { PinPanel } from './pin-panel';
import type { Point } from './pin-map';

export interface AddressFormValues extends AddressParts {
  parkingId: string;
  type: AddressType;
  latitude: number | null;
  longitude: number | null;
}

export interface ExistingAddress extends AddressFormValues {
  id: string;
}

interface AddressFormProps {
  parkingId: string;
  existing: ExistingAddress | null;
  /** Another address of this parking is already the basic one. */
  basicTaken: boolean;
  start: Point;
}

const FIELDS = ['type', 'latitude', 'longitude', ...ADDRESS_PART_NAMES] as const;

/** The address creator and editor: search, pin and fields fill each other; the fields alone also suffice. */
export function AddressForm({ parkingId, existing, basicTaken, start }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const navigate = useNavigate();
  const [create] = useCreateParkingAddress();
  const [update] = useUpdateParkingAddress();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<AddressFormValues>(() =>
        import('@parkshare/shared/validation/addresses').then((m) => m.parkingAddressInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<AddressFormValues>({
    resolver,
    defaultValues: existing ?? {
      parkingId,
      type: basicTaken ? 'entry' : 'basic',
      country: 'PL',
      region: '',
      city: '',
      street: '',
      number: '',
      postcode: '',
      latitude: null,
      longitude: null,
    },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  // Fields the user typed by hand: the address found at the pin does not overwrite them unless asked.
  const typedByHand = useRef(new Set<AddressPartName>());
  const [kept, setKept] = useState<{ names: AddressPartName[]; found: AddressParts } | null>(null);
  const [focusKey, setFocusKey] = useState(0);

  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const pin = latitude !== null && longitude !== null ? { latitude, longitude } : null;

  const set = (name: keyof AddressFormValues, value: string | number | null) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const fillAll = (parts: AddressParts) => {
    for (const name of ADDRESS_PART_NAMES) {
      set(name, name === 'country' && !parts.country ? form.getValues('country') : parts[name]);
    }
    typedByHand.current.clear();
    setKept(null);
  };

  const reverse = useReverseGeocode((place) => {
    const { next, kept: names } = mergeFoundAddress(pick(form.getValues()), place.address, typedByHand.current);
    for (const name of ADDRESS_PART_NAMES) set(name, next[name]);
    setKept(names.length > 0 ? { names, found: place.address } : null);
  });

  const movePin = (point: Point, how: 'drag' | 'tap' | 'keys' | 'locate') => {
    set('latitude', point.latitude);
    set('longitude', point.longitude);
    if (how === 'locate') setFocusKey((key) => key + 1);
    void reverse.lookUp(point);
  };

  const onPick = (place: GeocodedPlace) => {
    reverse.reset();
    set('latitude', place.latitude);
    set('longitude', place.longitude);
    fillAll(place.address);
    setFocusKey((key) => key + 1);
  };

  const onSubmit = async (values: AddressFormValues) => {
    const input = {
      parkingId,
      type: values.type,
      country: values.country,
      region: values.region || null,
      city: values.city,
      street: values.street || null,
      number: values.number || null,
      postcode: values.postcode || null,
      latitude: values.latitude,
      longitude: values.longitude,
    };
    try {
      if (existing) {
        await update({ variables: { id: existing.id, input } });
      } else {
        await create({ variables: { input } });
      }
      notify('success', t(existing ? 'form.updated' : 'form.created', { type: t(`types.${values.type}`) }));
      await navigate(paths.parkingAddresses.href(parkingId));
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        <FormAlert message={errors.root?.server?.message} />
        <AddressTypeControl
          value={form.watch('type')}
          onChange={(value) => set('type', value)}
          basicTaken={basicTaken}
          error={errors.type?.message}
        />
        <PlaceSearch onPick={onPick} namespace="addresses" />
        <PinPanel
          pin={pin}
          start={start}
          focusKey={focusKey}
          status={reverse.status}
          onPinChange={movePin}
          error={errors.latitude?.message ?? errors.longitude?.message}
          kept={kept ? kept.names : null}
          onUseFound={() => kept && fillAll(kept.found)}
        />
        <AddressFields form={form} onTyped={(name) => typedByHand.current.add(name)} />
        <Group>
          <Button type="submit" loading={isSubmitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {existing ? t('form.save') : t('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const pick = (values: AddressFormValues): AddressParts => ({
  country: values.country,
  region: values.region,
  city: values.city,
  street: values.street,
  number: values.number,
  postcode: values.postcode,
});
