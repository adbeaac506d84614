import { Input, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressType } from '../../../gql/graphql';

export const ADDRESS_TYPE_ORDER: AddressType[] = ['basic', 'entry', 'exit'];

interface AddressTypeControlProps {
  value: AddressType;
  onChange: (value: AddressType) => void;
  /** Another address is the basic one: this one can only be an entry or an exit. */
  basicTaken: boolean;
  error?: string;
}

/** Basic address, entry or exit; "basic" is off while another address holds it. */
export function AddressTypeControl({ value, onChange, basicTaken, error }: AddressTypeControlProps) {
  const { t } = useTranslation('addresses');
  const labelId = useId();
  const helpId = useId();
  return (
    <Input.Wrapper
      label={t('form.type')}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      description={basicTaken ? t('form.basic_taken') : t('form.type_help')}
      descriptionProps={{ id: helpId }}
    >
      <SegmentedControl
        mt={4}
        fullWidth
        value={value}
        onChange={(next) => onChange(next as AddressType)}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={helpId}
        data={ADDRESS_TYPE_ORDER.map((type) => ({
          value: type,
          disabled: type === 'basic' && basicTaken && value !== 'basic',
          label: (
            <Text span size="sm" fw={500} style={{ whiteSpace: 'normal', lineHeight: 1.2 }}>
              {t(`types.${type}`)}
            </Text>
          ),
        }))}
      />
    </Input.Wrapper>
  );
}
