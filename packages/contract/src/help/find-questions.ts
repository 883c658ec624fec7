/** The FAQ search, the same on the server (question/list) and in the browser (the pre-rendered /FAQ). */

export interface SearchableQuestion {
  cateId: number;
  question: string;
  answer: string;
}

/** Questions of one category (or all) whose question or answer contains `keyword` (case-insensitive), in order. */
export function findQuestions<Q extends SearchableQuestion>(questions: readonly Q[], cateId: number | undefined, keyword: string): Q[] {
  const needle = keyword.trim().toLocaleLowerCase();
  return questions.filter(
    (q) => (cateId === undefined || q.cateId === cateId) && (!needle || q.question.toLocaleLowerCase().includes(needle) || q.answer.toLocaleLowerCase().includes(needle)),
  );
}
