-- Reference data of spec 1: the one subscription type offered and the four roles (id 4 does not exist).
INSERT INTO "subscription_types" ("id", "name", "price", "billing") VALUES
  (1, 'Monthly', 15790.00, 'Billed at the end of the billing period')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "roles" ("id", "name") VALUES
  (1, 'Account Holder'),
  (2, 'Project Inspector'),
  (3, 'Accounting Officer'),
  (5, 'Viewer')
ON CONFLICT ("id") DO NOTHING;
