/** Addresses of the help-centre pages (A2.3): categories and questions travel in the query string. */
export const questionListPath = (category?: string) =>
  category ? `/help-center/question-list?category=${encodeURIComponent(category)}` : '/help-center/question-list';
export const questionPath = (category: string, id: string) =>
  `/help-center/single-question?category=${encodeURIComponent(category)}&id=${encodeURIComponent(id)}`;
