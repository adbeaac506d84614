import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../../locales/pl/common.json';
import images from '../../../locales/pl/images.json';
import ownerValidation from '../../../locales/pl/owner-validation.json';
import tickets from '../../../locales/pl/tickets.json';
import validation from '../../../locales/pl/validation.json';
import { i18n } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/register-owner-messages';
import { TicketForm } from './ticket-form';

// The ticket form before anything is sent (in Polish): what it asks for, the checks of the shared schema, the
// photos' checks, and the report of a stay whose subject starts as its reason.

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'pl',
    fallbackLng: 'pl',
    resources: { pl: { common, images, tickets, validation, 'owner-validation': ownerValidation } },
    interpolation: { escapeValue: false },
  });
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

afterEach(cleanup);

function renderForm(reservation?: { id: string; parkingName: string; spotNumber: string }) {
  // env="test": no transitions, whose timers would otherwise fire after the test's window is torn down.
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MemoryRouter>
          <TicketForm reservation={reservation} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('TicketForm', () => {
  it('asks for the type, subject and description, and a parking ticket’s parking', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await waitFor(() => expect(screen.getAllByText('To pole jest wymagane.')).toHaveLength(3));
    expect(screen.queryByRole('textbox', { name: /Identyfikator parkingu/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /^Parking/ }));
    const identifier = await screen.findByRole('textbox', { name: /Identyfikator parkingu/ });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByText('Podaj identyfikator parkingu, którego to dotyczy.')).toBeVisible();

    // Typed in capitals, and checked for the identifier's shape.
    fireEvent.change(identifier, { target: { value: 'waw-12' } });
    expect(identifier).toHaveValue('WAW-12');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByText('Nie ma parkingu o takim identyfikatorze.')).toBeVisible();
  });

  it('stops a photo over the limit before sending, with the limit in MB', async () => {
    renderForm();
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'duże.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Dodaj zdjęcia'), { target: { files: [huge] } });
    expect(await screen.findByText('Zdjęcie jest za duże. Maksymalny rozmiar to 10 MB.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń duże.png' }));
    expect(screen.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeEnabled();
  });

  it('reports a problem with a stay: the reason is asked for and starts the subject', async () => {
    renderForm({ id: 'r-1', parkingName: 'Dziedziniec', spotNumber: 'B-1' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zgłoś problem' }));
    expect(await screen.findByText('Wybierz, co poszło nie tak.')).toBeVisible();

    fireEvent.change(screen.getByRole('combobox', { name: /Co się stało/ }), { target: { value: 'spot_occupied' } });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Temat/ })).toHaveValue(
        'Miejsce było zajęte · Dziedziniec, miejsce B-1',
      ),
    );
  });
});
