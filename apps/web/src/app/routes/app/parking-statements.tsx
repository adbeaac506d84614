import { StatementsPage } from '../../../features/statements/components/statements-page';

export { StatementsPage as Component };
