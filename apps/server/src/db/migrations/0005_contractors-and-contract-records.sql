CREATE TABLE "contractors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"office_address" text NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"tin_number" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractors_account_id_id_key" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "approved_time_extensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approved_time_extensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"number_of_days" integer NOT NULL,
	"date_requested" date,
	"date_approved" date NOT NULL,
	"reason" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "approved_time_extensions_days_positive" CHECK ("approved_time_extensions"."number_of_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "financial_accomplishments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "financial_accomplishments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"billing_date" date NOT NULL,
	"billing_amount" numeric(16, 2) NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "financial_accomplishments_amount_positive" CHECK ("financial_accomplishments"."billing_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "physical_accomplishments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "physical_accomplishments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"as_of_date" date NOT NULL,
	"accomplishment" numeric(7, 4) NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "physical_accomplishments_accomplishment_range" CHECK ("physical_accomplishments"."accomplishment" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "physical_feature_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "physical_feature_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "physical_feature_names_account_id_id_key" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "physical_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "physical_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"physical_feature_name_id" integer NOT NULL,
	"accomplishment_date" date NOT NULL,
	"quantity" numeric(16, 4) NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "physical_features_quantity_not_negative" CHECK ("physical_features"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "physical_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "physical_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"date_effective" date NOT NULL,
	"accomplishment" numeric(7, 4) NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "physical_schedules_accomplishment_range" CHECK ("physical_schedules"."accomplishment" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "resume_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"suspension_order_id" integer NOT NULL,
	"date_effective" date NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "suspension_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suspension_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"date_effective" date NOT NULL,
	"reason" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "suspension_orders_account_id_id_key" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "variation_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variation_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"date_effective" date NOT NULL,
	"revised_amount" numeric(16, 2) NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "variation_orders_amount_not_negative" CHECK ("variation_orders"."revised_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "contractor_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "project_in_charge_id" integer;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_time_extensions" ADD CONSTRAINT "approved_time_extensions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_time_extensions" ADD CONSTRAINT "approved_time_extensions_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_time_extensions" ADD CONSTRAINT "approved_time_extensions_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_accomplishments" ADD CONSTRAINT "financial_accomplishments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_accomplishments" ADD CONSTRAINT "financial_accomplishments_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_accomplishments" ADD CONSTRAINT "financial_accomplishments_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_accomplishments" ADD CONSTRAINT "physical_accomplishments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_accomplishments" ADD CONSTRAINT "physical_accomplishments_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_accomplishments" ADD CONSTRAINT "physical_accomplishments_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_feature_names" ADD CONSTRAINT "physical_feature_names_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_features" ADD CONSTRAINT "physical_features_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_features" ADD CONSTRAINT "physical_features_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_features" ADD CONSTRAINT "physical_features_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_features" ADD CONSTRAINT "physical_features_name_fk" FOREIGN KEY ("account_id","physical_feature_name_id") REFERENCES "public"."physical_feature_names"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_schedules" ADD CONSTRAINT "physical_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_schedules" ADD CONSTRAINT "physical_schedules_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_schedules" ADD CONSTRAINT "physical_schedules_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_orders" ADD CONSTRAINT "resume_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_orders" ADD CONSTRAINT "resume_orders_suspension_fk" FOREIGN KEY ("account_id","suspension_order_id") REFERENCES "public"."suspension_orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_orders" ADD CONSTRAINT "resume_orders_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_orders" ADD CONSTRAINT "suspension_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_orders" ADD CONSTRAINT "suspension_orders_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_orders" ADD CONSTRAINT "suspension_orders_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_orders" ADD CONSTRAINT "variation_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_orders" ADD CONSTRAINT "variation_orders_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_orders" ADD CONSTRAINT "variation_orders_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contractors_account_name_unique" ON "contractors" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "approved_time_extensions_contract_idx" ON "approved_time_extensions" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "financial_accomplishments_contract_idx" ON "financial_accomplishments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "physical_accomplishments_contract_idx" ON "physical_accomplishments" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "physical_accomplishments_contract_date_unique" ON "physical_accomplishments" USING btree ("contract_id","as_of_date");--> statement-breakpoint
CREATE UNIQUE INDEX "physical_feature_names_account_name_unique" ON "physical_feature_names" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "physical_features_contract_idx" ON "physical_features" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "physical_features_contract_name_date_unique" ON "physical_features" USING btree ("contract_id","physical_feature_name_id","accomplishment_date");--> statement-breakpoint
CREATE INDEX "physical_schedules_contract_idx" ON "physical_schedules" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "physical_schedules_contract_date_unique" ON "physical_schedules" USING btree ("contract_id","date_effective");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_orders_suspension_unique" ON "resume_orders" USING btree ("suspension_order_id");--> statement-breakpoint
CREATE INDEX "suspension_orders_contract_idx" ON "suspension_orders" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suspension_orders_contract_date_unique" ON "suspension_orders" USING btree ("contract_id","date_effective");--> statement-breakpoint
CREATE INDEX "variation_orders_contract_idx" ON "variation_orders" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contractor_fk" FOREIGN KEY ("account_id","contractor_id") REFERENCES "public"."contractors"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_in_charge_fk" FOREIGN KEY ("account_id","project_in_charge_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_contractor_idx" ON "contracts" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "contracts_project_in_charge_idx" ON "contracts" USING btree ("project_in_charge_id");