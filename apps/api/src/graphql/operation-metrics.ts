import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ANONYMOUS_OPERATION, OTHER_OPERATION } from '../lib/metrics';
import type { GraphQLContext } from '../schema/context';
import { KNOWN_OPERATIONS } from './known-operations';

// What the metrics learn of one GraphQL request (decision 096): its operation's name and whether its answer had
// errors. Every request's context starts with an empty note (create-context.ts), the plugin below fills it in,
// on Yoga's path and on the direct one alike (both run Yoga's plugins), and the route counts it when it answers.

interface OperationNote {
  /** The executed operation's name, from the parsed document; null until it is executed (or when unnamed). */
  name: string | null;
  /** 'ok' once an answer without errors was produced (a subscription: once its stream opened). */
  outcome: 'ok' | 'error';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The first operation's name in a document, when the body does not name it (cached answers never parse it).
const FIRST_NAME = /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/;

/** The label: the web app's operation names as they are, any other name as `other`, no name as `anonymous`. */
export function operationLabel(note: OperationNote, body: unknown): string {
  let name = note.name;
  if (name === null && isRecord(body)) {
    if (typeof body.operationName === 'string') name = body.operationName;
    else if (typeof body.query === 'string') name = FIRST_NAME.exec(body.query.slice(0, 2000))?.[1] ?? null;
  }
  if (name === null || name === '') return ANONYMOUS_OPERATION;
  return KNOWN_OPERATIONS.has(name) ? name : OTHER_OPERATION;
}

type NotedContext = Pick<GraphQLContext, 'operation'>;

/** Fills the request's note: the name of the operation executed, and whether the answer was free of errors. */
export function operationNotes(): Plugin<NotedContext> {
  const noteName = (
    context: NotedContext,
    args: { document: Parameters<typeof getOperationAST>[0]; operationName?: string | null },
  ) => {
    context.operation.name = getOperationAST(args.document, args.operationName)?.name?.value ?? null;
  };
  return {
    onExecute: ({ args }) => noteName(args.contextValue, args),
    onSubscribe: ({ args }) => noteName(args.contextValue, args),
    onExecutionResult: ({ result, context }) => {
      const failed = result !== undefined && !(Symbol.asyncIterator in result) && (result.errors?.length ?? 0) > 0;
      (context as unknown as NotedContext).operation.outcome = result === undefined || failed ? 'error' : 'ok';
    },
  };
}
