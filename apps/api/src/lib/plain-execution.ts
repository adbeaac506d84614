import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type GraphQLSchema,
  locatedError,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { NotPlain, type Read } from './plain-projection';

// The skeleton of the hand-written plain executors (the public parking page, decision 042; the map search,
// decision 051): an envelop `onExecute` plugin that swaps graphql-js's execution step for one query whose selection
// compiles (plain-projection.ts). Parsing, validation, graphql-armor, error masking and result hooks stay Yoga's.
// Per request: the plan compiled once per document and operation; the root field's input, or graphql-js when it
// is not plain; the value read; its answer projected and serialised once per value and plan, since requests that
// arrive together share one read and hence one value. Each executor brings only its plan, its input and its read.

/** What every plan has: the root field, its response key and the projection of its value. */
export interface PlainPlan {
  field: FieldNode;
  key: string;
  project: Read;
}

export type CompilePlan<TPlan> = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
) => TPlan | null;

/**
 * One answer: the data (frozen, shared by every request of the value) and its JSON, written once. The result carries
 * Yoga's `stringify` hook, which returns that JSON only while the result is exactly what was built (same data, no
 * errors, no extensions); anything a hook changed is serialised as usual.
 */
export class PlainAnswer {
  #json: string | undefined;
  #body: Buffer | undefined;

  constructor(readonly data: Readonly<Record<string, unknown>>) {}

  get json(): string {
    return (this.#json ??= JSON.stringify({ data: this.data }));
  }

  /** The JSON as bytes, for a path that sends them itself (graphql-direct.ts). */
  get body(): Buffer {
    return (this.#body ??= Buffer.from(this.json));
  }

  /** Whether `result` is still exactly what this answer built. */
  isExactly(result: ExecutionResult): boolean {
    const keys = Object.keys(result);
    return result.data === this.data && keys.length === 2 && keys.includes('stringify');
  }

  result(): ExecutionResult {
    const stringify = (result: ExecutionResult) => (this.isExactly(result) ? this.json : JSON.stringify(result));
    return { data: this.data, stringify } as ExecutionResult;
  }
}

/** Answers built once per value and plan (`onBuild` is told of each build, for tests); null where not plain. */
export function createAnswerCache<TPlan extends PlainPlan>(onBuild?: () => void) {
  const answers = new WeakMap<object, Map<TPlan, PlainAnswer | null>>();
  const build = (plan: TPlan, value: unknown): PlainAnswer | null => {
    onBuild?.();
    try {
      const data = plan.project(value);
      return new PlainAnswer(Object.freeze({ [plan.key]: typeof data === 'object' ? Object.freeze(data) : data }));
    } catch (error) {
      if (error instanceof NotPlain) return null;
      throw error;
    }
  };
  return (plan: TPlan, value: unknown): PlainAnswer | null => {
    if (typeof value !== 'object' || value === null) return build(plan, value);
    let byPlan = answers.get(value);
    if (!byPlan) {
      byPlan = new Map();
      answers.set(value, byPlan);
    }
    if (!byPlan.has(plan)) byPlan.set(plan, build(plan, value));
    return byPlan.get(plan)!;
  };
}

export interface PlainExecutionOptions<TPlan extends PlainPlan, TInput, TContext> {
  /** The plan of an operation, or null when graphql-js must execute it; compiled once per document and name. */
  compile: CompilePlan<TPlan>;
  /** The root field's input, or null (or a throw) to leave the request to graphql-js, which words any refusal. */
  inputOf: (plan: TPlan, execution: ExecutionArgs, context: TContext) => TInput | null | Promise<TInput | null>;
  /** Reads the root field's value. */
  read: (plan: TPlan, input: TInput, context: TContext) => Promise<unknown>;
  /** The result for the value read, or null when it is not plain (graphql-js answers). */
  answer: (plan: TPlan, value: unknown) => ExecutionResult | null;
}

/** An envelop plugin executing the queries `compile` plans without graphql-js (see above). */
export function plainExecution<TPlan extends PlainPlan, TInput, TContext>({
  compile,
  inputOf,
  read,
  answer,
}: PlainExecutionOptions<TPlan, TInput, TContext>): Plugin {
  const plans = new WeakMap<DocumentNode, Map<string, TPlan | null>>();
  const planFor = (args: ExecutionArgs): TPlan | null => {
    let byName = plans.get(args.document);
    if (!byName) {
      byName = new Map();
      plans.set(args.document, byName);
    }
    const name = args.operationName ?? '';
    if (!byName.has(name)) byName.set(name, compile(args.schema, args.document, args.operationName));
    return byName.get(name) ?? null;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const plan = planFor(args);
      if (!plan) return;
      setExecuteFn(async (execution: ExecutionArgs): Promise<ExecutionResult> => {
        const fallback = () => executeFn(execution) as Promise<ExecutionResult>;
        const context = execution.contextValue as TContext;
        let input: TInput | null;
        try {
          input = await inputOf(plan, execution, context);
        } catch {
          return fallback();
        }
        if (input === null) return fallback();
        let value: unknown;
        try {
          value = await read(plan, input, context);
        } catch (error) {
          // What graphql-js answers for a non-null root field that throws: no data, the error at its path.
          return { data: null, errors: [locatedError(error, [plan.field], [plan.key])] };
        }
        return answer(plan, value) ?? fallback();
      });
    },
  };
}
