// The runnable examples of packages/core/README.md. An example is a fenced ```js or ```ts block whose first
// line is a `// file: <name>` comment, followed (after blank lines or one line of prose) by a ```text block:
// the exact output the example prints. The package check (scripts/check-package.mjs) writes each example
// into a project that installed the packed tarball with npm, runs it, and compares what it prints.
import { readFileSync } from 'node:fs';

const FENCE = /^( *)```(\w*)\s*$/;
const FILE = /^\/\/ file: (\S+)\s*$/;

/** The fenced blocks of a Markdown text, in order, with the line each starts on. */
function fencedBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE.exec(lines[index]);
    if (!open) continue;
    const start = index;
    // a block inside a list item is indented: its lines lose that indentation
    const indent = open[1];
    const body = [];
    for (index += 1; index < lines.length && !/^ *```\s*$/.test(lines[index]); index += 1) {
      body.push(lines[index].startsWith(indent) ? lines[index].slice(indent.length) : lines[index]);
    }
    blocks.push({ lang: open[2], body: body.join('\n'), line: start + 1, end: index + 1 });
  }
  return blocks;
}

/**
 * The README's examples: `{ file, lang, code, output, line }` for every ```js/```ts block that names its file.
 * Throws when such a block has no ```text output block right after it, or when a file name repeats.
 */
export function readmeExamples(markdown) {
  const blocks = fencedBlocks(markdown);
  const lines = markdown.split('\n');
  const examples = [];
  blocks.forEach((block, index) => {
    if (block.lang !== 'js' && block.lang !== 'ts') return;
    const [first = '', ...rest] = block.body.split('\n');
    const named = FILE.exec(first);
    if (!named) return;
    const next = blocks[index + 1];
    const between = next ? lines.slice(block.end, next.line - 1).filter((line) => line.trim() !== '') : [];
    if (next?.lang !== 'text' || between.length > 1) {
      throw new Error(
        `README line ${block.line}: example ${named[1]} needs a \`\`\`text block with its output right after it`,
      );
    }
    examples.push({
      file: named[1],
      lang: block.lang,
      code: `${rest.join('\n')}\n`,
      output: next.body,
      line: block.line,
    });
  });
  const names = examples.map((example) => example.file);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`README: example file ${repeated} appears twice`);
  return examples;
}

/** The examples of a README file. */
export function readReadmeExamples(path) {
  return readmeExamples(readFileSync(path, 'utf8'));
}
