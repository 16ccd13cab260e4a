-- The rows every year read loads (contract list, dashboard, detailed breakdown): the year's contracts,
-- their projects and every record row of theirs, one SELECT per table, nothing computed.
-- pgbench -D account=<account id> -D year=<year>
SELECT c.*, k.name AS contractor, u.first_name, u.last_name FROM contracts c
  LEFT JOIN contractors k ON k.account_id = c.account_id AND k.id = c.contractor_id
  LEFT JOIN users u ON u.account_id = c.account_id AND u.id = c.project_in_charge_id
  WHERE c.account_id = :account AND c.id IN (SELECT cp.contract_id FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id WHERE cp.account_id = :account AND p.implementation_year = :year);
SELECT cp.contract_id, p.*, f.name AS fund_source, s.name AS system FROM contract_projects cp
  JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id
  LEFT JOIN fund_sources f ON f.account_id = p.account_id AND f.id = p.fund_source_id
  JOIN systems s ON s.account_id = p.account_id AND s.id = p.system_id
  WHERE cp.account_id = :account AND cp.contract_id IN (SELECT cp2.contract_id FROM contract_projects cp2 JOIN projects p2 ON p2.account_id = cp2.account_id AND p2.id = cp2.project_id WHERE cp2.account_id = :account AND p2.implementation_year = :year);
SELECT * FROM physical_schedules WHERE account_id = :account AND contract_id IN (SELECT cp.contract_id FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id WHERE cp.account_id = :account AND p.implementation_year = :year);
SELECT * FROM physical_accomplishments WHERE account_id = :account AND contract_id IN (SELECT cp.contract_id FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id WHERE cp.account_id = :account AND p.implementation_year = :year);
SELECT s.*, r.date_effective AS resumed FROM suspension_orders s LEFT JOIN resume_orders r ON r.account_id = s.account_id AND r.suspension_order_id = s.id
  WHERE s.account_id = :account AND s.contract_id IN (SELECT cp.contract_id FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id WHERE cp.account_id = :account AND p.implementation_year = :year);
SELECT * FROM approved_time_extensions WHERE account_id = :account AND contract_id IN (SELECT cp.contract_id FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id WHERE cp.account_id = :account AND p.implementation_year = :year);
SELECT * FROM variation_orders WHERE account_id = :account AND contract_id IN (SELECT cp.contract_id FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id WHERE cp.account_id = :account AND p.implementation_year = :year);
SELECT * FROM financial_accomplishments WHERE account_id = :account AND contract_id IN (SELECT cp.contract_id FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id WHERE cp.account_id = :account AND p.implementation_year = :year);
