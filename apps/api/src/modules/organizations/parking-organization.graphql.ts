import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { Parking } from '../parkings/parking.refs';
import { Organization } from './organizations.graphql';
import { findOrganizationFor } from './organizations.service';

// The organization a parking belongs to, as the viewer sees it: only its members get it (the owner who is
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
