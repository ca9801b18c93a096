import ts from 'typescript';

/** One module a source file names: `typeOnly` when the compiler erases it (`import type`, `export type`, `import('x').T`). */
export interface ModuleImport {
  specifier: string;
  typeOnly: boolean;
}

/** Every module a source file names: imports, re-exports, import(), require() and import types. */
export function moduleImports(file: string, text: string): ModuleImport[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: ModuleImport[] = [];
  const named = (node: ts.Node | undefined) =>
    node && ts.isStringLiteralLike(node) ? node.text : (node?.getText(source) ?? '');
  const add = (node: ts.Node | undefined, typeOnly: boolean) =>
    found.push({ specifier: named(node), typeOnly });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const loads =
        callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
      if (loads) add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
