import * as z from 'zod/mini';

/**
 * Building blocks of answer schemas (what `data.data` holds). Every string, number and list is
 * bounded, so the published document passes the OWASP API rules for answers as for requests.
 */
export const answerText = (max = 5000) => z.string().check(z.maxLength(max));
/** A record's id (UUID, or a service's own key such as `investment:<uuid>`). */
export const answerId = () => z.string().check(z.maxLength(100));
/** An ISO 8601 date-time, as the services write them. */
export const answerTimestamp = () => z.string().check(z.maxLength(40));
export const answerCount = () => z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
/** Baisa (1 OMR = 1000 baisa), signed where a movement can be negative. */
export const answerBaisa = () => z.int().check(z.minimum(-Number.MAX_SAFE_INTEGER), z.maximum(Number.MAX_SAFE_INTEGER));
export const answerList = <T extends z.core.SomeType>(item: T, max = 500) => z.array(item).check(z.maxLength(max));
/** Free-form details a record carries (an event's payload, a notification's parameters). */
export const answerDetails = () => z.record(z.string().check(z.maxLength(200)), z.unknown());

/** A list that grows by `limit` (page × page size): the rows, how many there are, whether more exist. */
export const listPageOf = <T extends z.core.SomeType>(item: T, max = 500) =>
  z.object({ docs: answerList(item, max), totalCount: answerCount(), displayLoadMore: z.boolean() });
