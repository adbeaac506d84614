import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLString,
  isEnumType,
  isListType,
  isNonNullType,
  Kind,
  OperationTypeNode,
} from 'graphql';

// The compiling half of the plain executors (plain-execution.ts): a query's selection, when every field it asks
// is a plain read of the property of the same name, becomes one function that projects the root value onto it.
// Whatever this cannot compile (a directive, an argument below the root, a repeated key, a fragment on another
// type) is null, and graphql-js executes the query as before.

/** Projects a value onto a compiled selection; throws NotPlain where graphql-js would coerce or refuse it. */
export type Read = (value: unknown) => unknown;
/** The operation's fragment definitions, or null where fragments are not compiled at all. */
export type Fragments = ReadonlyMap<string, FragmentDefinitionNode> | null;

/** A value the projection cannot answer as graphql-js would: graphql-js answers instead. */
export class NotPlain extends Error {}

const INT_MAX = 2_147_483_647;
const INT_MIN = -2_147_483_648;

// Leaves are checked at run time: a value graphql-js would coerce differently or refuse goes to graphql-js.
const leafChecks = new Map<unknown, (value: unknown) => boolean>([
  [GraphQLID, (value) => typeof value === 'string'],
  [GraphQLString, (value) => typeof value === 'string'],
  [GraphQLInt, (value) => Number.isInteger(value) && (value as number) <= INT_MAX && (value as number) >= INT_MIN],
  [GraphQLFloat, (value) => typeof value === 'number' && Number.isFinite(value)],
  [GraphQLBoolean, (value) => typeof value === 'boolean'],
]);

function leafCheck(type: GraphQLOutputType): ((value: unknown) => boolean) | undefined {
  if (isEnumType(type)) return (value) => typeof value === 'string' && type.getValue(value) !== undefined;
  return leafChecks.get(type);
}

/** The projection of a value of `type` onto `selectionSet`, or null when it cannot be compiled. */
export function valueRead(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: Fragments,
): Read | null {
  const nonNull = isNonNullType(type);
  const nullable = nonNull ? type.ofType : type;
  // Each read is one function with its null rule inside: a map answer holds tens of thousands of values.
  const absent = () => {
    if (nonNull) throw new NotPlain();
    return null;
  };
  if (isListType(nullable)) {
    const item = valueRead(nullable.ofType, selectionSet, fragments);
    return item && ((value) => (value === null || value === undefined ? absent() : (value as unknown[]).map(item)));
  }
  if (nullable instanceof GraphQLObjectType) {
    const fields = selectionSet ? objectFields(nullable, selectionSet, fragments) : null;
    return (
      fields &&
      ((source) => {
        if (source === null || source === undefined) return absent();
        const out: Record<string, unknown> = {};
        for (const [key, name, read] of fields) out[key] = read((source as Record<string, unknown>)[name]);
        return out;
      })
    );
  }
  const check = selectionSet ? undefined : leafCheck(nullable);
  if (!check) return null;
  return (value) => {
    if (value === null || value === undefined) return absent();
    if (!check(value)) throw new NotPlain();
    return value;
  };
}

// The selections of an object, with fragment spreads and inline fragments on this very type flattened in.
function flatten(
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  depth = 0,
): FieldNode[] | null {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.directives?.length || depth > 10) return null;
    if (selection.kind === Kind.FIELD) {
      fields.push(selection);
      continue;
    }
    if (!fragments) return null;
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    if (!fragment || fragment.directives?.length) return null;
    if (fragment.typeCondition && fragment.typeCondition.name.value !== type.name) return null;
    const inner = flatten(type, fragment.selectionSet, fragments, depth + 1);
    if (!inner) return null;
    fields.push(...inner);
  }
  return fields;
}

// [response key, property read, its projection] for each field of an object's selection.
function objectFields(
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Fragments,
): [string, string, Read][] | null {
  const selections = flatten(type, selectionSet, fragments);
  if (!selections) return null;
  const fields: [string, string, Read][] = [];
  for (const selection of selections) {
    if (selection.arguments?.length) return null;
    const name = selection.name.value;
    const alias = selection.alias?.value ?? name;
    // The same key twice is merged by graphql-js; leave that to it.
    if (fields.some(([key]) => key === alias)) return null;
    if (name === '__typename') {
      const typeName = type.name;
      fields.push([alias, name, () => typeName]);
      continue;
    }
    const definition = type.getFields()[name];
    const read = definition && valueRead(definition.type, selection.selectionSet, fragments);
    if (!read) return null;
    fields.push([alias, name, read]);
  }
  return fields;
}

/** The one root field a plain query selects, with what compiling it needs. */
export interface RootSelection {
  operation: OperationDefinitionNode;
  /** Every fragment definition of the document (the operation's spreads are looked up here). */
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  field: FieldNode;
  definition: GraphQLField<unknown, unknown>;
  /** The response key of the root field. */
  key: string;
}

function operationOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): Omit<RootSelection, 'field' | 'definition' | 'key'> | null {
  let found: OperationDefinitionNode | null = null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind !== Kind.OPERATION_DEFINITION) return null;
    else if (operationName ? definition.name?.value === operationName : !found) found = definition;
    else if (!operationName) return null;
  }
  return found && { operation: found, fragments };
}

/**
 * The operation to run when it is a query without directives selecting exactly one field of Query (no directive on
 * it either); null otherwise.
 */
export function rootSelectionOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): RootSelection | null {
  const found = operationOf(document, operationName);
  if (!found) return null;
  const { operation } = found;
  if (operation.operation !== OperationTypeNode.QUERY || operation.directives?.length) return null;
  const [field, ...others] = operation.selectionSet.selections;
  if (!field || others.length > 0 || field.kind !== Kind.FIELD || field.directives?.length) return null;
  const definition = schema.getQueryType()?.getFields()[field.name.value];
  if (!definition) return null;
  return { ...found, field, definition, key: field.alias?.value ?? field.name.value };
}
