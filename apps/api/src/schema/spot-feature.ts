import { SPOT_FEATURES } from '@parkshare/shared/spots/features';
import { builder } from './builder';

/** What drivers look for in a spot (issue 17): owners set it, the map filters by it, public pages show it. */
export const SpotFeatureEnum = builder.enumType('SpotFeature', {
  description: 'ev_charger: a charger for electric cars; accessible: a bay for disabled drivers; covered; underground',
  values: SPOT_FEATURES,
});
