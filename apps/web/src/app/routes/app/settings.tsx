// The date picker's styles belong to the birthday field only, so they load with this route, not at start.
import '@mantine/dates/styles.css';
import { SettingsPage } from '../../../features/settings/components/settings-page';

export { SettingsPage as Component };
