import { socialMessages } from '@parkshare/shared/validation/messages-social';
import { loadNamespaces } from '../../../lib/i18n/i18n';
import { registerCatalogue } from '../../../lib/i18n/localize-message';

// The server's messages about sign-in with Google, in the user's language (locales/<lng>/social-sign-in.json):
// registered by the Google screens only, so the guest pages do not carry them (decision 020).
registerCatalogue(socialMessages, 'social-sign-in');

/** Loads their translations; call before showing an error of a Google call. */
export const loadSocialMessages = () => loadNamespaces(['social-sign-in']);
