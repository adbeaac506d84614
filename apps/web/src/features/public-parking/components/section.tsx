import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './public-parking.module.css';

/** One block of the public page: a heading and its content on the translucent surface. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Paper component="section" p="md" radius="md" withBorder className={classes.section} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
