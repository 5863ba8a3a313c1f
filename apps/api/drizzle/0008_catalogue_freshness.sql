-- The catalogue's change log across servers (src/db/catalogue-freshness.ts). Each server keeps answers and
-- rendered pages of the public catalogue in memory; on PostgreSQL another server may change the catalogue,
-- so before answering from memory a server asks whether a catalogue change committed that its caches do
-- not include: one row per writing transaction here, tagged with its transaction id, compared with the
-- snapshot the caches were started from. A statement trigger on every table the public catalogue reads
-- writes the row in the transaction of the change. Kept out of schema.ts on purpose, like search_changes.
CREATE TABLE "catalogue_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_xid_idx" ON "catalogue_changes" USING btree ("xid");
--> statement-breakpoint
CREATE INDEX "catalogue_changes_changed_at_idx" ON "catalogue_changes" USING btree ("changed_at");
--> statement-breakpoint
-- one row per transaction: a transaction of many statements logs once
CREATE FUNCTION "log_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "catalogue_changes" WHERE "xid" = pg_current_xact_id()) THEN
		INSERT INTO "catalogue_changes" DEFAULT VALUES;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sellers_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "sellers" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "sellers_catalogue_truncate" AFTER TRUNCATE ON "sellers" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "banners_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "banners_catalogue_truncate" AFTER TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_truncate" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "content_tabs_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "content_tabs" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "content_tabs_catalogue_truncate" AFTER TRUNCATE ON "content_tabs" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_slug_redirects_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "product_slug_redirects" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_slug_redirects_catalogue_truncate" AFTER TRUNCATE ON "product_slug_redirects" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
