import { useEffect, useMemo, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

interface ItemFormOptions<T extends FieldValues> {
  /** Loads the shared schema in its own chunk; a module-level function, so it stays the same between renders. */
  loadSchema: () => Promise<z.core.$ZodType>;
  defaultValues: DefaultValues<T>;
  /** The fields a server validation error may name; others go to the alert above the button. */
  fields: readonly Path<T>[];
  submit: (values: T) => Promise<void>;
}

/** The price list and unavailability forms' plumbing: lazily validated values, and server errors on fields. */
export function useItemForm<T extends FieldValues>({ loadSchema, defaultValues, fields, submit }: ItemFormOptions<T>) {
  const { resolver, preload } = useMemo(() => lazyZodResolver<T>(loadSchema), [loadSchema]);
  useEffect(preload, [preload]);
  const form = useForm<T>({ resolver, defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      applyFormError(error, form.setError, fields);
    }
  });
  return { form, onSubmit: (event: FormEvent) => void onSubmit(event) };
}
