import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

// Tests generated from the executable schema (decisions 062, 063): every position of a kind of scalar in the
// arguments of every query and mutation, and an otherwise plausible call that puts a given value there.

const scalarSample: Record<string, unknown> = {
  Int: 1,
  Float: 1.5,
  Boolean: false,
  DateTime: '2026-11-25T10:00:00+01:00',
  Date: '2026-11-25',
};

export interface SampleIds {
  parking: string;
  identifier: string;
}

export interface Position {
  /** The key a validation error uses (as parseInput keys the field): the path inside an input object, else the argument. */
  key: string;
  /** Where the value sits in the variables. */
  path: string[];
}

export interface Case {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  position: Position;
  /** `field path.in.variables`. */
  name: string;
}

/** A plausible value of a type; input objects get every field, so that each position is reachable. */
function sample(type: GraphQLInputType, name: string, ids: SampleIds): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sample(nullable.ofType, name, ids)];
  if (isInputObjectType(nullable)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(nullable.getFields())) {
      if (getNamedType(field.type).name !== 'File') value[field.name] = sample(field.type, field.name, ids);
    }
    return value;
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]?.name;
  const scalar = getNamedType(nullable).name;
  if (scalar in scalarSample) return scalarSample[scalar];
  if (/identifier/i.test(name)) return ids.identifier;
  if (scalar === 'ID' || /Id$/.test(name)) return ids.parking;
  if (/email/i.test(name)) return 'someone@example.com';
  if (/hour|time/i.test(name)) return '10:00';
  return 'Plausible 1';
}

function positions(
  type: GraphQLInputType,
  scalars: (name: string) => boolean,
  key: string[],
  path: string[],
): Position[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return positions(nullable.ofType, scalars, [...key, '0'], [...path, '0']);
  if (isInputObjectType(nullable)) {
    return Object.values(nullable.getFields()).flatMap((field) =>
      positions(field.type, scalars, [...key, field.name], [...path, field.name]),
    );
  }
  if (isScalarType(nullable) && scalars(nullable.name)) return [{ key: key.join('.'), path }];
  return [];
}

export const argPositions = (arg: GraphQLArgument, scalars: (name: string) => boolean) =>
  positions(arg.type, scalars, isInputObjectType(getNullableType(arg.type)) ? [] : [arg.name], [arg.name]);

/** Every position of the scalars in the arguments of every query and mutation. */
export function schemaCases(schema: GraphQLSchema, scalars: (name: string) => boolean): Case[] {
  return (['query', 'mutation'] as const).flatMap((kind) => {
    const root = (kind === 'query' ? schema.getQueryType() : schema.getMutationType()) as GraphQLObjectType;
    return Object.values(root.getFields()).flatMap((field) =>
      field.args
        .flatMap((arg) => argPositions(arg, scalars))
        .map((position) => ({ kind, field, position, name: `${field.name} ${position.path.join('.')}` })),
    );
  });
}

/** The operation calling one root field with every argument as a variable of the same name. */
export function operationOf({ kind, field }: Pick<Case, 'kind' | 'field'>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}(${variables}) { ${field.name}(${args})${selection} }`;
}

/** Plausible variables for the field with `value(plausible)` at the position. */
export function variablesWith(
  { field, position }: Pick<Case, 'field' | 'position'>,
  ids: SampleIds,
  value: (plausible: unknown) => unknown,
) {
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (getNamedType(arg.type).name !== 'File' || isNonNullType(arg.type)) {
      variables[arg.name] = sample(arg.type, arg.name, ids);
    }
  }
  let target = variables;
  for (const step of position.path.slice(0, -1)) target = target[step] as Record<string, unknown>;
  const last = position.path.at(-1)!;
  target[last] = value(target[last]);
  return variables;
}
