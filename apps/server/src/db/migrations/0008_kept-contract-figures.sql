CREATE TABLE "contract_figures" (
	"account_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"as_of" date,
	"figures" jsonb,
	"computed_at" timestamp with time zone,
	"generation" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_figures_pkey" PRIMARY KEY("account_id","contract_id"),
	CONSTRAINT "contract_figures_kept_whole" CHECK (("contract_figures"."figures" is null) = ("contract_figures"."as_of" is null) and ("contract_figures"."figures" is null) = ("contract_figures"."computed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "contract_figures" ADD CONSTRAINT "contract_figures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_figures" ADD CONSTRAINT "contract_figures_contract_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A change of what a contract's figures read marks its kept row stale in the same statement, whoever
-- writes (a service, an import, a test's factory): figures NULL, generation + 1. A row is inserted when
-- there is none, so that a reader that computed from the records before the change cannot store its
-- figures after it (it stores only on the generation it read). Contracts already gone (a cascade) are
-- skipped. Billings and physical features are not read by the kept figures and have no trigger.
CREATE FUNCTION "contract_figures_mark_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contract_figures" AS kept ("account_id", "contract_id", "generation")
    SELECT DISTINCT c."account_id", c."id", 1 FROM new_rows r
      JOIN "contracts" c ON c."account_id" = r."account_id" AND c."id" = r."contract_id"
    ORDER BY 1, 2
    ON CONFLICT ("account_id", "contract_id") DO UPDATE
      SET "as_of" = NULL, "figures" = NULL, "computed_at" = NULL, "generation" = kept."generation" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "contract_figures" AS kept ("account_id", "contract_id", "generation")
    SELECT DISTINCT c."account_id", c."id", 1 FROM old_rows r
      JOIN "contracts" c ON c."account_id" = r."account_id" AND c."id" = r."contract_id"
    ORDER BY 1, 2
    ON CONFLICT ("account_id", "contract_id") DO UPDATE
      SET "as_of" = NULL, "figures" = NULL, "computed_at" = NULL, "generation" = kept."generation" + 1;
  ELSE
    INSERT INTO "contract_figures" AS kept ("account_id", "contract_id", "generation")
    SELECT DISTINCT c."account_id", c."id", 1 FROM (
        SELECT "account_id", "contract_id" FROM new_rows UNION SELECT "account_id", "contract_id" FROM old_rows
      ) r
      JOIN "contracts" c ON c."account_id" = r."account_id" AND c."id" = r."contract_id"
    ORDER BY 1, 2
    ON CONFLICT ("account_id", "contract_id") DO UPDATE
      SET "as_of" = NULL, "figures" = NULL, "computed_at" = NULL, "generation" = kept."generation" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A resume order reaches its contract through its suspension order (gone first in a cascade: skipped).
CREATE FUNCTION "contract_figures_mark_stale_of_resume"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contract_figures" AS kept ("account_id", "contract_id", "generation")
    SELECT DISTINCT s."account_id", s."contract_id", 1 FROM new_rows r
      JOIN "suspension_orders" s ON s."account_id" = r."account_id" AND s."id" = r."suspension_order_id"
    ORDER BY 1, 2
    ON CONFLICT ("account_id", "contract_id") DO UPDATE
      SET "as_of" = NULL, "figures" = NULL, "computed_at" = NULL, "generation" = kept."generation" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "contract_figures" AS kept ("account_id", "contract_id", "generation")
    SELECT DISTINCT s."account_id", s."contract_id", 1 FROM old_rows r
      JOIN "suspension_orders" s ON s."account_id" = r."account_id" AND s."id" = r."suspension_order_id"
    ORDER BY 1, 2
    ON CONFLICT ("account_id", "contract_id") DO UPDATE
      SET "as_of" = NULL, "figures" = NULL, "computed_at" = NULL, "generation" = kept."generation" + 1;
  ELSE
    INSERT INTO "contract_figures" AS kept ("account_id", "contract_id", "generation")
    SELECT DISTINCT s."account_id", s."contract_id", 1 FROM (
        SELECT "account_id", "suspension_order_id" FROM new_rows UNION SELECT "account_id", "suspension_order_id" FROM old_rows
      ) r
      JOIN "suspension_orders" s ON s."account_id" = r."account_id" AND s."id" = r."suspension_order_id"
    ORDER BY 1, 2
    ON CONFLICT ("account_id", "contract_id") DO UPDATE
      SET "as_of" = NULL, "figures" = NULL, "computed_at" = NULL, "generation" = kept."generation" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A contract's own figures inputs: its effectivity, contract time and amount (names and people are read live).
CREATE FUNCTION "contract_figures_mark_stale_of_contract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contract_figures" AS kept ("account_id", "contract_id", "generation")
  SELECT n."account_id", n."id", 1 FROM new_rows n
    JOIN old_rows o ON o."account_id" = n."account_id" AND o."id" = n."id"
  WHERE (n."start_date", n."duration", n."amount") IS DISTINCT FROM (o."start_date", o."duration", o."amount")
  ORDER BY 1, 2
  ON CONFLICT ("account_id", "contract_id") DO UPDATE
    SET "as_of" = NULL, "figures" = NULL, "computed_at" = NULL, "generation" = kept."generation" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contracts_figures_update" AFTER UPDATE ON "contracts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale_of_contract"();
--> statement-breakpoint
CREATE TRIGGER "physical_schedules_figures_insert" AFTER INSERT ON "physical_schedules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "physical_schedules_figures_update" AFTER UPDATE ON "physical_schedules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "physical_schedules_figures_delete" AFTER DELETE ON "physical_schedules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "physical_accomplishments_figures_insert" AFTER INSERT ON "physical_accomplishments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "physical_accomplishments_figures_update" AFTER UPDATE ON "physical_accomplishments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "physical_accomplishments_figures_delete" AFTER DELETE ON "physical_accomplishments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "suspension_orders_figures_insert" AFTER INSERT ON "suspension_orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "suspension_orders_figures_update" AFTER UPDATE ON "suspension_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "suspension_orders_figures_delete" AFTER DELETE ON "suspension_orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "resume_orders_figures_insert" AFTER INSERT ON "resume_orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale_of_resume"();
--> statement-breakpoint
CREATE TRIGGER "resume_orders_figures_update" AFTER UPDATE ON "resume_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale_of_resume"();
--> statement-breakpoint
CREATE TRIGGER "resume_orders_figures_delete" AFTER DELETE ON "resume_orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale_of_resume"();
--> statement-breakpoint
CREATE TRIGGER "approved_time_extensions_figures_insert" AFTER INSERT ON "approved_time_extensions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "approved_time_extensions_figures_update" AFTER UPDATE ON "approved_time_extensions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "approved_time_extensions_figures_delete" AFTER DELETE ON "approved_time_extensions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "variation_orders_figures_insert" AFTER INSERT ON "variation_orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "variation_orders_figures_update" AFTER UPDATE ON "variation_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "variation_orders_figures_delete" AFTER DELETE ON "variation_orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_mark_stale"();
