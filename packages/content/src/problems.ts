/** One thing wrong with the content, pointing at the file and line an author must open. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

export const formatProblem = (p: Problem): string => `${p.file}:${p.line}: ${p.message}`;
