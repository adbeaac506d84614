// Which payment methods a person is offered (SPEC §9, issue 4). Top-ups never offer the wallet (it would pay the
// balance with itself); BLIK without code only appears once a BLIK payment was saved in the bank app.

export type PaymentMethodChoice = 'BLIK' | 'BLIK_ALIAS' | 'ONLINE' | 'WALLET';

export interface SavedBlik {
  id: string;
  label: string;
  expiresAt?: string | null;
}

export interface MethodOption {
  method: PaymentMethodChoice;
  /** Shown but not choosable (the wallet when the balance is too low). */
  disabled: boolean;
}

export interface MethodContext {
  allowWallet: boolean;
  aliases: readonly SavedBlik[];
  /** Grosze; the wallet can pay only when it holds the whole amount. */
  balance?: number | undefined;
  amount: number;
  now?: number;
}

/** Saved BLIK payments that can still be used (an expired one would only be refused by the bank). */
export function usableAliases(aliases: readonly SavedBlik[], now: number = Date.now()): SavedBlik[] {
  return aliases.filter((alias) => !alias.expiresAt || new Date(alias.expiresAt).getTime() > now);
}

/** The methods in the order they are shown: the wallet first when it can pay, then BLIK, saved BLIK, online. */
export function methodOptions({ allowWallet, aliases, balance, amount, now }: MethodContext): MethodOption[] {
  const options: MethodOption[] = [];
  const walletCanPay = balance !== undefined && balance >= amount;
  if (allowWallet && walletCanPay) {
    options.push({ method: 'WALLET', disabled: false });
  }
  options.push({ method: 'BLIK', disabled: false });
  if (usableAliases(aliases, now).length > 0) {
    options.push({ method: 'BLIK_ALIAS', disabled: false });
  }
  options.push({ method: 'ONLINE', disabled: false });
  if (allowWallet && !walletCanPay) {
    options.push({ method: 'WALLET', disabled: true });
  }
  return options;
}

/** The method chosen when the screen opens: the first one that can be used. */
export function defaultMethod(options: readonly MethodOption[]): PaymentMethodChoice {
  return options.find((option) => !option.disabled)?.method ?? 'BLIK';
}

/** The first BLIK payment offers to save Parkshare in the bank app; once saved, BLIK without code does the job. */
export function offersSaveBlik(aliases: readonly SavedBlik[], now: number = Date.now()): boolean {
  return usableAliases(aliases, now).length === 0;
}

/** Keeps only digits, at most six: what the BLIK code field accepts while typing or pasting ("123 456" → "123456"). */
export function blikDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}
