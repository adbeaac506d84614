import { ownerMessages } from '@parkshare/shared/validation/owner-messages';
import { registerCatalogue } from './localize-message';

// Imported by the signed-in shell (app-root): owner screens' messages are localised from there on.
registerCatalogue(ownerMessages, 'owner-validation');
