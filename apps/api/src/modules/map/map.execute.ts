import { gzipSync } from 'node:zlib';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type GraphQLField,
  type GraphQLSchema,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLString,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isEnumType,
  isListType,
  isNonNullType,
  Kind,
  locatedError,
  type OperationDefinitionNode,
  OperationTypeNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { parkingsInAreaInput } from '@parkshare/shared/validation/reservations';
import { parseInput } from '../../lib/parse-input';
import type { GraphQLContext } from '../../schema/context';
import { textInputErrors } from '../../schema/text-inputs';
import { checkMapSearch, parkingsInArea, type MapParking } from './map.service';

// parkingsInArea without graphql-js (decision 051). A city viewport is 2,000 parkings × 12 fields: graphql-js
// resolving, completing and serialising 24,000 values cost far more than the shared read itself, once per request
// even when 50 requests share that read. Every MapParking field is a plain read of the property of the same name
// (map.graphql.ts), so for a query that selects only fields of MapParking (aliases and __typename allowed; no
// fragments, directives or repeated keys) the answer is built and written once per shared read and per selection,
// and the same JSON (a Buffer, see graphql-direct.ts) is sent to every request that shared the read.
//
// Authorization, argument coercion and input validation run first, exactly as the resolver would; on anything
// but success (not signed in, a coercion or validation error) the request goes to graphql-js, which words the
// error exactly as before. Parsing, validation, graphql-armor, error masking and result hooks stay Yoga's.

const ROOT_FIELD = 'parkingsInArea';

type Read = (parking: MapParking) => unknown;

class NotPlain extends Error {}

// Leaves are checked at run time: a value graphql-js would coerce differently or refuse goes to graphql-js.
const leafChecks = new Map<unknown, (value: unknown) => boolean>([
  [GraphQLID, (value) => typeof value === 'string'],
  [GraphQLString, (value) => typeof value === 'string'],
  [
    GraphQLInt,
    (value) => Number.isInteger(value) && (value as number) <= 2_147_483_647 && (value as number) >= -2_147_483_648,
  ],
  [GraphQLFloat, (value) => typeof value === 'number' && Number.isFinite(value)],
  [GraphQLBoolean, (value) => typeof value === 'boolean'],
]);

interface Plan {
  field: FieldNode;
  definition: GraphQLField<unknown, unknown>;
  operation: OperationDefinitionNode;
  /** The response key of the root field. */
  key: string;
  project: (parkings: MapParking[]) => unknown[];
}

function operationOf(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | null {
  let found: OperationDefinitionNode | null = null;
  for (const definition of document.definitions) {
    // Fragments (unused ones included) are left to graphql-js.
    if (definition.kind !== Kind.OPERATION_DEFINITION) return null;
    if (operationName ? definition.name?.value === operationName : !found) found = definition;
    else if (!operationName) return null;
  }
  return found;
}

/** The compiled plan of an operation, or null when graphql-js must execute it (exported for tests). */
export function compileMapPlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): Plan | null {
  const operation = operationOf(document, operationName);
  if (!operation || operation.operation !== OperationTypeNode.QUERY || operation.directives?.length) return null;
  const [field, ...others] = operation.selectionSet.selections;
  if (!field || others.length > 0 || field.kind !== Kind.FIELD || field.name.value !== ROOT_FIELD) return null;
  if (field.directives?.length || !field.selectionSet) return null;
  const definition = schema.getQueryType()?.getFields()[ROOT_FIELD];
  // [MapParking!]!
  if (!definition || !isNonNullType(definition.type)) return null;
  const list = getNullableType(definition.type);
  if (!isListType(list) || !isNonNullType(list.ofType)) return null;
  const type = getNamedType(list);
  if (!(type instanceof GraphQLObjectType)) return null;
  const fields: [string, Read][] = [];
  for (const selection of field.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.directives?.length || selection.arguments?.length) return null;
    if (selection.selectionSet) return null;
    const name = selection.name.value;
    const key = selection.alias?.value ?? name;
    // The same key twice is merged by graphql-js; leave that to it.
    if (fields.some(([other]) => other === key)) return null;
    if (name === '__typename') {
      const typeName = type.name;
      fields.push([key, () => typeName]);
      continue;
    }
    const fieldType = type.getFields()[name]?.type;
    if (!fieldType) return null;
    const nullable = !isNonNullType(fieldType);
    const leaf = getNullableType(fieldType);
    const check = isEnumType(leaf)
      ? (value: unknown) => typeof value === 'string' && leaf.getValue(value) !== undefined
      : leafChecks.get(leaf);
    if (!check) return null;
    const property = name as keyof MapParking;
    fields.push([
      key,
      (parking) => {
        const value = parking[property];
        if (value === null || value === undefined) {
          if (nullable) return null;
          throw new NotPlain();
        }
        if (!check(value)) throw new NotPlain();
        return value;
      },
    ]);
  }
  const project = (parkings: MapParking[]) =>
    parkings.map((parking) => {
      const out: Record<string, unknown> = {};
      for (const [key, read] of fields) out[key] = read(parking);
      return out;
    });
  return { field, definition, operation, key: field.alias?.value ?? ROOT_FIELD, project };
}

const plans = new WeakMap<DocumentNode, Map<string, Plan | null>>();

function planFor(args: ExecutionArgs): Plan | null {
  let byName = plans.get(args.document);
  if (!byName) {
    byName = new Map();
    plans.set(args.document, byName);
  }
  const name = args.operationName ?? '';
  if (!byName.has(name)) byName.set(name, compileMapPlan(args.schema, args.document, args.operationName));
  return byName.get(name) ?? null;
}

// One answer per shared read and plan: the data (frozen, shared by every request of the read) and its JSON, written
// once. The result carries Yoga's `stringify` hook, which returns that JSON only while the result is exactly what
// was built (same data, no errors, no extensions); graphql-direct.ts sends the same bytes as one Buffer.
interface Answer {
  data: Readonly<Record<string, unknown>>;
  json: string;
  body: Buffer;
  /** The body gzipped, made on the first request that takes gzip and kept for the others of the read. */
  gzipped?: Buffer;
}

const answers = new WeakMap<MapParking[], Map<Plan, Answer | null>>();
/** How many answers were built (for tests: one per shared read and selection). */
export const mapExecutionStats = { built: 0 };
const served = new WeakMap<ExecutionResult, Answer>();

/** The answer of a plan for a read, built and serialised once per read (exported for tests). */
export function mapAnswerOf(plan: Plan, parkings: MapParking[]): Answer | null {
  let byPlan = answers.get(parkings);
  if (!byPlan) {
    byPlan = new Map();
    answers.set(parkings, byPlan);
  }
  if (!byPlan.has(plan)) {
    let answer: Answer | null = null;
    mapExecutionStats.built += 1;
    try {
      const data = Object.freeze({ [plan.key]: Object.freeze(plan.project(parkings)) });
      const json = JSON.stringify({ data });
      answer = { data, json, body: Buffer.from(json) };
    } catch (error) {
      if (!(error instanceof NotPlain)) throw error;
    }
    byPlan.set(plan, answer);
  }
  return byPlan.get(plan)!;
}

const isExactly = (result: ExecutionResult, answer: Answer) => {
  const keys = Object.keys(result);
  return result.data === answer.data && keys.length === 2 && keys.includes('stringify');
};

function resultOf(answer: Answer): ExecutionResult {
  const stringify = (result: ExecutionResult) => (isExactly(result, answer) ? answer.json : JSON.stringify(result));
  const result = { data: answer.data, stringify } as ExecutionResult;
  served.set(result, answer);
  return result;
}

/**
 * The JSON body of a result built here, as one shared Buffer, when nothing changed it since (same data, no errors
 * or extensions added by a hook); undefined otherwise. Used by the direct path (graphql-direct.ts).
 */
export function sharedMapAnswerBody(
  result: unknown,
  acceptsGzip = false,
): { body: Buffer; encoding?: 'gzip' } | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const answer = served.get(result);
  if (!answer || !isExactly(result, answer)) return undefined;
  // Hundreds of KB of JSON shrink more than tenfold. Compressed once per read, not once per request, so the best
  // level is affordable (~5 ms for a city viewport against ~1.5 ms at level 4) and every request of the read sends
  // a fifth fewer bytes.
  if (acceptsGzip && answer.body.length >= GZIP_FROM_BYTES) {
    answer.gzipped ??= gzipSync(answer.body, { level: 9 });
    return { body: answer.gzipped, encoding: 'gzip' };
  }
  return { body: answer.body };
}

/** Smaller answers go as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 8 * 1024;

/** The input as the resolver would see it, or null when anything about it is not plain (graphql-js answers). */
function inputOf(plan: Plan, args: ExecutionArgs, context: GraphQLContext) {
  const variables = getVariableValues(args.schema, plan.operation.variableDefinitions ?? [], args.variableValues ?? {});
  if (variables.errors) return null;
  const values = getArgumentValues(plan.definition, plan.field, variables.coerced);
  // Text the rule of decision 062 refuses: graphql-js answers, as for any argument (text-inputs.ts).
  if (textInputErrors(plan.definition.args, values)) return null;
  const { input } = values;
  try {
    const parsed = parseInput(parkingsInAreaInput, input);
    checkMapSearch(parsed, context.deps.config.reservationMaxDays);
    return parsed;
  } catch {
    return null;
  }
}

/** Executes parkingsInArea without graphql-js when its selection is plain (see above). */
export function mapSearchExecution(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const plan = planFor(args);
      if (!plan) return;
      setExecuteFn(async (execution: ExecutionArgs): Promise<ExecutionResult> => {
        const fallback = () => executeFn(execution) as Promise<ExecutionResult>;
        const context = execution.contextValue as GraphQLContext;
        let input;
        try {
          // Signed in (the field's authenticated scope): otherwise graphql-js refuses it as before.
          if (!(await context.loadViewer())) return fallback();
          input = inputOf(plan, execution, context);
        } catch {
          return fallback();
        }
        if (!input) return fallback();
        let parkings: MapParking[];
        try {
          parkings = await parkingsInArea(context.deps, input);
        } catch (error) {
          // What graphql-js answers for a non-null root field that throws: no data, the error at its path.
          return { data: null, errors: [locatedError(error, [plan.field], [plan.key])] };
        }
        const answer = mapAnswerOf(plan, parkings);
        return answer ? resultOf(answer) : fallback();
      });
    },
  };
}
