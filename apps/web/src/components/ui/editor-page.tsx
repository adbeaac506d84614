import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './page-header';
import { LoadError } from './query-states';

// The frame of the create-or-edit screens (SPEC §2: /x-creator and /x/{id}/editor are one screen): a header with
// the way back, one card holding the form, and the states around it.

interface Back {
  to: string;
  label: string;
}

/** A record that is not there (or not the viewer's): says so and offers the way back to the list. */
export function EditorNotFound({ title, text, back }: { title: string; text: string; back: Back }) {
  return (
    <Stack gap={0} maw={640}>
      <PageHeader title={title} back={back} />
      <Paper p="lg" withBorder bg="var(--ps-surface)">
        <Stack gap="sm" align="flex-start">
          <Text>{text}</Text>
          <Button component={Link} to={back.to}>
            {back.label}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Field-shaped placeholders while a form's data loads, so the card does not jump when it arrives. */
function FormSkeleton({ fields, label }: { fields: number; label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i}>
          <Skeleton height={12} width={120} mb={6} />
          <Skeleton height={36} />
        </div>
      ))}
    </Stack>
  );
}

interface FormEditorPageProps {
  title: string;
  back: Back;
  /** A failed load of what the form needs: shown with a retry instead of the form. */
  error: unknown;
  onRetry: () => void;
  /** Everything the form needs has loaded. */
  ready: boolean;
  loading: { label: string; fields: number };
  /** The form, rendered once ready. */
  children: ReactNode;
}

/** The header and the form's card: the form when ready, else the load error or placeholders. */
export function FormEditorPage({ title, back, error, onRetry, ready, loading, children }: FormEditorPageProps) {
  return (
    <Stack gap={0} maw={640}>
      <PageHeader title={title} back={back} />
      <Paper p="md" withBorder bg="var(--ps-surface)">
        {error ? (
          <LoadError error={error} onRetry={onRetry} />
        ) : ready ? (
          children
        ) : (
          <FormSkeleton fields={loading.fields} label={loading.label} />
        )}
      </Paper>
    </Stack>
  );
}
