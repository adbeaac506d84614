import { useMutation, useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const reminderSettingsDocument = graphql(`
  query ReminderSettings {
    me {
      id
      reminderMinutes
    }
  }
`);

export const setReminderMinutesDocument = graphql(`
  mutation SetReminderMinutes($minutes: Int) {
    setReminderMinutes(minutes: $minutes) {
      id
      reminderMinutes
    }
  }
`);

export const savePushSubscriptionDocument = graphql(`
  mutation SavePushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input) {
      status
    }
  }
`);

export const useReminderSettings = () => useQuery(reminderSettingsDocument, { fetchPolicy: 'cache-and-network' });
export const useSetReminderMinutes = () => useMutation(setReminderMinutesDocument);
export const useSavePushSubscription = () => useMutation(savePushSubscriptionDocument);
