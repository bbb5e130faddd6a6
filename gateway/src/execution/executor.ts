import type {
  GatewayExecutor,
  GatewayInterface,
  GatewaySchemaLoadOrUpdateCallback,
} from '@apollo/server-gateway-interface';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  GraphQLError,
  execute,
  getVariableValues,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Resolvers } from '../__generated__/resolvers-types';
import { mayBeCachedPublicly } from '../common/cache-hint';
import { rootFieldNames } from './root-fields';

/** How an operation is executed; recorded per document so tests and metrics can tell. */
export type ExecutionPath = 'jit' | 'graphql-js';

export interface ExecutionOptions {
  /** Compile operations with graphql-jit (default true); false runs every operation on graphql-js. */
  jit?: boolean;
  /** Compiled documents kept (least recently used dropped first). */
  maxCompiled?: number;
  /** Called once per document and operation with the path chosen and why (tests, logs). */
  onPlan?: (plan: { operationName: string | null; path: ExecutionPath; reason: string }) => void;
}

interface Plan {
  path: ExecutionPath;
  reason: string;
  compiled?: CompiledQuery;
}

/**
 * Apollo Server's execution, swapped (ARCHITECTURE.md "Execution speed"; docs/decisions/gateway.md).
 * Apollo accepts a custom executor only through its `gateway` option: `load()` hands it the schema and
 * this executor, and Apollo keeps doing everything around execution (parsing, validation with its
 * document cache, graphql-armor's rules, plugins, error formatting, HTTP).
 *
 * Operations run compiled by graphql-jit, each document compiled once and cached by its hash, against a
 * schema of their own. Three kinds run on graphql-js instead, against the schema Apollo instruments:
 * - operations that could be stored by the response cache (every root field hints PUBLIC, see
 *   cache-hint.ts): Apollo's cache-control plugin must see each field resolve to compute their policy;
 * - introspection (`__schema`, `__type`) and subscriptions;
 * - anything graphql-jit cannot compile.
 * Every other operation's response is uncacheable whichever way it runs (Apollo gives an unhinted root
 * field maxAge 0), so skipping the per-field cache-control hooks changes nothing but speed.
 */
export class SwappableExecution implements GatewayInterface {
  /** The schema Apollo validates against and instruments with its plugins' field hooks. */
  readonly schema: GraphQLSchema;
  /** The same schema built again, never instrumented, so graphql-jit can inline plain property reads. */
  private readonly jitSchema: GraphQLSchema | null;
  private readonly plans = new Map<string, Plan>();
  private readonly listeners = new Set<GatewaySchemaLoadOrUpdateCallback>();
  private readonly maxCompiled: number;

  constructor(
    typeDefs: DocumentNode,
    resolvers: Resolvers,
    private readonly options: ExecutionOptions = {},
  ) {
    this.schema = makeExecutableSchema({ typeDefs, resolvers: resolvers as never });
    this.jitSchema = options.jit === false ? null : makeExecutableSchema({ typeDefs, resolvers: resolvers as never });
    this.maxCompiled = options.maxCompiled ?? 1000;
  }

  onSchemaLoadOrUpdate(callback: GatewaySchemaLoadOrUpdateCallback) {
    this.listeners.add(callback);
    return () => {
      this.listeners.delete(callback);
    };
  }

  async load() {
    const coreSupergraphSdl = printSchema(this.schema);
    for (const listener of this.listeners) listener({ apiSchema: this.schema, coreSupergraphSdl });
    return { executor: this.executor };
  }

  async stop() {
    this.plans.clear();
  }

  readonly executor: GatewayExecutor = async ({ document, operation, queryHash, request, context }) => {
    const plan = this.planFor(queryHash, document, operation, request.operationName ?? null);
    if (plan.compiled) {
      const variables = request.variables ?? {};
      const result = await plan.compiled.query(undefined, context, variables);
      // graphql-jit answers variables it cannot coerce with errors and no data. Those are asked of graphql-js
      // again, so a bad variable fails with graphql-js's own error (which Apollo reports as BAD_USER_INPUT
      // with status 400); good variables, nearly every request, are coerced once, not twice.
      if (!('data' in result) && result.errors?.length && operation.variableDefinitions?.length) {
        const coerced = getVariableValues(this.schema, operation.variableDefinitions, variables, { maxErrors: 50 });
        if (coerced.errors) return { errors: coerced.errors };
      }
      return withPlainErrors(result);
    }
    return execute({
      schema: this.schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName: request.operationName,
    }) as Promise<ExecutionResult>;
  };

  private planFor(
    queryHash: string,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    operationName: string | null,
  ): Plan {
    const key = `${queryHash}\n${operationName ?? ''}`;
    const known = this.plans.get(key);
    if (known) {
      // Least recently used last out: a hit moves to the end of the map's order.
      this.plans.delete(key);
      this.plans.set(key, known);
      return known;
    }
    const plan = this.makePlan(document, operation, operationName);
    this.options.onPlan?.({ operationName, path: plan.path, reason: plan.reason });
    this.plans.set(key, plan);
    if (this.plans.size > this.maxCompiled) this.plans.delete(this.plans.keys().next().value!);
    return plan;
  }

  private makePlan(document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null): Plan {
    if (!this.jitSchema) return { path: 'graphql-js', reason: 'jit disabled' };
    if (operation.operation === 'subscription') return { path: 'graphql-js', reason: 'subscription' };
    const roots = rootFieldNames(document, operation);
    if ([...roots].some((name) => name.startsWith('__') && name !== '__typename'))
      return { path: 'graphql-js', reason: 'introspection' };
    if (mayBeCachedPublicly(roots)) return { path: 'graphql-js', reason: 'publicly cacheable' };
    return compile(this.jitSchema, document, operationName);
  }
}

/** A compiled operation, or the graphql-js plan with graphql-jit's reason when it cannot compile one. */
export function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | null): Plan {
  try {
    const compiled = compileQuery(schema, document, operationName ?? undefined, {
      disablingCapturingStackErrors: true,
    });
    if (isCompiledQuery(compiled)) return { path: 'jit', reason: 'compiled', compiled };
    return {
      path: 'graphql-js',
      reason: `jit cannot compile: ${compiled.errors?.map((e) => e.message).join('; ') ?? 'unknown'}`,
    };
  } catch (error) {
    return { path: 'graphql-js', reason: `jit cannot compile: ${(error as Error).message}` };
  }
}

/**
 * graphql-jit's errors are GraphQLErrors whose message is read-only; Apollo's plugins may rewrite messages
 * (graphql-armor masks field suggestions in production), which would then throw and turn a caller's error
 * into an internal one. The same errors are handed on as graphql-js makes them.
 */
export function withPlainErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map(plainError) };
}

function plainError(error: GraphQLError): GraphQLError {
  if (Object.getOwnPropertyDescriptor(error, 'message')?.writable !== false) return error;
  const plain = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  if (error.locations) (plain as { locations?: unknown }).locations = error.locations;
  if (error.stack) plain.stack = error.stack;
  return plain;
}
