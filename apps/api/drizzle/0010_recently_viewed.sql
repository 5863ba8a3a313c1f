CREATE TABLE "recently_viewed_products" (
	"customer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"product_id" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recently_viewed_products_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "recently_viewed_products" ADD CONSTRAINT "recently_viewed_products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed_products" ADD CONSTRAINT "recently_viewed_products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed_products" ADD CONSTRAINT "recently_viewed_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recently_viewed_customer_seller_idx" ON "recently_viewed_products" USING btree ("customer_id","seller_id","viewed_at");