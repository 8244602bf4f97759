// Counts `as` casts (not `as const`) and non-null assertions (`value!`) in src by TypeScript's
// syntax tree, apart for tests (`*.test.ts(x)`, `testing/`) and the rest.
// `node scripts/count-casts.mjs` prints the totals; `... as` or `... bang` lists the rest's.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const files = fs
  .readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => path.join('src', file));
const totals = { code: { as: 0, bang: 0 }, tests: { as: 0, bang: 0 } };
const listed = process.argv[2];

for (const file of files) {
  const kind = /\.test\.tsx?$|[/\\]testing[/\\]/.test(file) ? 'tests' : 'code';
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const show = (node, what) => {
    if (listed !== what || kind !== 'code') return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    console.log(`${file}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 120)}`);
  };
  const visit = (node) => {
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      node.type.getText(source) !== 'const'
    ) {
      totals[kind].as += 1;
      show(node, 'as');
    }
    if (ts.isNonNullExpression(node)) {
      totals[kind].bang += 1;
      show(node, 'bang');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
if (!listed) console.log(JSON.stringify(totals));
