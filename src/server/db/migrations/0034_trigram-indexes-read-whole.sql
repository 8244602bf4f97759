-- Decision 060: the trigram indexes keep no pending list, so a search reads only the index's tree.
-- With fastupdate on, new entries wait in an unsorted list (up to gin_pending_list_limit, 4 MB)
-- that every search reads whole until a vacuum or a large insert merges it.
ALTER INDEX "complaints_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "complaints_phone_normal_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "dealers_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "dealers_phone_normal_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_phone_normal_idx" SET (fastupdate = off);--> statement-breakpoint
-- Turning fastupdate off keeps what is already pending: merge it now.
SELECT gin_clean_pending_list('complaints_search_idx'::regclass),
  gin_clean_pending_list('complaints_phone_normal_idx'::regclass),
  gin_clean_pending_list('dealers_search_idx'::regclass),
  gin_clean_pending_list('dealers_phone_normal_idx'::regclass),
  gin_clean_pending_list('products_search_idx'::regclass),
  gin_clean_pending_list('users_search_idx'::regclass),
  gin_clean_pending_list('users_phone_normal_idx'::regclass);
