// Owner forms' messages are localised from the first signed-in screen on (decision 020: not on guests' pages).
import '../../../lib/i18n/register-owner-messages';
import { AppLayout } from '../../shell/app-layout';

// The signed-in layout is its own chunk: Apollo and the AppShell load with the first signed-in screen.
export { AppLayout as Component };
