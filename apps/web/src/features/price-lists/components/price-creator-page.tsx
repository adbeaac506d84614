import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCreatePriceList } from '../api/create-price-list';
import { useParkingPriceLists } from '../api/parking-price-lists';
import { useUpdatePriceList } from '../api/update-price-list';
import { ItemEditorFrame } from './item-editor-frame';
import { PriceListForm, type PriceListSubmit } from './price-list-form';

/**
 * /parking/{id}/price-creator?identifier=… adds a price list (the parking's first one becomes the basic price);
 * /parking/{id}/price/{priceListId}/editor changes one. One screen, as billing's creator and editor (SPEC §2).
 */
export function PriceCreatorPage() {
  const { t } = useTranslation('prices');
  const { parkingId = '', priceListId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useParkingPriceLists(parkingId);
  const [create] = useCreatePriceList();
  const [update] = useUpdatePriceList();
  const parking = data?.parking;
  const list = priceListId ? parking?.priceLists.find((item) => item.id === priceListId) : undefined;
  const identifier = search.get('identifier') ?? parking?.identifier ?? undefined;
  const otherLists = useMemo(
    () =>
      (parking?.priceLists ?? [])
        .filter((item) => item.id !== priceListId)
        .map((item) => ({ ...item, days: [...item.days] })),
    [parking?.priceLists, priceListId],
  );
  const isBasic = list ? list.isBasic : parking ? parking.priceLists.length === 0 : false;
  const back = {
    to: paths.parkingPrices.href(parkingId),
    label: identifier ? t('back.prices_of', { identifier }) : t('back.prices'),
  };

  const submit = async (values: PriceListSubmit) => {
    const input = { ...values, parkingId };
    if (priceListId) {
      const result = await update({ variables: { id: priceListId, input } });
      notify('success', t('editor.saved', { name: result.data?.updatePriceList.name ?? values.name }));
    } else {
      const result = await create({ variables: { input } });
      notify('success', t('creator.created', { name: result.data?.createPriceList.name ?? values.name }));
    }
    await navigate(paths.parkingPrices.href(parkingId));
  };

  const title = priceListId ? t('editor.title') : isBasic ? t('creator.basic_title') : t('creator.title');
  return (
    <ItemEditorFrame
      title={title}
      back={back}
      description={!priceListId && isBasic ? t('creator.basic_intro') : undefined}
      loadingLabel={t('list.loading')}
      query={{ loaded: Boolean(data), loading, error, retry: () => void refetch() }}
      canManage={parking?.canManage}
      missing={Boolean(priceListId && parking && !list)}
    >
      {/* Keyed so the form starts over with the right defaults once the lists arrive. */}
      <PriceListForm
        key={list?.id ?? String(isBasic)}
        isBasic={isBasic}
        list={list}
        otherLists={otherLists}
        onSubmit={submit}
      />
    </ItemEditorFrame>
  );
}
