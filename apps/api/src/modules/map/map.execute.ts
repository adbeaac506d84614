import { gzipSync } from 'node:zlib';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
  getArgumentValues,
  getVariableValues,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  mapTileInput,
  parkingsInAreaInput,
  type MapTileData,
  type ParkingsInAreaData,
} from '@parkshare/shared/validation/reservations';
import { parseInput } from '../../lib/parse-input';
import { createAnswerCache, plainExecution, type PlainAnswer, type PlainPlan } from '../../lib/plain-execution';
import { rootSelectionOf, valueRead, type RootSelection } from '../../lib/plain-projection';
import type { GraphQLContext } from '../../schema/context';
import { textInputErrors } from '../../schema/text-inputs';
import { checkMapSearch, parkingsInArea } from './map.service';
import { checkMapTile, mapTile } from './map-tiles';

// parkingsInArea without graphql-js (decision 051). A city viewport is 2,000 parkings × 12 fields: graphql-js
// resolving, completing and serialising 24,000 values cost far more than the shared read itself, once per request
// even when 50 requests share that read. Every MapParking field is a plain read of the property of the same name
// (map.graphql.ts), so for a query that selects only fields of MapParking (aliases and __typename allowed; no
// fragments, directives or repeated keys) the answer is built and written once per shared read and per selection
// (lib/plain-execution.ts), and the same JSON (a Buffer, see graphql-direct.ts) is sent to every request that
// shared the read.
//
// Authorization, argument coercion and input validation run first, exactly as the resolver would; on anything
// but success (not signed in, a coercion or validation error) the request goes to graphql-js, which words the
// error exactly as before.

// The /map screen's tiles (mapTile, decision 087) go the same way: a tile is a MapParking list and a MapCluster
// list, both plain reads as well.
const ROOT_FIELDS = ['parkingsInArea', 'mapTile'] as const;
type RootField = (typeof ROOT_FIELDS)[number];

interface Plan extends PlainPlan {
  root: RootField;
  definition: RootSelection['definition'];
  operation: OperationDefinitionNode;
}

/** The compiled plan of an operation, or null when graphql-js must execute it (exported for tests). */
export function compileMapPlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): Plan | null {
  const selection = rootSelectionOf(schema, document, operationName);
  // Fragments (unused ones included) are left to graphql-js.
  const root = ROOT_FIELDS.find((name) => name === selection?.field.name.value);
  if (!selection || !root || selection.fragments.size > 0) return null;
  const { field, definition, operation, key } = selection;
  const project = valueRead(definition.type, field.selectionSet, null);
  return project && { root, field, definition, operation, key, project };
}

/** How many answers were built (for tests: one per shared read and selection). */
export const mapExecutionStats = { built: 0 };

/** The answer of a plan for a read, built and serialised once per read (exported for tests). */
export const mapAnswerOf: (plan: Plan, value: unknown) => PlainAnswer | null = createAnswerCache<Plan>(() => {
  mapExecutionStats.built += 1;
});

const served = new WeakMap<ExecutionResult, PlainAnswer>();
/** The body gzipped, made on the first request that takes gzip and kept for the others of the read. */
const gzipped = new WeakMap<PlainAnswer, Buffer>();

function resultOf(answer: PlainAnswer): ExecutionResult {
  const result = answer.result();
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
  if (!answer || !answer.isExactly(result)) return undefined;
  // Hundreds of KB of JSON shrink more than tenfold. Compressed once per read, not once per request, so the best
  // level is affordable (~5 ms for a city viewport against ~1.5 ms at level 4) and every request of the read sends
  // a fifth fewer bytes.
  if (acceptsGzip && answer.body.length >= GZIP_FROM_BYTES) {
    let body = gzipped.get(answer);
    if (!body) {
      body = gzipSync(answer.body, { level: 9 });
      gzipped.set(answer, body);
    }
    return { body, encoding: 'gzip' };
  }
  return { body: answer.body };
}

/** Smaller answers go as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 8 * 1024;

/** The input as the resolver would see it, or null when anything about it is not plain (graphql-js answers). */
/** The question of either root field, parsed and checked. */
type MapQuestion = { tile: MapTileData; area?: undefined } | { area: ParkingsInAreaData; tile?: undefined };

async function inputOf(plan: Plan, args: ExecutionArgs, context: GraphQLContext): Promise<MapQuestion | null> {
  // Signed in (the field's authenticated scope): otherwise graphql-js refuses it as before.
  if (!(await context.loadViewer())) return null;
  const variables = getVariableValues(args.schema, plan.operation.variableDefinitions ?? [], args.variableValues ?? {});
  if (variables.errors) return null;
  const values = getArgumentValues(plan.definition, plan.field, variables.coerced);
  // Text the rule of decision 062 refuses: graphql-js answers, as for any argument (text-inputs.ts).
  if (textInputErrors(plan.definition.args, values)) return null;
  // A parse or check that throws leaves the request to graphql-js too (plainExecution).
  const maxDays = context.deps.config.reservationMaxDays;
  if (plan.root === 'mapTile') {
    const tile = parseInput(mapTileInput, values.input);
    checkMapTile(tile, maxDays);
    return { tile };
  }
  const area = parseInput(parkingsInAreaInput, values.input);
  checkMapSearch(area, maxDays);
  return { area };
}

/** Executes parkingsInArea and mapTile without graphql-js when its selection is plain (see above). */
export function mapSearchExecution(): Plugin {
  return plainExecution({
    compile: compileMapPlan,
    inputOf,
    read: (_plan, input, context) =>
      input.tile ? mapTile(context.deps, input.tile) : parkingsInArea(context.deps, input.area),
    answer: (plan, value) => {
      const answer = mapAnswerOf(plan, value);
      return answer && resultOf(answer);
    },
  });
}
