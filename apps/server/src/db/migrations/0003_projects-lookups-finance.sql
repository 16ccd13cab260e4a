ALTER TABLE "expenditure_source_names" ADD CONSTRAINT "expenditure_source_names_account_id_id_key" UNIQUE("account_id","id");--> statement-breakpoint
CREATE TABLE "fund_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_sources_account_id_id_key" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "municipalities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"psgc_code" text NOT NULL,
	"name" text NOT NULL,
	"province_id" integer NOT NULL,
	CONSTRAINT "municipalities_psgc_code_unique" UNIQUE("psgc_code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provinces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"psgc_code" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	CONSTRAINT "provinces_psgc_code_unique" UNIQUE("psgc_code")
);
--> statement-breakpoint
CREATE TABLE "systems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "systems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"municipality_id" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "systems_account_id_id_key" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "contract_projects" (
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "contract_projects_contract_id_project_id_pk" PRIMARY KEY("contract_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"start_date" date NOT NULL,
	"duration" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_account_id_id_key" UNIQUE("account_id","id"),
	CONSTRAINT "contracts_amount_not_negative" CHECK ("contracts"."amount" >= 0),
	CONSTRAINT "contracts_duration_positive" CHECK ("contracts"."duration" > 0)
);
--> statement-breakpoint
CREATE TABLE "expenditure_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenditure_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"expenditure_source_name_id" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenditure_sources_account_id_id_key" UNIQUE("account_id","id"),
	CONSTRAINT "expenditure_sources_account_project_id_key" UNIQUE("account_id","project_id","id"),
	CONSTRAINT "expenditure_sources_amount_not_negative" CHECK ("expenditure_sources"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_expenditures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_expenditures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"expenditure_source_id" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"date_obligated" date NOT NULL,
	"date_disbursed" date,
	"remarks" text DEFAULT '' NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "project_expenditures_account_id_id_key" UNIQUE("account_id","id"),
	CONSTRAINT "project_expenditures_amount_not_negative" CHECK ("project_expenditures"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"implementation_year" integer NOT NULL,
	"fund_source_id" integer,
	"system_id" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_account_id_id_key" UNIQUE("account_id","id"),
	CONSTRAINT "projects_amount_not_negative" CHECK ("projects"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "requested_cash" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requested_cash_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"requested_on" date,
	"remarks" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requested_cash_account_id_id_key" UNIQUE("account_id","id"),
	CONSTRAINT "requested_cash_amount_not_negative" CHECK ("requested_cash"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fund_sources" ADD CONSTRAINT "fund_sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_projects" ADD CONSTRAINT "contract_projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_projects" ADD CONSTRAINT "contract_projects_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_projects" ADD CONSTRAINT "contract_projects_project_fk" FOREIGN KEY ("account_id","project_id") REFERENCES "public"."projects"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditure_sources" ADD CONSTRAINT "expenditure_sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditure_sources" ADD CONSTRAINT "expenditure_sources_project_fk" FOREIGN KEY ("account_id","project_id") REFERENCES "public"."projects"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditure_sources" ADD CONSTRAINT "expenditure_sources_name_fk" FOREIGN KEY ("account_id","expenditure_source_name_id") REFERENCES "public"."expenditure_source_names"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenditures" ADD CONSTRAINT "project_expenditures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenditures" ADD CONSTRAINT "project_expenditures_project_fk" FOREIGN KEY ("account_id","project_id") REFERENCES "public"."projects"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenditures" ADD CONSTRAINT "project_expenditures_source_fk" FOREIGN KEY ("account_id","project_id","expenditure_source_id") REFERENCES "public"."expenditure_sources"("account_id","project_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenditures" ADD CONSTRAINT "project_expenditures_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_fund_source_fk" FOREIGN KEY ("account_id","fund_source_id") REFERENCES "public"."fund_sources"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_system_fk" FOREIGN KEY ("account_id","system_id") REFERENCES "public"."systems"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requested_cash" ADD CONSTRAINT "requested_cash_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requested_cash" ADD CONSTRAINT "requested_cash_project_fk" FOREIGN KEY ("account_id","project_id") REFERENCES "public"."projects"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_sources_account_name_unique" ON "fund_sources" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "municipalities_province_id_idx" ON "municipalities" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "systems_account_name_unique" ON "systems" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contract_projects_project_idx" ON "contract_projects" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_account_number_unique" ON "contracts" USING btree ("account_id",lower("contract_number"));--> statement-breakpoint
CREATE INDEX "expenditure_sources_project_idx" ON "expenditure_sources" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_expenditures_project_idx" ON "project_expenditures" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_expenditures_source_idx" ON "project_expenditures" USING btree ("expenditure_source_id");--> statement-breakpoint
CREATE INDEX "projects_account_year_idx" ON "projects" USING btree ("account_id","implementation_year");--> statement-breakpoint
CREATE INDEX "requested_cash_project_idx" ON "requested_cash" USING btree ("project_id");