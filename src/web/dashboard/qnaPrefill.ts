/** The Q&A page with its add form holding this question (Reports' 'Add as Q&A'). */
export const addAsQnaHref = (question: string) => `/qna?${new URLSearchParams({ question })}`;

/** The question a Q&A page address asks to prefill, if any. */
export const qnaPrefill = (search: string) => new URLSearchParams(search).get('question') || null;
