import { Kind, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { textProblem } from '@parkshare/shared/validation/text';
import { createAnswerCache, plainExecution, type PlainAnswer, type PlainPlan } from '../../lib/plain-execution';
import { rootSelectionOf, valueRead } from '../../lib/plain-projection';
import type { GraphQLContext } from '../../schema/context';
import { getPublicParking, getPublicSpot } from './public-parkings.service';

// The public parking page is the hottest read of the product (a QR code on every spot) and its answer is wide:
// 200 spots × their fields is over a thousand field resolutions, which cost graphql-js more than the database
// read itself. Every field of the public types is a plain read of the property of the same name
// (public-parkings.graphql.ts), so for a query that selects only fields (fragments on the exact type allowed; no
// directives, nested arguments or repeated keys) the answer is the service's value projected onto the selection,
// built by a function compiled once per document (lib/plain-execution.ts). Anything this plan does not cover goes to
// graphql-js unchanged, and a test compares both answers for every field of every public type (decision 042).

const ROOT_FIELDS = {
  parkingByIdentifier: (context: GraphQLContext, args: Record<string, string>) =>
    getPublicParking({ db: context.deps.db, identifier: args.identifier! }),
  spotByParkingIdentifier: (context: GraphQLContext, args: Record<string, string>) =>
    getPublicSpot({ db: context.deps.db, identifier: args.identifier!, spotNumber: args.spotNumber! }),
} as const;
type RootField = keyof typeof ROOT_FIELDS;

const isRootField = (name: string): name is RootField => Object.hasOwn(ROOT_FIELDS, name);

interface Plan extends PlainPlan {
  root: RootField;
  // Argument name → a string literal or the variable holding it.
  args: [string, { literal: string } | { variable: string }][];
}

/** The compiled plan of an operation, or null when graphql-js must execute it (exported for tests). */
export function compilePlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): Plan | null {
  const selection = rootSelectionOf(schema, document, operationName);
  if (!selection) return null;
  const { field, definition, fragments, key } = selection;
  const root = field.name.value;
  if (!isRootField(root)) return null;
  const args: Plan['args'] = [];
  for (const argument of field.arguments ?? []) {
    const { value } = argument;
    if (value.kind === Kind.STRING) args.push([argument.name.value, { literal: value.value }]);
    else if (value.kind === Kind.VARIABLE) args.push([argument.name.value, { variable: value.name.value }]);
    else return null;
  }
  const project = valueRead(definition.type, field.selectionSet, fragments);
  return project && { field, key, root, args, project };
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

/** The answer of a plan for a root value, projected and serialised once per value (exported for tests). */
export const answerOf: (plan: Plan, value: unknown) => PlainAnswer | null = createAnswerCache<Plan>();

/** Executes the public parking and spot queries without graphql-js when their selection is plain (see above). */
export function publicParkingExecution(): Plugin {
  return plainExecution({
    compile: compilePlan,
    inputOf: (plan, execution) => argumentValues(plan, execution.variableValues),
    read: (plan, values, context: GraphQLContext) => ROOT_FIELDS[plan.root](context, values),
    answer: (plan, value) => answerOf(plan, value)?.result() ?? null,
  });
}
