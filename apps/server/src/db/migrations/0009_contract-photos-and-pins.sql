-- Site photos of a contract (issue 21, docs/decisions/040) and the contract's pin.
-- A photo goes with its contract (composite key, cascade). Its link to an accomplishment entry or a
-- billing must be of the same contract (the key includes contract_id, so those tables get a unique
-- (account_id, contract_id, id)) and is cleared when that record goes: SET NULL of the link column only
-- (PostgreSQL 15+), since nulling the whole key would null the photo's office and contract.
CREATE TABLE "contract_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"stage" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"taken_at" timestamp with time zone,
	"taken_at_source" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"location_source" text,
	"sha256" text NOT NULL,
	"original_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"served_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"physical_accomplishment_id" integer,
	"financial_accomplishment_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_id" integer,
	CONSTRAINT "contract_photos_stage" CHECK ("contract_photos"."stage" in ('before', 'mobilization', 'monthly_progress', 'completion', 'warranty')),
	CONSTRAINT "contract_photos_taken_at_source" CHECK (("contract_photos"."taken_at" is null) = ("contract_photos"."taken_at_source" is null) and "contract_photos"."taken_at_source" in ('photo', 'device', 'typed')),
	CONSTRAINT "contract_photos_location" CHECK (("contract_photos"."latitude" is null) = ("contract_photos"."longitude" is null) and ("contract_photos"."latitude" is null) = ("contract_photos"."location_source" is null) and "contract_photos"."location_source" in ('photo', 'device', 'typed') and "contract_photos"."latitude" between -180 and 180 and "contract_photos"."longitude" between -180 and 180),
	CONSTRAINT "contract_photos_sha256" CHECK ("contract_photos"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "contract_photos_sizes" CHECK ("contract_photos"."bytes" > 0 and "contract_photos"."width" > 0 and "contract_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "financial_accomplishments" ADD CONSTRAINT "financial_accomplishments_contract_id_key" UNIQUE("account_id","contract_id","id");--> statement-breakpoint
ALTER TABLE "physical_accomplishments" ADD CONSTRAINT "physical_accomplishments_contract_id_key" UNIQUE("account_id","contract_id","id");--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "contract_photos" ADD CONSTRAINT "contract_photos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_photos" ADD CONSTRAINT "contract_photos_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_photos" ADD CONSTRAINT "contract_photos_uploaded_by_fk" FOREIGN KEY ("account_id","uploaded_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_photos" ADD CONSTRAINT "contract_photos_physical_accomplishment_fk" FOREIGN KEY ("account_id","contract_id","physical_accomplishment_id") REFERENCES "public"."physical_accomplishments"("account_id","contract_id","id") ON DELETE SET NULL ("physical_accomplishment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_photos" ADD CONSTRAINT "contract_photos_financial_accomplishment_fk" FOREIGN KEY ("account_id","contract_id","financial_accomplishment_id") REFERENCES "public"."financial_accomplishments"("account_id","contract_id","id") ON DELETE SET NULL ("financial_accomplishment_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_photos_contract_idx" ON "contract_photos" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_photos_account_sha256_idx" ON "contract_photos" USING btree ("account_id","sha256");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pin_whole" CHECK (("contracts"."latitude" is null) = ("contracts"."longitude" is null) and "contracts"."latitude" between -90 and 90 and "contracts"."longitude" between -180 and 180);
