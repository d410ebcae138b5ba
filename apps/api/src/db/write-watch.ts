import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

const escape = (name: string) => name.replace(/[^a-z0-9_]/g, '');

/**
 * A Kysely plugin that calls `onWrite` before and after every statement that may write one of `tables`: a built
 * insert, update, delete or merge naming one of them, or raw SQL that writes one of them (`for update` and a column
 * called `updated_at` are not writes). For caches that a write through this process's handle must empty at once.
 */
export function watchWrites(tables: readonly string[], onWrite: () => void): KyselyPlugin {
  const names = tables.map(escape);
  const rawWrite = new RegExp(
    `\\b(insert\\s+into|update|delete\\s+from|truncate|merge\\s+into)\\b[\\s\\S]*\\b(${names.join('|')})\\b`,
    'i',
  );
  const quoted = names.map((name) => `"${name}"`);
  const writes = (node: RootOperationNode): boolean => {
    switch (node.kind) {
      case 'SelectQueryNode':
        return false;
      case 'RawNode':
        return rawWrite.test(node.sqlFragments.join(' '));
      default: {
        const text = JSON.stringify(node);
        return quoted.some((name) => text.includes(name));
      }
    }
  };
  const seen = new WeakSet<object>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      if (writes(args.node)) {
        seen.add(args.queryId);
        onWrite();
      }
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (seen.has(args.queryId)) onWrite();
      return args.result;
    },
  };
}
