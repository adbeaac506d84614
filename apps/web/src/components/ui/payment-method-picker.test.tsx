import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import '../../lib/i18n/register-owner-messages';
import money from '../../locales/en/money.json';
import ownerValidation from '../../locales/en/owner-validation.json';
import plMoney from '../../locales/pl/money.json';
import plOwnerValidation from '../../locales/pl/owner-validation.json';
import { PaymentMethodPicker, type PaymentChoice } from './payment-method-picker';

// The app's own i18n instance: the shared schemas' English messages are shown through it in the page's language
// (localizeMessage, as in the app once the signed-in shell has registered the owners' catalogue).
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { money, 'owner-validation': ownerValidation },
      pl: { money: plMoney, 'owner-validation': plOwnerValidation },
    },
    interpolation: { escapeValue: false },
  });
});

afterEach(cleanup);

const wrap = (ui: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );

// Intl writes "PLN 50.00" with a no-break space.
const payButton = (amount: string) =>
  screen.getByRole('button', { name: new RegExp(`^Pay PLN\\s${amount.replace('.', '\\.')}$`) });

const saved = [{ id: 'alias-1', label: 'mBank · Ewa', expiresAt: '2999-01-01T00:00:00Z' }];

describe('PaymentMethodPicker', () => {
  it('offers BLIK and online for a top-up, BLIK first, with the save offer of a first BLIK payment', () => {
    wrap(<PaymentMethodPicker amount={5000} allowWallet={false} aliases={[]} onPay={vi.fn()} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['BLIK', 'ONLINE']);
    expect(radios[0]).toBeChecked();
    const code = screen.getByRole('textbox', { name: /BLIK code/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Save Parkshare in my bank app for payments without a code')).toBeInTheDocument();
    expect(payButton('50.00')).toBeInTheDocument();
    // No gateway's terms to tick without `blikTerms` (the sandbox).
    expect(screen.queryByRole('checkbox', { name: /Przelewy24/ })).toBeNull();
  });

  it('refuses a code that is not 6 digits and sends the cleaned-up code with the save choice', async () => {
    const onPay = vi.fn<(choice: PaymentChoice) => Promise<void>>().mockResolvedValue(undefined);
    wrap(<PaymentMethodPicker amount={5000} allowWallet={false} aliases={[]} onPay={onPay} />);
    const code = screen.getByRole('textbox', { name: /BLIK code/ });
    fireEvent.change(code, { target: { value: '12a45' } });
    expect(code).toHaveValue('1245');
    fireEvent.click(payButton('50.00'));
    expect(await screen.findByText('Enter the 6-digit BLIK code.')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '777 123' } });
    fireEvent.click(screen.getByLabelText('Save Parkshare in my bank app for payments without a code'));
    fireEvent.click(payButton('50.00'));
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({
        method: 'BLIK',
        blikCode: '777123',
        saveBlikAlias: true,
        acceptGatewayTerms: false,
      }),
    );
  });

  it('pays without a code with the saved entry, and shows a server error under its field', async () => {
    const onPay = vi.fn<(choice: PaymentChoice) => Promise<void>>().mockRejectedValue({
      graphQLErrors: [
        {
          message: 'The given data was invalid.',
          extensions: { validation: { blikAliasId: ['This saved BLIK payment has expired. Pay with a BLIK code.'] } },
        },
      ],
    });
    wrap(<PaymentMethodPicker amount={2000} allowWallet={false} aliases={saved} onPay={onPay} />);
    expect(screen.queryByLabelText('Save Parkshare in my bank app for payments without a code')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /BLIK without a code/ }));
    expect(screen.getByRole('combobox', { name: /Saved BLIK payment/ })).toHaveValue('alias-1');
    fireEvent.click(payButton('20.00'));
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({ method: 'BLIK_ALIAS', blikAliasId: 'alias-1', acceptGatewayTerms: false }),
    );
    expect(await screen.findByText('This saved BLIK payment has expired. Pay with a BLIK code.')).toBeInTheDocument();
  });

  it('offers the wallet for purchases: first when the balance covers the amount, disabled when it does not', () => {
    wrap(<PaymentMethodPicker amount={2000} allowWallet balance={5000} aliases={[]} onPay={vi.fn()} />);
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('value', 'WALLET');
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    cleanup();
    wrap(<PaymentMethodPicker amount={9000} allowWallet balance={5000} aliases={[]} onPay={vi.fn()} />);
    const wallet = screen.getByRole('radio', { name: /Parkshare balance/ });
    expect(wallet).toBeDisabled();
    expect(screen.getByText(/^Your balance of PLN\s50\.00 is too low for this payment\.$/)).toBeInTheDocument();
  });

  // Przelewy24 charges BLIK on Parkshare's page: its terms are ticked here, never in advance (GET /api/config).
  it.each([
    [
      'en',
      /^I declare that I have read the terms and conditions and information obligation of the Przelewy24 service\.$/,
      'terms and conditions',
      'https://www.przelewy24.pl/en/regulations',
      'information obligation',
      'https://www.przelewy24.pl/en/information-obligation-gdpr-payer',
      /^Pay PLN\s50\.00$/,
      'To pay by BLIK, accept the terms of Przelewy24, the payment operator.',
    ],
    [
      'pl',
      /^Oświadczam, że zapoznałem\(-am\) się z regulaminem i obowiązkiem informacyjnym serwisu Przelewy24\.$/,
      'regulaminem',
      'https://www.przelewy24.pl/regulamin',
      'obowiązkiem informacyjnym',
      'https://www.przelewy24.pl/obowiazekinformacyjny',
      /^Zapłać 50,00\szł$/,
      'Aby zapłacić BLIK-iem, zaakceptuj regulamin Przelewy24, operatora płatności.',
    ],
  ] as const)(
    'with Przelewy24, BLIK asks for its terms (%s): linked, unticked, required; not for the online transfer',
    async (language, text, regulations, regulationsUrl, information, informationUrl, pay, required) => {
      await i18n.changeLanguage(language);
      const onPay = vi.fn<(choice: PaymentChoice) => Promise<void>>().mockResolvedValue(undefined);
      wrap(
        <PaymentMethodPicker amount={5000} allowWallet={false} aliases={saved} blikTerms="przelewy24" onPay={onPay} />,
      );
      const terms = screen.getByRole('checkbox', { name: text });
      expect(terms).not.toBeChecked();
      for (const [name, href] of [
        [regulations, regulationsUrl],
        [information, informationUrl],
      ] as const) {
        const link = screen.getByRole('link', { name });
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener');
      }
      fireEvent.change(screen.getByRole('textbox', { name: /BLIK/ }), { target: { value: '777123' } });
      fireEvent.click(screen.getByRole('button', { name: pay }));
      // Under the box, in the page's language, and told to a screen reader with the box itself.
      expect(await screen.findByText(required)).toBeInTheDocument();
      expect(terms).toHaveAttribute('aria-invalid', 'true');
      expect(terms).toHaveAccessibleDescription(required);
      expect(onPay).not.toHaveBeenCalled();
      fireEvent.click(terms);
      fireEvent.click(screen.getByRole('button', { name: pay }));
      await waitFor(() =>
        expect(onPay).toHaveBeenCalledWith({
          method: 'BLIK',
          blikCode: '777123',
          saveBlikAlias: false,
          acceptGatewayTerms: true,
        }),
      );
      // The saved BLIK asks too; the online transfer goes to Przelewy24's page, which asks itself.
      fireEvent.click(screen.getAllByRole('radio')[1]!);
      expect(screen.getByRole('checkbox', { name: text })).toBeInTheDocument();
      fireEvent.click(screen.getAllByRole('radio')[2]!);
      expect(screen.queryByRole('checkbox', { name: text })).toBeNull();
      await i18n.changeLanguage('en');
    },
  );
});
