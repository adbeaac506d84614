import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { Organization } from '../organizations/organizations.graphql';
import { findOrganizationFor } from '../organizations/organizations.service';
import { Parking } from './parking.refs';

// The organization a parking belongs to (its organization_id, parkings' data, so the field is declared here and
// organizations knows nothing of parkings), as the viewer sees it: only its members get it (the owner who is
// not, or a platform admin reviewing the parking, see null rather than an organization they cannot open).
builder.objectFields(Parking, (t) => ({
  organization: t.field({
    type: Organization,
    nullable: true,
    authScopes: { authenticated: true },
    resolve: async (parking, _args, context) => {
      if (!parking.organizationId) return null;
      const viewer = await requireViewer(context);
      return findOrganizationFor(context.deps.db, { userId: viewer.user.id, organizationId: parking.organizationId });
    },
  }),
}));
