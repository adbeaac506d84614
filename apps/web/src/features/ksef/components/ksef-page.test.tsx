import '@testing-library/jest-dom/vitest';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownerMessages } from '@parkshare/shared/validation/owner-messages';
import { modalsHostMounted } from '../../../lib/hosts-store';
import { i18n } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/register-owner-messages';
import enCommon from '../../../locales/en/common.json';
import enKsef from '../../../locales/en/ksef.json';
import enOwner from '../../../locales/en/owner-validation.json';
import enValidation from '../../../locales/en/validation.json';
import plCommon from '../../../locales/pl/common.json';
import plKsef from '../../../locales/pl/ksef.json';
import plOwner from '../../../locales/pl/owner-validation.json';
import plValidation from '../../../locales/pl/validation.json';
import { ksefQueueDocument } from '../api/ksef-queue';
import { ksefRejectedDocument } from '../api/ksef-rejected';
import { retryKsefSubmissionDocument } from '../api/retry-ksef-submission';
import { KsefPage } from './ksef-page';

// /admin/ksef with the API's answers on a mocked network: sending off, the counts and deadlines, the refused
// invoice with KSeF's reason, and "Send again" refused by the server (another admin was quicker), its message in
// the admin's language.

beforeAll(async () => {
  await i18n.init({
    lng: 'pl',
    fallbackLng: 'en',
    resources: {
      en: { common: enCommon, validation: enValidation, ksef: enKsef, 'owner-validation': enOwner },
      pl: { common: plCommon, validation: plValidation, ksef: plKsef, 'owner-validation': plOwner },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const waiting = {
  __typename: 'KsefSubmission' as const,
  id: 'sub-1',
  invoiceNumber: 'FV/2026/11/000041',
  issueDate: '2026-11-20',
  status: 'queued' as const,
  attempts: 0,
  nextAttemptAt: '2026-11-20T10:00:00Z',
  deadlineAt: '2026-11-23T22:59:59Z',
  deadlineAlert: 'passed' as const,
  lastError: null,
  createdAt: '2026-11-20T10:00:00Z',
};

const queue: MockedResponse = {
  request: { query: ksefQueueDocument },
  result: {
    data: {
      ksefQueue: {
        __typename: 'KsefQueue',
        sending: false,
        apiUrl: null,
        counts: { __typename: 'KsefStatusCounts', queued: 12, sending: 0, accepted: 0, rejected: 1 },
        nearDeadline: 0,
        pastDeadline: 5,
        ksefFrom: '2026-04-01',
        beforeKsefFrom: 3,
        oldestWaiting: waiting,
      },
    },
  },
};

const rejected: MockedResponse = {
  request: { query: ksefRejectedDocument, variables: {} },
  result: {
    data: {
      ksefRejected: {
        __typename: 'KsefSubmissionPage',
        items: [
          {
            __typename: 'KsefSubmission',
            id: 'sub-2',
            invoiceNumber: 'FV/2026/11/000007',
            issueDate: '2026-11-05',
            deadlineAt: '2026-11-06T22:59:59Z',
            deadlineAlert: 'passed',
            lastError: 'Błąd weryfikacji semantyki dokumentu faktury',
            ksefStatusCode: 450,
            updatedAt: '2026-11-05T12:00:00Z',
          },
        ],
        nextCursor: 'next-page',
      },
    },
  },
};

const retryRefused: MockedResponse = {
  request: { query: retryKsefSubmissionDocument, variables: { id: 'sub-2' } },
  result: {
    errors: [
      new GraphQLError('The given data was invalid.', {
        extensions: { code: 'VALIDATION', validation: { id: [ownerMessages.ksefRetryOnlyRejected] } },
      }),
    ],
  },
};

// What the root layout mounts on the first confirm() and notify() (app/shell): the dialog and the toasts.
function Hosts() {
  useEffect(() => modalsHostMounted(), []);
  return (
    <>
      <ModalsProvider>{null}</ModalsProvider>
      <Notifications />
    </>
  );
}

function show(mocks: MockedResponse[]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/admin/ksef']}>
          <MockedProvider mocks={mocks}>
            <KsefPage />
          </MockedProvider>
        </MemoryRouter>
        <Hosts />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('/admin/ksef', () => {
  it('holds the place of the summary and the list with status placeholders while they load', async () => {
    await i18n.changeLanguage('en');
    show([queue, rejected]);
    expect(screen.getByRole('status', { name: 'Loading the KSeF queue...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading refused invoices...' })).toBeInTheDocument();
    expect(await screen.findByTestId('ksef-count-queued')).toHaveTextContent('12');
    expect(screen.queryByRole('status', { name: 'Loading the KSeF queue...' })).not.toBeInTheDocument();
  });

  it('says sending is off, counts, warns of the late invoices and shows the oldest waiting (Polish)', async () => {
    await i18n.changeLanguage('pl');
    show([queue, rejected]);
    const sending = await screen.findByTestId('ksef-sending');
    expect(sending).toHaveTextContent('Wysyłka do KSeF jest wyłączona');
    expect(sending).toHaveTextContent('czekają w kolejce i zostaną wysłane, gdy KSeF zostanie skonfigurowany');
    expect(sending).toHaveTextContent('KSEF_TOKEN i KSEF_NIP');
    expect(screen.getByTestId('ksef-from')).toHaveTextContent(
      'Faktury wystawione przed 01.04.26 (KSEF_FROM) nie są przeznaczone do KSeF',
    );
    expect(screen.getByTestId('ksef-from')).toHaveTextContent('(takich faktur: 3)');
    expect(screen.getByTestId('ksef-count-queued')).toHaveTextContent('12');
    expect(screen.getByTestId('ksef-count-rejected')).toHaveTextContent('1');
    expect(screen.getByTestId('ksef-deadline-passed')).toHaveTextContent(
      '5 faktur jest po ustawowym terminie przesłania do KSeF',
    );
    expect(screen.queryByTestId('ksef-deadline-near')).not.toBeInTheDocument();
    const oldest = screen.getByTestId('ksef-oldest');
    expect(oldest).toHaveTextContent('FV/2026/11/000041');
    expect(within(oldest).getByText('Po terminie')).toBeInTheDocument();
    // Sending is off: no next attempt to promise.
    expect(oldest).not.toHaveTextContent('Następna próba');
  });

  it('lists a refused invoice with KSeF’s reason and code, and offers the next page', async () => {
    await i18n.changeLanguage('en');
    show([queue, rejected]);
    const row = await screen.findByTestId('ksef-rejected-row');
    expect(row).toHaveTextContent('FV/2026/11/000007');
    expect(row).toHaveTextContent('Błąd weryfikacji semantyki dokumentu faktury');
    expect(row).toHaveTextContent('450');
    expect(within(row).getByRole('button', { name: 'Send invoice FV/2026/11/000007 again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('asks before sending again, and shows the server’s refusal in the admin’s language', async () => {
    await i18n.changeLanguage('pl');
    const user = userEvent.setup();
    show([queue, rejected, retryRefused, queue, rejected]);
    const row = await screen.findByTestId('ksef-rejected-row');
    await user.click(within(row).getByRole('button', { name: 'Wyślij ponownie fakturę FV/2026/11/000007' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Wysyłaj ją ponownie dopiero po usunięciu przyczyny odrzucenia');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Ponownie można wysłać tylko fakturę odrzuconą przez KSeF.')).toBeInTheDocument();
  });
});
