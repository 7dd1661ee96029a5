import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError, useApiLanguage } from '@cf/api-client';
import { campaignsApi } from '../../../api/campaigns-api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_OPEN_TIME = '00:00';
export const DEFAULT_TIMEZONE = 'Asia/Muscat';

/**
 * Asks the service's opening-date helper (C4.18) about the opening date, time and time zone being
 * typed, a moment after typing stops: whether that moment has passed and when it is, or the
 * server's message for the field that is wrong (C8.4: invalid date, time not HH:mm, unknown time
 * zone). Without a time the day's start is checked; without a zone, Muscat's.
 */
export function useOpeningCheck(openDate: string, openTime: string, timezone: string, delayMs = 400) {
  const lng = useApiLanguage();
  const typed = { openDate: openDate.trim(), openTime: openTime.trim() || DEFAULT_OPEN_TIME, timezone: timezone.trim() || DEFAULT_TIMEZONE };
  const typedKey = JSON.stringify(typed);
  const [settled, setSettled] = useState(typedKey);
  useEffect(() => {
    if (settled === typedKey) return;
    const timer = setTimeout(() => setSettled(typedKey), delayMs);
    return () => clearTimeout(timer);
  }, [typedKey, settled, delayMs]);
  const body = JSON.parse(settled) as typeof typed;
  const query = useQuery({
    queryKey: ['campaign', 'opening-check', settled, lng],
    queryFn: () => campaignsApi.checkOpeningDate(body),
    enabled: DATE.test(body.openDate),
    retry: false,
    staleTime: 30_000,
  });
  const error = query.isError && isApiError(query.error) ? query.error : null;
  const current = settled === typedKey && DATE.test(typed.openDate);
  return {
    /** The server's message for `openDate`, `openTime` or `timezone`, if it refused that field. */
    fieldError: (field: 'openDate' | 'openTime' | 'timezone') => (current && error ? error.fieldMessage(field) : undefined),
    result: current && query.isSuccess ? query.data : null,
  };
}
