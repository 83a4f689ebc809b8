// Every way a module names another: import, export ... from, import(), require().

/**
 * ESLint visitors that call `check(specifier, node, source)` for each module a file names: `specifier` is the
 * string (null when not a literal), `node` the statement or call, `source` the node to report on.
 */
export function importVisitors(check) {
  const visit = (node, source) => check(source?.type === 'Literal' && typeof source.value === 'string' ? source.value : null, node, source);
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    'CallExpression[callee.name="require"]': (node) => visit(node, node.arguments[0]),
  };
}
