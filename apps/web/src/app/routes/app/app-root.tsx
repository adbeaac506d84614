import { AppLayout } from '../../shell/app-layout';

// The signed-in layout is its own chunk: Apollo and the AppShell load with the first signed-in screen.
export { AppLayout as Component };
