import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLString,
  isEnumType,
  isListType,
  isNonNullType,
  Kind,
  OperationTypeNode,
  locatedError,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { textProblem } from '@parkshare/shared/validation/text';
import type { GraphQLContext } from '../../schema/context';
import { getPublicParking, getPublicSpot } from './public-parkings.service';

// The public parking page is the hottest read of the product (a QR code on every spot) and its answer is wide:
// 200 spots × their fields is over a thousand field resolutions, which cost graphql-js more than the database
// read itself. Every field of the public types is a plain read of the property of the same name
// (public-parkings.graphql.ts), so for a query that selects only fields (fragments on the exact type allowed; no
// directives, nested arguments or repeated keys) the answer is the service's value projected onto the selection, built by a function compiled once
// per document. Parsing, validation, graphql-armor, error masking and result hooks stay Yoga's; only the
// execution step is swapped. Anything this plan does not cover goes to graphql-js unchanged, and a test
// compares both answers for every field of every public type (decision 042).

type Read = (value: unknown) => unknown;
type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

class NotPlain extends Error {}

const ROOT_FIELDS = {
  parkingByIdentifier: (context: GraphQLContext, args: Record<string, string>) =>
    getPublicParking({ db: context.deps.db, identifier: args.identifier! }),
  spotByParkingIdentifier: (context: GraphQLContext, args: Record<string, string>) =>
    getPublicSpot({ db: context.deps.db, identifier: args.identifier!, spotNumber: args.spotNumber! }),
} as const;
type RootField = keyof typeof ROOT_FIELDS;

const isRootField = (name: string): name is RootField => Object.hasOwn(ROOT_FIELDS, name);

// Leaves are checked at run time: a value that graphql-js would coerce or refuse goes to graphql-js instead.
function leafRead(type: GraphQLOutputType): Read | null {
  const check =
    type === GraphQLString
      ? (value: unknown) => typeof value === 'string'
      : type === GraphQLInt
        ? (value: unknown) => Number.isInteger(value)
        : type === GraphQLFloat
          ? (value: unknown) => typeof value === 'number' && Number.isFinite(value)
          : type === GraphQLBoolean
            ? (value: unknown) => typeof value === 'boolean'
            : isEnumType(type)
              ? (value: unknown) => typeof value === 'string' && type.getValue(value) !== undefined
              : null;
  if (!check) return null;
  return (value) => {
    if (!check(value)) throw new NotPlain();
    return value;
  };
}

function valueRead(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: Fragments,
): Read | null {
  if (isNonNullType(type)) {
    const inner = valueRead(type.ofType, selectionSet, fragments);
    return (
      inner &&
      ((value) => {
        if (value === null || value === undefined) throw new NotPlain();
        return inner(value);
      })
    );
  }
  let read: Read | null;
  if (isListType(type)) {
    const item = valueRead(type.ofType, selectionSet, fragments);
    read = item && ((value) => (value as unknown[]).map(item));
  } else if (type instanceof GraphQLObjectType) {
    read = selectionSet ? objectRead(type, selectionSet, fragments) : null;
  } else {
    read = selectionSet ? null : leafRead(type);
  }
  return read && ((value) => (value === null || value === undefined ? null : read(value)));
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
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    if (!fragment || fragment.directives?.length) return null;
    if (fragment.typeCondition && fragment.typeCondition.name.value !== type.name) return null;
    const inner = flatten(type, fragment.selectionSet, fragments, depth + 1);
    if (!inner) return null;
    fields.push(...inner);
  }
  return fields;
}

function objectRead(type: GraphQLObjectType, selectionSet: SelectionSetNode, fragments: Fragments): Read | null {
  const selections = flatten(type, selectionSet, fragments);
  if (!selections) return null;
  const fields: [string, Read][] = [];
  for (const selection of selections) {
    if (selection.arguments?.length) return null;
    const name = selection.name.value;
    const alias = selection.alias?.value ?? name;
    // The same key twice is merged by graphql-js; leave that to it.
    if (fields.some(([key]) => key === alias)) return null;
    if (name === '__typename') {
      fields.push([alias, () => type.name]);
      continue;
    }
    const definition = type.getFields()[name];
    const read = definition && valueRead(definition.type, selection.selectionSet, fragments);
    if (!read) return null;
    fields.push([alias, (source) => read((source as Record<string, unknown>)[name])]);
  }
  return (source) => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of fields) out[key] = read(source);
    return out;
  };
}

interface Plan {
  field: FieldNode;
  key: string;
  root: RootField;
  // Argument name → a string literal or the variable holding it.
  args: [string, { literal: string } | { variable: string }][];
  project: Read;
}

function operationOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): { operation: OperationDefinitionNode; fragments: Fragments } | null {
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

/** The compiled plan of an operation, or null when graphql-js must execute it (exported for tests). */
export function compilePlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): Plan | null {
  const { operation, fragments } = operationOf(document, operationName) ?? {};
  if (!operation || !fragments || operation.operation !== OperationTypeNode.QUERY || operation.directives?.length) {
    return null;
  }
  const [field, ...others] = operation.selectionSet.selections;
  if (!field || others.length > 0 || field.kind !== Kind.FIELD || field.directives?.length) return null;
  const root = field.name.value;
  const definition = schema.getQueryType()?.getFields()[root];
  if (!isRootField(root) || !definition) return null;
  const args: Plan['args'] = [];
  for (const argument of field.arguments ?? []) {
    const { value } = argument;
    if (value.kind === Kind.STRING) args.push([argument.name.value, { literal: value.value }]);
    else if (value.kind === Kind.VARIABLE) args.push([argument.name.value, { variable: value.name.value }]);
    else return null;
  }
  const project = valueRead(definition.type, field.selectionSet, fragments);
  return project && { field, key: field.alias?.value ?? root, root, args, project };
}

const plans = new WeakMap<DocumentNode, Map<string, Plan | null>>();

function planFor(args: ExecutionArgs): Plan | null {
  let byName = plans.get(args.document);
  if (!byName) {
    byName = new Map();
    plans.set(args.document, byName);
  }
  const name = args.operationName ?? '';
  if (!byName.has(name)) byName.set(name, compilePlan(args.schema, args.document, args.operationName));
  return byName.get(name) ?? null;
}

function argumentValues(plan: Plan, variables: ExecutionArgs['variableValues']): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const [name, source] of plan.args) {
    const value = 'literal' in source ? source.literal : variables?.[source.variable];
    // Not a plain string, or one the text rule refuses (decision 062): graphql-js answers, as for any argument.
    if (typeof value !== 'string' || textProblem(value) !== null) return null;
    values[name] = value;
  }
  return values;
}

// Requests that arrive together share one read (public-parkings.service.ts), hence one value: it is projected and
// serialised once per plan. Yoga writes a result with its `stringify` when it has one; ours answers the JSON
// written for this very data, and anything else (a hook that replaced the data, added errors or extensions) is
// serialised as usual.
interface Answer {
  result: () => ExecutionResult;
}

const answers = new WeakMap<object, Map<Plan, Answer | null>>();

/** The answer of a plan for a root value, projected and serialised once per value (exported for tests). */
export function answerOf(plan: Plan, value: unknown): Answer | null {
  if (typeof value !== 'object' || value === null) return projectedAnswer(plan, value);
  let byPlan = answers.get(value);
  if (!byPlan) {
    byPlan = new Map();
    answers.set(value, byPlan);
  }
  if (!byPlan.has(plan)) byPlan.set(plan, projectedAnswer(plan, value));
  return byPlan.get(plan)!;
}

function projectedAnswer(plan: Plan, value: unknown): Answer | null {
  let data: Record<string, unknown>;
  try {
    data = Object.freeze({ [plan.key]: plan.project(value) });
  } catch (error) {
    if (error instanceof NotPlain) return null;
    throw error;
  }
  let json: string | undefined;
  const stringify = (result: ExecutionResult) => {
    const keys = Object.keys(result);
    if (result.data !== data || keys.length !== 2 || !keys.includes('stringify')) return JSON.stringify(result);
    return (json ??= JSON.stringify({ data }));
  };
  return { result: () => ({ data, stringify }) as ExecutionResult };
}

/** Executes the public parking and spot queries without graphql-js when their selection is plain (see above). */
export function publicParkingExecution(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const plan = planFor(args);
      if (!plan) return;
      setExecuteFn(async (execution: ExecutionArgs): Promise<ExecutionResult> => {
        const values = argumentValues(plan, execution.variableValues);
        if (!values) return executeFn(execution) as Promise<ExecutionResult>;
        let value: unknown;
        try {
          value = await ROOT_FIELDS[plan.root](execution.contextValue as GraphQLContext, values);
        } catch (error) {
          // What graphql-js answers for a non-null root field that throws: no data, the error at its path.
          return { data: null, errors: [locatedError(error, [plan.field], [plan.key])] };
        }
        const answer = answerOf(plan, value);
        return answer ? answer.result() : (executeFn(execution) as Promise<ExecutionResult>);
      });
    },
  };
}
