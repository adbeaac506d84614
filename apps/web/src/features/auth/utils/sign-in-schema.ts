import { loginUserInput } from '@parkshare/shared/validation/auth';
import { z } from 'zod/mini';

// The sign-in form's schema: the shared login input, loose because the resolver's output replaces the form
// values and `staySignedIn` (a form-only field) must survive it. Loaded on demand, with zod (decision 020).
export const signInSchema = z.looseObject(loginUserInput.shape);
