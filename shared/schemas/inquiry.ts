import { z } from 'zod';
import { LIST_PAGE_MAX, MAX, idSchema } from './common';

export const INQUIRIES_PAGE_SIZE = 50;

export const inquiryListInput = z.object({
  page: z.number().int().min(1).max(LIST_PAGE_MAX).default(1),
  search: z.string().trim().max(MAX.search).optional(),
  /** false (default): the usual list; true: messages flagged as possible spam. */
  possibleSpam: z.boolean().default(false),
});
export const inquiryIdInput = z.object({ id: idSchema });
