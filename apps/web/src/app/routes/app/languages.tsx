import { LanguagesPage } from '../../../features/languages/components/languages-page';

export { LanguagesPage as Component };
