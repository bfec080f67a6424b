/**
 * Splits a Markdown file into its YAML front matter and body. Returns the line on which the
 * front matter starts and the body starts, so problems can point into the file.
 */
export function splitFrontMatter(
  source: string,
): { yaml: string; yamlLine: number; body: string; bodyLine: number } | undefined {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end < 0) return undefined;
  return {
    yaml: lines.slice(1, end).join('\n'),
    yamlLine: 2,
    body: lines.slice(end + 1).join('\n'),
    bodyLine: end + 2,
  };
}
