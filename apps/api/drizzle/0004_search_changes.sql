DROP INDEX "products_search_idx";
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
-- The search engine's change log (src/services/search/catalogue-index.ts). Every server keeps the whole
-- catalogue's words in memory; before each search it reads the rows logged since its last read and
-- reloads those products, so a change made by this server or another one on the same PostgreSQL is in
-- the next search. A trigger writes the log in the transaction of the change, for the columns the
-- engine reads (stock is not one). `product_id` '*' (a TRUNCATE) means every product. Kept out of
-- schema.ts on purpose: only the triggers and the index use these tables.
DROP TRIGGER "products_names_version" ON "products";
--> statement-breakpoint
DROP TRIGGER "products_names_version_truncate" ON "products";
--> statement-breakpoint
DROP FUNCTION "bump_product_names_version"();
--> statement-breakpoint
DROP TABLE "product_names_version";
--> statement-breakpoint
CREATE TABLE "search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_changed_at_idx" ON "search_changes" USING btree ("changed_at");
--> statement-breakpoint
-- The highest `seq` pruned from the log: a server that had not read that far reloads everything.
CREATE TABLE "search_changes_pruned" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"through" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_changes_pruned" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "log_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "search_changes" ("product_id") VALUES (NEW."id");
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "search_changes" ("product_id") VALUES (OLD."id");
	ELSIF NEW."id" <> OLD."id" THEN
		INSERT INTO "search_changes" ("product_id") VALUES (OLD."id"), (NEW."id");
	ELSE
		INSERT INTO "search_changes" ("product_id") VALUES (NEW."id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_changes" AFTER INSERT OR DELETE OR UPDATE OF "id", "seller_id", "name", "brand", "category", "description", "price_cents", "discount", "rating", "review_count", "created_at" ON "products" FOR EACH ROW EXECUTE FUNCTION "log_search_change"();
--> statement-breakpoint
CREATE FUNCTION "log_search_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_changes" ("product_id") VALUES ('*');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_reset" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "log_search_reset"();
