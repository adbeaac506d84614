import { textProblem, type TextKind } from '@parkshare/shared/validation/text';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { type FieldErrors, validationError } from '../lib/errors';

// The text rule of decision 062 at the one place every GraphQL argument passes: each field that takes arguments
// checks their coerced values before its own resolver (authorization included) runs. Every string inside them
// (String, ID and string scalars, in input objects and lists at any depth) is checked; a field marks a multi-line
// text with `extensions: multilineText`. Errors are keyed as the field's zod schema keys them: inside an input
// object by the path within it (`name`, `address.city`), a plain argument by its name.

/** Extensions of an argument or input field that holds several lines (a note, a description, a reason). */
export const multilineText = { text: 'multiline' } as const satisfies Record<string, TextKind>;

type Described = { type: GraphQLInputType; extensions?: Readonly<Record<string, unknown>> | null };

const kindOf = (described: Described): TextKind => (described.extensions?.text === 'multiline' ? 'multiline' : 'line');

function collect(
  errors: FieldErrors,
  described: Described,
  type: GraphQLInputType,
  value: unknown,
  path: string[],
): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (Array.isArray(value)) {
      value.forEach((item, index) => collect(errors, described, nullable.ofType, item, [...path, String(index)]));
    }
    return;
  }
  if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      if (field) collect(errors, field, field.type, item, [...path, name]);
    }
    return;
  }
  if (isScalarType(nullable) && typeof value === 'string') {
    const problem = textProblem(value, kindOf(described));
    if (problem) (errors[path.join('.') || 'input'] ??= []).push(problem);
  }
}

/** The field errors of a field's coerced arguments under the text rule; null when every text may be stored. */
export function textInputErrors(args: readonly GraphQLArgument[], values: Record<string, unknown>): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const arg of args) {
    // An input object's fields are keyed within it, as parseInput keys them; other arguments by their name.
    const path = isInputObjectType(getNullableType(arg.type)) ? [] : [arg.name];
    collect(errors, arg, arg.type, values[arg.name], path);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function guarded<Resolver extends GraphQLFieldResolver<unknown, unknown>>(
  field: GraphQLField<unknown, unknown>,
  resolver: Resolver,
): Resolver {
  return ((source, args: Record<string, unknown>, context, info) => {
    const errors = textInputErrors(field.args, args);
    if (errors) throw validationError(errors);
    return resolver(source, args, context, info);
  }) as Resolver;
}

/** Puts the text rule in front of the resolver (and subscriber) of every field that takes arguments. */
export function guardTextInputs(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      if (field.subscribe) field.subscribe = guarded(field, field.subscribe);
      else if (field.resolve) field.resolve = guarded(field, field.resolve);
      else field.resolve = guarded(field, defaultFieldResolver);
    }
  }
  return schema;
}
