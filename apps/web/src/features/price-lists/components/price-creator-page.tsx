import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCreatePriceList } from '../api/create-price-list';
import { useParkingPriceLists } from '../api/parking-price-lists';
import { PriceListForm, type PriceListSubmit } from './price-list-form';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';

/** /parking/{id}/price-creator?identifier=…: adds a price list; the parking's first one becomes the basic price. */
export function PriceCreatorPage() {
  const { t } = useTranslation('prices');
  const { parkingId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useParkingPriceLists(parkingId);
  const [create] = useCreatePriceList();
  const parking = data?.parking;
  const identifier = search.get('identifier') ?? parking?.identifier ?? undefined;
  const isBasic = parking ? parking.priceLists.length === 0 : false;
  const back = {
    to: paths.parkingPrices.href(parkingId),
    label: identifier ? t('back.prices_of', { identifier }) : t('back.prices'),
  };

  const submit = async (values: PriceListSubmit) => {
    const result = await create({ variables: { input: { ...values, parkingId } } });
    notify('success', t('creator.created', { name: result.data?.createPriceList.name ?? values.name }));
    await navigate(paths.parkingPrices.href(parkingId));
  };

  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={isBasic ? t('creator.basic_title') : t('creator.title')}
        back={back}
        description={isBasic ? t('creator.basic_intro') : undefined}
      />
      {loading && !data ? <CardsSkeleton count={1} label={t('list.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} title={t('load_error')} /> : null}
      {parking && !parking.canManage ? <Alert color="gray">{t('read_only')}</Alert> : null}
      {/* Keyed by the basic flag so the form starts over with the right defaults once the lists arrive. */}
      {parking?.canManage ? <PriceListForm key={String(isBasic)} isBasic={isBasic} onSubmit={submit} /> : null}
    </Stack>
  );
}
