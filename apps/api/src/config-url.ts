import { z } from 'zod';

/** An environment variable holding an http:// or https:// address; `message` names what else the part allows. */
export const httpUrl = (message = 'must be a URL starting with http:// or https://') =>
  z.string().refine((value) => {
    try {
      return ['https:', 'http:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, message);
