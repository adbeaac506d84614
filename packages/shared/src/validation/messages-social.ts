// The messages of sign-in with Google (decision 095), a catalogue of their own, outside `messages` (messages.ts),
// which every form's schema imports: the web app loads these with the Google screens only, so /sign-in stays
// within its JS budget (decision 020).
export const socialMessages = {
  socialNotAvailable: 'Signing in with Google is not available here.',
  socialExpired: 'This sign-in with Google has expired or was already used. Start again.',
  socialRefused: 'Google did not confirm this sign-in. Start again.',
  socialUnverified:
    'Google has not verified this e-mail address, so it cannot be used to sign in here. Sign in with your password.',
  socialUnavailable: 'Google could not be reached. Try again in a moment.',
  socialBlocked: 'This account cannot be signed in to. Contact support.',
  socialSignUpExpired: 'This sign-up has expired. Sign in with Google again.',
  socialOtherAccount: 'Your Parkshare account is already linked to another Google account.',
} as const;
