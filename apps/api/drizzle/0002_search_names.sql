-- The version of the product names, for the global search's in-process name index
-- (src/services/search-index.ts): bumped in the same transaction as every statement that can add,
-- remove or rename a product (or change its id or created_at, which the index keeps too), so a server
-- sees such a change, its own or another server's, with its next search. Kept out of schema.ts on
-- purpose: only the triggers write it and only the search reads it.
CREATE TABLE "product_names_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_names_version" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "bump_product_names_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "product_names_version" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_names_version" AFTER INSERT OR DELETE OR UPDATE OF "id", "name", "created_at" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_product_names_version"();
--> statement-breakpoint
CREATE TRIGGER "products_names_version_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_product_names_version"();
