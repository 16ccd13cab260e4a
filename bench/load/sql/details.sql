-- What Contract Details reads for one contract: the session of the caller, the contract with its contractor
-- and project in charge, its projects, and every record row of it, one SELECT per table.
-- pgbench -D account=<account id> -D contract=<contract id> -D user=<user id>
SELECT u.id, u.account_id, u.is_active, a.active, a.next_renewal FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = :user;
SELECT c.*, k.name AS contractor, u.first_name, u.last_name FROM contracts c
  LEFT JOIN contractors k ON k.account_id = c.account_id AND k.id = c.contractor_id
  LEFT JOIN users u ON u.account_id = c.account_id AND u.id = c.project_in_charge_id
  WHERE c.account_id = :account AND c.id = :contract;
SELECT p.*, f.name AS fund_source FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id
  LEFT JOIN fund_sources f ON f.account_id = p.account_id AND f.id = p.fund_source_id
  WHERE cp.account_id = :account AND cp.contract_id = :contract;
SELECT * FROM physical_schedules WHERE account_id = :account AND contract_id = :contract;
SELECT * FROM physical_accomplishments WHERE account_id = :account AND contract_id = :contract;
SELECT s.*, r.date_effective AS resumed FROM suspension_orders s LEFT JOIN resume_orders r ON r.account_id = s.account_id AND r.suspension_order_id = s.id
  WHERE s.account_id = :account AND s.contract_id = :contract;
SELECT * FROM approved_time_extensions WHERE account_id = :account AND contract_id = :contract;
SELECT * FROM variation_orders WHERE account_id = :account AND contract_id = :contract;
SELECT * FROM financial_accomplishments WHERE account_id = :account AND contract_id = :contract;
