/** The contract's page shape (`pageOf` in the contract) from a request's page and pageSize, the rows and the total. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageOf<T>(request: PageRequest, list: T[], total: number) {
  return { list, page: request.page, pageSize: request.pageSize, total, hasMore: request.page * request.pageSize < total };
}

export function emptyPage(request: PageRequest) {
  return pageOf(request, [], 0);
}

/** Rows to skip for the requested page. */
export const pageOffset = (request: PageRequest) => (request.page - 1) * request.pageSize;
